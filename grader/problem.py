"""The problem format: `problems/<level>/<slug>/problem.yaml` plus `reference.py` and `mistakes.py`.

`load_problem(folder)` validates everything an author can get wrong and raises ProblemError
naming the file, the field and the fix. Nothing here runs learner code.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib.util
import keyword
import re
import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

LEVELS: dict[str, int | str] = {
    "level-2": 2, "level-3": 3, "level-4": 4, "level-5": 5, "simulator": "simulator",
}
PROJECT_ROOT = Path(__file__).resolve().parent.parent  # where reference/ lives
# libyaml's safe loader where PyYAML has it (five times faster over the catalog), else the pure one.
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
PROBLEM_FILES = ("problem.yaml", "reference.py", "mistakes.py", "mutants.py", "statement.md")


class ProblemError(Exception):
    """A problem that cannot be served: where it is broken and how to fix it."""

    def __init__(self, path: Path | str, problem_field: str, message: str):
        self.path = str(path)
        self.field = problem_field
        self.message = message
        super().__init__(f"{self.path}: {problem_field}: {message}")


def slugify(title: str) -> str:
    """`Elbow Up or Elbow Down` -> `elbow-up-or-elbow-down`; punctuation is dropped."""
    words = re.sub(r"[^a-z0-9\s-]", "", title.lower()).split()
    return re.sub(r"-+", "-", "-".join(words)).strip("-")


def mistake_function_name(mistake_id: str) -> str:
    return mistake_id.replace("-", "_")


def metric_function_name(metric_id: str) -> str:
    """The reference.py function that measures a controller problem's metric on one run."""
    return "metric_" + metric_id.replace("-", "_")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Example(_Strict):
    args: list[Any]
    note: str | None = None


class NamedCase(_Strict):
    name: str = Field(min_length=1)
    args: list[Any]
    # What the learner reads when this hidden case fails; its values are never shown.
    why: str | None = None


class RandomCases(_Strict):
    count: int = Field(default=0, ge=0, le=1000)


class Cases(_Strict):
    named: list[NamedCase] = Field(default_factory=list)
    random: RandomCases = Field(default_factory=RandomCases)

    @model_validator(mode="after")
    def _unique_names(self) -> "Cases":
        seen: set[str] = set()
        for case in self.named:
            if case.name in seen:
                raise ValueError(f"two named cases are called {case.name!r}; give each its own name")
            seen.add(case.name)
        return self


class Checker(_Strict):
    kind: Literal["exact", "tolerance", "custom"] = "exact"
    abs: float = Field(default=0.0, ge=0)
    rel: float = Field(default=0.0, ge=0)

    @model_validator(mode="after")
    def _tolerance_needs_a_bound(self) -> "Checker":
        if self.kind == "tolerance" and self.abs == 0 and self.rel == 0:
            raise ValueError("a tolerance checker needs abs or rel (for example abs: 1.0e-6)")
        return self


class Limits(_Strict):
    time_s: float = Field(default=2.0, gt=0, le=10)  # CPU per case
    memory_mib: int = Field(default=256, ge=32, le=2048)
    wall_s: float = Field(default=10.0, gt=0, le=30)  # the whole run; below the grading lease


class Mistake(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    hint: str = Field(min_length=10)


class EquivalentMutant(_Strict):
    """A change of the reference that `validate`'s mutation analysis found a witness for, but that
    the statement allows (say why): grader/mutation.py."""

    id: str = Field(min_length=3)
    reason: str = Field(min_length=10)


class RunMetric(_Strict):
    """One number a controller problem measures on every scenario's recorded run (for the class
    leaderboards): reference.py's metric_<id with _ for ->(trace, scenario) computes it."""

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$", max_length=40)
    title: str = Field(min_length=3, max_length=60)
    unit: str = Field(max_length=12)  # "m", "s", "m/s"; "" for a plain count
    better: Literal["lower", "higher"]


class ControllerSpec(_Strict):
    """A controller problem: the learner's class drives the simulator, one round trip per pass."""

    dt_s: float = Field(default=0.02, gt=0, le=1)
    duration_s: float = Field(gt=0, le=120)
    pass_cpu_s: float = Field(default=0.05, gt=0, le=1)  # for one call of update()
    # What a leaderboard ranks by, the first metric first (the order is the ranking's).
    metrics: list[RunMetric] = Field(default_factory=list, max_length=8)

    @field_validator("metrics")
    @classmethod
    def _unique_metrics(cls, value: list[RunMetric]) -> list[RunMetric]:
        ids = [metric.id for metric in value]
        if len(ids) != len(set(ids)):
            raise ValueError("two metrics share an id; give each its own")
        return value


class Mutant(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    description: str = Field(min_length=10)  # what is broken: shown when the learner's tests miss it


class TestsSpec(_Strict):
    """A tests problem: the learner's tests must pass on the reference and fail on every mutant."""

    mutants: list[Mutant] = Field(min_length=1)


class ProblemSpec(_Strict):
    id: uuid.UUID
    title: str = Field(min_length=3)
    level: int | Literal["simulator"]
    topic: str = Field(min_length=3)
    required: bool = False
    kind: Literal["function", "controller", "tests"]
    entry_point: str
    statement: str
    starter: str = ""
    examples: list[Example] = Field(default_factory=list)
    cases: Cases = Field(default_factory=Cases)
    checker: Checker = Field(default_factory=Checker)
    limits: Limits = Field(default_factory=Limits)
    mistakes: list[Mistake] = Field(default_factory=list)
    # The statement asks the learner's function to leave its arguments as they were: a case whose
    # call changed them in place (a belief overwritten, a start list moved) fails, saying so, even
    # when the returned value is right. Function problems only.
    keep_arguments: bool = False
    equivalent_mutants: list[EquivalentMutant] = Field(default_factory=list)
    # Inputs from each generator that the mutation analysis tries on a surviving mutant; lower it
    # for a problem whose reference is slow (a whole simulated run per case).
    witness_inputs: int = Field(default=200, ge=10, le=2000)
    # Generic slips (grader/slips.py) that would mislead on this problem, e.g. [reordered].
    slips_off: list[str] = Field(default_factory=list)
    controller: ControllerSpec | None = None
    tests: TestsSpec | None = None

    @field_validator("level")
    @classmethod
    def _known_level(cls, value: int | str) -> int | str:
        if value not in LEVELS.values():
            raise ValueError("level must be 2, 3, 4, 5 or simulator")
        return value

    @field_validator("entry_point")
    @classmethod
    def _identifier(cls, value: str) -> str:
        if not value.isidentifier() or keyword.iskeyword(value):
            raise ValueError(f"{value!r} is not a Python name; use the function's name, e.g. gripper")
        return value

    @field_validator("slips_off")
    @classmethod
    def _known_slips(cls, value: list[str]) -> list[str]:
        from grader.slips import SLIPS

        known = {slip.id for slip in SLIPS}
        unknown = [name for name in value if name not in known]
        if unknown:
            raise ValueError(f"unknown slip {unknown[0]!r}; the slips are {', '.join(sorted(known))}")
        return value

    @model_validator(mode="after")
    def _cases_exist(self) -> "ProblemSpec":
        if self.kind in ("function", "controller"):
            if not self.examples:
                raise ValueError("examples: at least one visible example is needed; Run shows them")
            if not self.cases.named and not self.cases.random.count:
                raise ValueError(f"cases: a {self.kind} problem needs named cases or random: {{count: N}}")
        if (self.kind == "controller") != (self.controller is not None):
            raise ValueError("controller: a controller problem needs this section (dt_s, duration_s), "
                             "and only a controller problem may have it")
        if (self.kind == "tests") != (self.tests is not None):
            raise ValueError("tests: a tests problem needs this section (mutants), and only a tests problem "
                             "may have it")
        ids = [m.id for m in self.mistakes]
        if len(ids) != len(set(ids)):
            raise ValueError("mistakes: two mistakes share an id")
        return self


@dataclass
class Problem:
    """A validated problem with its trusted code loaded (never sent to the sandbox)."""

    slug: str
    folder: Path
    spec: ProblemSpec
    statement_md: str
    version: str
    reference: ModuleType
    mistakes: ModuleType | None
    mistake_functions: dict[str, Callable[..., Any]] = field(default_factory=dict)

    @property
    def solve(self) -> Callable[..., Any]:
        return getattr(self.reference, self.spec.entry_point)

    @property
    def custom_check(self) -> Callable[..., Any] | None:
        return getattr(self.reference, "check", None)

    @property
    def level_folder(self) -> str:
        return self.folder.parent.name


def files_version(folder: Path) -> str:
    """A hash of the problem's own files."""
    digest = hashlib.sha256()
    for name in PROBLEM_FILES:
        path = folder / name
        if path.exists():
            digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def imported_reference_modules(source: Path, root: Path = PROJECT_ROOT) -> set[Path]:
    """The reference/ modules a file imports, directly or through each other."""
    found: set[Path] = set()
    pending = [source]
    while pending:
        path = pending.pop()
        stat = path.stat()
        for imported in _direct_reference_imports(path, stat.st_mtime_ns, stat.st_size, root):
            if imported not in found:
                found.add(imported)
                pending.append(imported)
    return found


@functools.lru_cache(maxsize=4096)
def _direct_reference_imports(source: Path, mtime_ns: int, size: int, root: Path) -> tuple[Path, ...]:
    """The reference/ modules one file names in its imports. Kept per file version: problems
    import the same shared modules, which were parsed again for each problem that imports them
    (at a server's start, at every reload)."""
    names: list[str] = []
    for node in _statements(ast.parse(source.read_text()).body):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
    paths = (root.joinpath(*name.split(".")).with_suffix(".py") for name in names if name.split(".")[0] == "reference")
    return tuple(dict.fromkeys(path for path in paths if path.exists()))


def _statements(body):
    """Every statement, nested ones too (an import inside a function), not their expressions:
    ast.walk's visit of every expression node was most of the time."""
    for node in body:
        yield node
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            yield from _statements(getattr(node, field, None) or ())


def problem_modules(folder: Path, root: Path = PROJECT_ROOT) -> list[Path]:
    """The shared reference/ modules the problem's reference and mistakes import, sorted."""
    sources = [folder / name for name in ("reference.py", "mistakes.py") if (folder / name).exists()]
    return sorted(set().union(*(imported_reference_modules(source, root) for source in sources)))


def content_version(folder: Path, root: Path = PROJECT_ROOT) -> str:
    """A hash of everything a learner is graded on: the problem's own files and the shared
    reference/ modules its reference and mistakes import, so fixing a shared module is a new version."""
    digest = hashlib.sha256(files_version(folder).encode())
    for path in problem_modules(folder, root):
        digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=YAML_LOADER)
    except FileNotFoundError:
        raise ProblemError(path, "problem.yaml", "file missing; every problem folder needs one") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "yaml"
        raise ProblemError(path, where, f"not valid YAML ({getattr(exc, 'problem', exc)})") from None
    if not isinstance(data, dict):
        raise ProblemError(path, "(top level)", "must be a mapping of fields such as id, title, kind")
    return data


def _validate_spec(path: Path, data: dict[str, Any]) -> ProblemSpec:
    try:
        return ProblemSpec.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where, fix = ".".join(str(part) for part in first["loc"]), _fix_for(first)
        if not where:  # a check across fields names its field first: "examples: ..."
            named = re.match(r"^(?:Value error, )?([a-z_.]+): (.*)$", fix, re.S)
            where, fix = (named.group(1), named.group(2)) if named else ("(top level)", fix)
        raise ProblemError(path, where, fix) from None


def _fix_for(error: dict[str, Any]) -> str:
    kind = error["type"]
    if kind == "missing":
        return "required field is missing; add it"
    if kind == "extra_forbidden":
        return "unknown field; remove it or check its spelling"
    return str(error["msg"])


def _import_module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ProblemError(path, path.name, "cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # an author's bug: report it, keep serving the others
        sys.modules.pop(name, None)
        raise ProblemError(path, path.name, f"fails to import: {type(exc).__name__}: {exc}") from None
    return module


def _statement(folder: Path, spec: ProblemSpec) -> str:
    if spec.statement.endswith(".md") and "\n" not in spec.statement:
        path = folder / spec.statement
        if not path.exists():
            raise ProblemError(folder / "problem.yaml", "statement", f"names {spec.statement}, which does not exist")
        return path.read_text(encoding="utf-8")
    return spec.statement


def level_topics(level_dir: Path) -> list[str] | None:
    """The level's topics in lesson order, from `<level>/topics.yaml`, or None if it has none."""
    path = level_dir / "topics.yaml"
    if not path.exists():
        return None
    try:
        topics = (yaml.load(path.read_text(encoding="utf-8"), Loader=YAML_LOADER) or {}).get("topics")
    except (yaml.YAMLError, AttributeError):
        topics = None
    if not isinstance(topics, list) or not all(isinstance(t, str) for t in topics):
        raise ProblemError(path, "topics", "must be a list of the level's section titles, in lesson order")
    return topics


def _check_folder(folder: Path, spec: ProblemSpec) -> str:
    slug = folder.name
    yaml_path = folder / "problem.yaml"
    if slug != slugify(spec.title):
        raise ProblemError(yaml_path, "title", f"the folder must be named {slugify(spec.title)!r} after the title")
    level_name = folder.parent.name
    if LEVELS.get(level_name, spec.level) != spec.level:
        raise ProblemError(yaml_path, "level", f"is {spec.level} but the problem lives in {level_name}/")
    topics = level_topics(folder.parent)
    if topics is not None and spec.topic not in topics:
        raise ProblemError(yaml_path, "topic", f"{spec.topic!r} is not a section of this level; use one of "
                           f"the titles in {level_name}/topics.yaml, spelled the same")
    return slug


def load_problem(folder: Path) -> Problem:
    folder = Path(folder).resolve()
    yaml_path = folder / "problem.yaml"
    spec = _validate_spec(yaml_path, _read_yaml(yaml_path))
    slug = _check_folder(folder, spec)
    statement_md = _statement(folder, spec)
    module_base = f"problems_loaded.{slug.replace('-', '_')}"
    ref_path = folder / "reference.py"
    if not ref_path.exists():
        raise ProblemError(ref_path, "reference.py", "file missing; it must define the entry point and generate(rng)")
    reference = _import_module(ref_path, module_base + ".reference")
    if spec.kind == "function":
        if not callable(getattr(reference, spec.entry_point, None)):
            raise ProblemError(ref_path, spec.entry_point, "reference.py must define the entry point")
        if spec.cases.random.count and not callable(getattr(reference, "generate", None)):
            raise ProblemError(ref_path, "generate", "random cases need generate(rng) in reference.py")
        if spec.checker.kind == "custom" and not callable(getattr(reference, "check", None)):
            raise ProblemError(ref_path, "check", "checker kind custom needs check(args, expected, got)")
    if spec.controller is not None:
        _check_metric_functions(ref_path, spec.controller, reference)
    mistakes_module, functions = _load_mistakes(folder, spec, module_base)
    return Problem(
        slug=slug, folder=folder, spec=spec, statement_md=statement_md,
        version=content_version(folder), reference=reference,
        mistakes=mistakes_module, mistake_functions=functions,
    )


def _check_metric_functions(ref_path: Path, controller: ControllerSpec, reference: ModuleType) -> None:
    for index, metric in enumerate(controller.metrics):
        name = metric_function_name(metric.id)
        if not callable(getattr(reference, name, None)):
            raise ProblemError(ref_path, f"controller.metrics.{index}.id",
                               f"metric {metric.id!r} needs {name}(trace, scenario) in reference.py, "
                               f"returning the run's {metric.title.lower()} as a number")


def _load_mistakes(folder: Path, spec: ProblemSpec, module_base: str):
    path = folder / "mistakes.py"
    if not spec.mistakes:
        return None, {}
    if not path.exists():
        raise ProblemError(path, "mistakes", "the yaml lists mistakes but mistakes.py is missing")
    module = _import_module(path, module_base + ".mistakes")
    functions = {}
    for mistake in spec.mistakes:
        name = mistake_function_name(mistake.id)
        function = getattr(module, name, None)
        if not callable(function):
            raise ProblemError(path, f"mistakes.{mistake.id}", f"mistakes.py must define {name}(...)")
        functions[mistake.id] = function
    return module, functions
