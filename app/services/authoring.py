"""The authors' workbench: a problem as its author needs to see it (the hidden cases with their
expected answers, which case catches which listed mistake, validate's report), the problems that
failed to load with where and how to fix them, and "try code": any code graded on the hidden cases
with every value shown. Authors and admins only (app/authz.py); nothing here is ever sent to a
learner, and nothing here enters the sandbox but the author's code and the cases' inputs."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Literal, TypeVar

from pydantic import BaseModel
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.authz import can_author
from app.errors import ServiceError
from app.grading.dispatch.local import LocalDispatcher
from app.models import Progress, ProblemRow, User
from app.platform import Platform
from app.services import catalog
from app.services.attempts import check_code_size
from app.services.runs import QUEUE_WAIT_S
from grader import mutation_record
from grader.cases import Case, as_json_args, call_trusted, hidden_cases
from grader.contract import GradingResult
from grader.function.diagnosis import catchers, explaining_case
from grader.grade import grade_code, run_examples
from grader.library import ProblemLibrary
from grader.problem import LEVELS, Example, Problem, ProblemError
from grader.validate import validate_folder

T = TypeVar("T")
MAX_SEED = 2**31 - 1
VALIDATION_WAIT_S = 300.0  # validate grades every mistake twice in the sandbox: it can take a while


class AuthorRefused(ServiceError):
    def __init__(self, status: int, detail: str):
        super().__init__(detail, status)


def require_author(user: User | None) -> None:
    if user is None:
        raise AuthorRefused(401, "Sign in first.")
    if not can_author(user):
        raise AuthorRefused(403, "Only authors and admins see a problem's hidden cases and its analysis.")


# --- problems that failed to load -------------------------------------------------------------

class BrokenProblemOut(BaseModel):
    """A problem folder the platform does not serve, and why: the file, the field and the fix."""

    slug: str | None  # the folder's name, or None for a level's own file (topics.yaml)
    level: str | None
    path: str  # relative to the problems folder
    field: str
    fix: str


def broken_problems(library: ProblemLibrary) -> list[BrokenProblemOut]:
    return [_broken(library.root, error) for error in library.errors]


def broken_problem(library: ProblemLibrary, slug: str) -> list[BrokenProblemOut]:
    return [broken for broken in broken_problems(library) if broken.slug == slug]


def _broken(root: Path, error: ProblemError) -> BrokenProblemOut:
    path = Path(error.path)
    try:
        parts = path.resolve().relative_to(Path(root).resolve()).parts
    except ValueError:
        parts = ()
    level = parts[0] if parts and parts[0] in LEVELS else None
    slug = parts[1] if level and len(parts) >= 2 and parts[1] not in ("topics.yaml",) else None
    return BrokenProblemOut(slug=slug, level=level, path="/".join(parts) if parts else str(path),
                            field=error.field, fix=error.message)


# --- the index -----------------------------------------------------------------------------------

class AuthorProblemOut(BaseModel):
    slug: str
    title: str
    level: str
    topic: str
    kind: str
    version: str
    named_cases: int
    random_cases: int
    mistakes: int
    mutation_recorded: bool  # problems/mutation-record.json holds these very files
    learners: int  # who have a graded attempt (progress, a kept aggregate)
    attempts: int


class AuthorIndexOut(BaseModel):
    problems: list[AuthorProblemOut]
    broken: list[BrokenProblemOut]


def index(db: Session, library: ProblemLibrary) -> AuthorIndexOut:
    effort = dict(((slug, (learners, attempts)) for slug, learners, attempts in db.execute(
        select(ProblemRow.slug, func.count(Progress.user_id), func.coalesce(func.sum(Progress.attempts), 0))
        .join(Progress, Progress.problem_id == ProblemRow.id).where(ProblemRow.active).group_by(ProblemRow.slug))))
    recorded = mutation_record.read()
    problems = []
    for problem in library.ordered():
        spec = problem.spec
        learners, attempts = effort.get(problem.slug, (0, 0))
        problems.append(AuthorProblemOut(
            slug=problem.slug, title=spec.title, level=problem.level_folder, topic=spec.topic, kind=spec.kind,
            version=problem.version, named_cases=len(spec.cases.named), random_cases=spec.cases.random.count,
            mistakes=len(spec.mistakes), learners=learners, attempts=int(attempts),
            mutation_recorded=recorded.get(problem.folder.name) == mutation_record.fingerprint(problem.folder)))
    return AuthorIndexOut(problems=problems, broken=broken_problems(library))


# --- one problem: hidden cases and mistakes ------------------------------------------------------

class HiddenCaseOut(BaseModel):
    name: str
    kind: Literal["named", "random"]
    why: str
    args: list[Any]
    expected: Any = None  # our reference's answer, computed outside the sandbox
    reference_error: str = ""  # the reference raised on this case: the problem's bug


class MistakeOut(BaseModel):
    id: str
    hint: str  # what the learner is shown when their code makes this mistake
    caught_by: list[str]  # the named cases this mistake fails
    shown_with: str | None  # of those, the case a learner making it sees first


class AuthorProblemView(BaseModel):
    slug: str
    title: str
    kind: str
    version: str
    entry_point: str
    hidden_cases: list[HiddenCaseOut]
    random_sample_seed: int
    random_count: int
    mistakes: list[MistakeOut]
    mutation_recorded: bool
    validation: "ValidationOut | None"  # validate's report if this version was validated already


RANDOM_SAMPLE = 3  # random cases drawn for the page, to show what the generator makes
SAMPLE_SEED = 1
_CASES: dict[tuple[str, str], list[HiddenCaseOut]] = {}


def problem_view(problem: Problem) -> AuthorProblemView:
    spec = problem.spec
    return AuthorProblemView(
        slug=problem.slug, title=spec.title, kind=spec.kind, version=problem.version,
        entry_point=spec.entry_point, hidden_cases=hidden_case_table(problem), random_sample_seed=SAMPLE_SEED,
        random_count=spec.cases.random.count, mistakes=mistakes_table(problem),
        mutation_recorded=mutation_record.is_recorded(problem.folder), validation=cached_validation(problem))


def hidden_case_table(problem: Problem) -> list[HiddenCaseOut]:
    """The named cases, then a few random ones, each with our answer (once per problem version:
    the reference is trusted code run here, as the grader runs it)."""
    key = (problem.slug, problem.version)
    if key not in _CASES:
        _CASES[key] = [_with_answer(problem, case) for case in _sample_cases(problem)]
    return _CASES[key]


def _sample_cases(problem: Problem) -> list[Case]:
    named = [case for case in hidden_cases(_without_random(problem), 0)]
    if problem.spec.kind != "function" or not problem.spec.cases.random.count:
        return named
    rng = random.Random(SAMPLE_SEED)
    return named + [Case(f"random #{i} (seed {SAMPLE_SEED})", "random", as_json_args(problem.reference.generate(rng)))
                    for i in range(1, min(RANDOM_SAMPLE, problem.spec.cases.random.count) + 1)]


def _without_random(problem: Problem) -> Problem:
    cases = problem.spec.cases.model_copy(update={"random": problem.spec.cases.random.model_copy(update={"count": 0})})
    return dataclasses.replace(problem, spec=problem.spec.model_copy(update={"cases": cases}))


def _with_answer(problem: Problem, case: Case) -> HiddenCaseOut:
    row = HiddenCaseOut(name=case.name, kind=case.kind, why=case.why or "", args=case.args)
    if problem.spec.kind != "function":
        return row  # a controller's scenario is judged on its run, not against one answer
    try:
        row.expected = call_trusted(problem.solve, case.args)
    except Exception as exc:  # an author's bug, shown to the author
        row.reference_error = f"{type(exc).__name__}: {exc}"[:500]
    return row


def mistakes_table(problem: Problem) -> list[MistakeOut]:
    """Each listed mistake with the named cases that catch it and the one a learner is shown
    first: the grader's own diagnosis tables (grader/function/diagnosis.py), so the page says what grading does."""
    if problem.spec.kind != "function":
        return [MistakeOut(id=m.id, hint=m.hint, caught_by=[], shown_with=None) for m in problem.spec.mistakes]
    named = hidden_cases(_without_random(problem), 0)
    try:
        table = catchers(problem, named)
    except Exception:  # the reference raises on a case: the hidden cases table says where
        table = {}
    return [MistakeOut(id=m.id, hint=m.hint, caught_by=[c.name for c in named if m.id in table.get(c.name, set())],
                       shown_with=explaining_case(problem, m.id, named) if table else None)
            for m in problem.spec.mistakes]


# --- validate's report -----------------------------------------------------------------------------

class ValidationOut(BaseModel):
    slug: str
    version: str  # the version served when it ran
    ok: bool
    notes: list[str]
    errors: list[str]
    mutation_recorded: bool
    mutation_note: str


_VALIDATIONS: dict[tuple[str, str], ValidationOut] = {}


def cached_validation(problem: Problem) -> ValidationOut | None:
    return _VALIDATIONS.get((problem.slug, problem.version))


def validation_report(problem: Problem) -> ValidationOut:
    """`python -m grader validate --no-mutation` of the problem's folder (the mistakes graded for
    real in the sandbox), with the mutation analysis as problems/mutation-record.json has it:
    that analysis takes minutes, so it is the command line's (make mutation-record)."""
    cached = cached_validation(problem)
    if cached is not None:
        return cached
    report = validate_folder(problem.folder, mutation=False)
    recorded = mutation_record.is_recorded(problem.folder)
    note = ("mutation analysis: recorded as passing for these very files" if recorded else
            "mutation analysis: not recorded for the current files; run `make mutation-record` (or "
            f"`python -m grader validate {problem.folder.parent.name}/{problem.folder.name}`)")
    out = ValidationOut(slug=problem.slug, version=problem.version, ok=report.ok, notes=report.notes,
                        errors=report.errors, mutation_recorded=recorded, mutation_note=note)
    _VALIDATIONS[(problem.slug, problem.version)] = out
    return out


async def validate_now(platform: Platform, user: User, problem: Problem) -> ValidationOut:
    cached = cached_validation(problem)
    if cached is not None:
        return cached
    return await _in_grading_pool(platform, user, lambda: validation_report(problem), VALIDATION_WAIT_S)


# --- try code ------------------------------------------------------------------------------------

class AuthorCaseOut(BaseModel):
    """A hidden case as the author sees it: the learner's verdict and message, and every value."""

    name: str
    kind: str
    passed: bool
    verdict: str
    message: str  # what the learner would read
    checks: str
    points_at_mistake: bool
    args: list[Any] | None
    expected: Any = None
    got: Any = None
    ran: bool  # False when the values run stopped before this case (an earlier one ran out of time)
    stdout: str = ""
    time_s: float


class TryCodeIn(BaseModel):
    code: str
    seed: int | None = None  # the random cases' seed; drawn when not given


class TryCodeOut(BaseModel):
    outcome: str
    verdict: str | None
    score: float | None
    message: str
    hint: str | None
    mistake_id: str | None
    seed: int
    cases: list[AuthorCaseOut]
    stdout: str
    time_s: float
    values_note: str  # how the values were obtained


VALUES_NOTE = ("Verdicts, messages and the hint are the grading a learner would get; the values come from a "
               "second run of the same code in the sandbox on the same cases, shown in full.")


async def try_code(platform: Platform, user: User, problem: Problem, body: TryCodeIn) -> TryCodeOut:
    """Rate-limited as Run is (per minute and in flight), carried out by the grading pool."""
    check_code_size(body.code, platform.settings.max_code_bytes)
    seed = body.seed if body.seed is not None else random.randint(1, MAX_SEED)
    if not 0 <= seed <= MAX_SEED:
        raise AuthorRefused(422, f"The seed must be between 0 and {MAX_SEED}.")
    platform.limits.run(user.id)
    budget_s = 2 * problem.spec.limits.wall_s + QUEUE_WAIT_S
    with platform.limits.run_slot(user.id, ttl_s=int(budget_s) + 5):
        max_bytes = platform.settings.max_code_bytes
        return await _in_grading_pool(platform, user, lambda: graded_with_values(problem, body.code, seed, max_bytes),
                                      budget_s)


def graded_with_values(problem: Problem, code: str, seed: int, max_code_bytes: int) -> TryCodeOut:
    """The grading (grade_code, as the worker does it), and for a function problem the same cases
    run again as visible examples, so each named case's input, our answer and the code's come back."""
    graded = grade_code(problem, code, seed, max_code_bytes=max_code_bytes)
    values: list[Any] = []
    if problem.spec.kind == "function" and graded.outcome == "graded":
        values = run_examples(_cases_as_examples(problem, hidden_cases(problem, seed)), code,
                              max_code_bytes=max_code_bytes).cases
    cases = [_author_case(case, values[i] if i < len(values) else None) for i, case in enumerate(graded.cases)]
    return TryCodeOut(outcome=graded.outcome, verdict=graded.verdict, score=graded.score, message=graded.message,
                      hint=graded.hint, mistake_id=graded.mistake_id, seed=seed, cases=cases, stdout=graded.stdout,
                      time_s=graded.time_s, values_note=VALUES_NOTE if values else "")


def _cases_as_examples(problem: Problem, cases: list[Case]) -> Problem:
    """The problem with the hidden cases as its visible examples: run_examples then shows every value."""
    examples = [Example(args=case.args, note=case.name) for case in cases]
    return dataclasses.replace(problem, spec=problem.spec.model_copy(update={"examples": examples}))


def _author_case(case, shown) -> AuthorCaseOut:
    # No values run (a controller's or a tests problem's cases): the grading's own case is all there is.
    ran = shown is None or not shown.message.startswith("not run")
    return AuthorCaseOut(
        name=case.name, kind=case.kind, passed=case.passed, verdict=case.verdict, message=case.message,
        checks=case.checks, points_at_mistake=case.points_at_mistake, time_s=case.time_s, ran=ran,
        args=shown.args if shown is not None else case.args,
        expected=shown.expected if shown is not None else case.expected,
        got=shown.got if shown is not None else case.got,
        stdout=shown.stdout if shown is not None else case.stdout)


# --- where the blocking work runs ----------------------------------------------------------------

# With Celery (or no dispatcher) the API process has no grading pool: authors' work then runs on
# two threads of its own, never on a web thread. They are few, and rate-limited as Runs are.
_OWN_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="authoring")


def _submit(platform: Platform, owner: int, work: Callable[[], T]) -> Future:
    if isinstance(platform.dispatcher, LocalDispatcher):
        try:
            return platform.dispatcher.run(owner, work)  # in turn with everyone's gradings
        except RuntimeError:  # the pool is stopping
            pass
    return _OWN_POOL.submit(work)


async def _in_grading_pool(platform: Platform, user: User, work: Callable[[], T], timeout_s: float) -> T:
    future = _submit(platform, user.id, work)
    try:
        return await asyncio.wait_for(asyncio.wrap_future(future), timeout_s)
    except asyncio.TimeoutError:
        future.cancel()
        raise AuthorRefused(503, "The graders are busy; try again in a moment.") from None


def find_problem(db: Session, library: ProblemLibrary, slug: str) -> tuple[ProblemRow | None, Problem]:
    """The served problem (404 when none); its row, if synced, for the item analysis."""
    problem = library.get(slug)
    if problem is None:
        raise AuthorRefused(404, f"No problem called {slug!r}.")
    return catalog.find_problem(db, slug), problem


AuthorProblemView.model_rebuild()
