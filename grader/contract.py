"""The one job contract between the app and whatever grades: GradingJob in, GradingResult out.

Both cross process (and, with Celery, machine) boundaries as JSON, so they are pydantic models
and nothing else: no pickles, no ORM objects.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Outcome = Literal["graded", "ungradable", "system_error"]
Verdict = Literal[
    "accepted", "wrong_answer", "runtime_error", "time_limit", "memory_limit", "output_limit"
]
CaseKind = Literal["example", "named", "random"]

# Worst first: when several cases fail differently, the submission's verdict is the first of
# these that any case got (a crash says more about the code than a wrong number).
VERDICT_SEVERITY: tuple[Verdict, ...] = (
    "time_limit", "memory_limit", "output_limit", "runtime_error", "wrong_answer", "accepted",
)


class GradingJob(BaseModel):
    submission_id: int
    problem_uuid: str  # the problem's identity (a slug can be renamed)
    problem_slug: str
    problem_version: str  # the content version the submission was accepted for
    current_version: str  # the version the platform serves now: the one to grade against
    code: str
    seed: int


class Plot(BaseModel):
    """One call of the learner's plot(xs, ys, kind=..., label=..., xlabel=..., ylabel=..., logy=...),
    or one part of a picture the problem's trusted `picture()` draws."""

    xs: list[float | None] = Field(default_factory=list)
    ys: list[float | None] = Field(default_factory=list)
    kind: Literal["line", "scatter", "bar", "step", "grid"] = "line"
    label: str | None = None
    xlabel: str | None = None
    ylabel: str | None = None
    logy: bool = False
    # kind "grid" only: rows of grey levels 0 (white) .. 255 (black), None unknown; row 0 on top.
    cells: list[list[int | None]] | None = None


class CaseResult(BaseModel):
    name: str
    kind: CaseKind
    passed: bool
    verdict: Verdict
    message: str = ""
    # What the case is there to check (the author's note), shown as that, apart from the message.
    checks: str = ""
    # The case that speaks to the diagnosed mistake: the page shows it first.
    points_at_mistake: bool = False
    # Shown only where the learner may see them: examples and random cases. A named hidden
    # case shows its description, never its values.
    args: list[Any] | None = None
    expected: Any = None
    got: Any = None
    stdout: str = ""
    time_s: float = 0.0
    plots: list[Plot] = Field(default_factory=list)
    # Ours against the learner's answer, drawn by the problem's trusted picture() where the case's
    # values may be shown (grader/function/pictures.py).
    picture: list[Plot] = Field(default_factory=list)
    # A controller run, for drawing: see grader/controller/trace.py for its fields.
    run: dict[str, Any] | None = None
    # A controller run's declared metrics (controller.metrics in problem.yaml), by id, measured on
    # `run` by the problem's reference (None: not measurable): what class leaderboards rank by.
    metrics: dict[str, float | None] = Field(default_factory=dict)


class GradingResult(BaseModel):
    outcome: Outcome
    verdict: Verdict | None = None
    score: float | None = None  # fraction of cases passed, 0..1, only when graded
    message: str = ""
    cases: list[CaseResult] = Field(default_factory=list)
    hint: str | None = None
    mistake_id: str | None = None
    plots: list[Plot] = Field(default_factory=list)  # calls made at import time
    stdout: str = ""  # printed at import time
    sandbox: str = ""
    time_s: float = 0.0  # wall time of the whole grading
    sandbox_time_s: float = 0.0  # of which inside the sandbox
    # The content version the grading used: the job's, or a newer one when the problem changed
    # between acceptance and grading (the stored submission then says what it was graded against).
    problem_version: str | None = None


def overall_verdict(cases: list[CaseResult]) -> Verdict:
    """The worst verdict any case got, in VERDICT_SEVERITY's order; accepted when none failed."""
    seen = {c.verdict for c in cases}
    return next((v for v in VERDICT_SEVERITY if v in seen), "accepted")
