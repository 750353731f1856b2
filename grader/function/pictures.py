"""Pictures a problem draws of a case: our answer against the learner's, by trusted code.

A problem's `reference.py` may define `picture(args, expected, got)` returning a list of plot
dicts with the keys of the learner's `plot()` (`xs`, `ys`, `kind`, `label`, `xlabel`, `ylabel`,
`logy`); a part of kind `grid` gives `cells`, rows of numbers as `plot(rows, kind="grid")` takes
them (row 0 at the top, 0 white .. 1 black, None unknown; other ranges are scaled). The grader
calls it outside the sandbox, only for cases whose values the learner may see: every example, and
the first failed random cases. `got` is the learner's value (None when their code returned
nothing), so `picture()` must not trust its shape; a picture that raises or returns something
malformed is dropped with a log line, never fatal, and never fails the case.
"""

from __future__ import annotations

import copy
import logging
import math
from typing import Any

from grader import harness
from grader.contract import Plot

MAX_PICTURED_FAILURES = 3  # failed random cases drawn per result: a picture can weigh 160 KB
MAX_PARTS = 12

log = logging.getLogger(__name__)


def has_picture(problem) -> bool:
    return callable(getattr(problem.reference, "picture", None))


def picture_of(problem, args: list[Any], expected: Any, got: Any) -> list[Plot]:
    """The problem's picture of one case, validated; [] when it has none or it fails."""
    if not has_picture(problem):
        return []
    try:
        parts = problem.reference.picture(copy.deepcopy(args), copy.deepcopy(expected), copy.deepcopy(got))
        plots = [_as_plot(part) for part in list(parts)[:MAX_PARTS]]
    except Exception as exc:  # the author's code, handed the learner's value: never fatal
        log.warning("picture() of %s failed: %s: %s", problem.slug, type(exc).__name__, exc)
        return []
    return [plot for plot in plots if plot is not None]


def _as_plot(part: Any) -> Plot | None:
    if not isinstance(part, dict):
        return None
    fields = {key: part[key] for key in ("kind", "label", "xlabel", "ylabel", "logy") if key in part}
    try:
        if part.get("kind") == "grid":
            fields["cells"] = harness.grid_levels(part.get("cells"))
        else:
            xs, ys = _numbers(part.get("xs", [])), _numbers(part.get("ys", []))
            if len(xs) != len(ys):
                return None
            fields["xs"], fields["ys"] = harness._thin(xs), harness._thin(ys)
        return Plot.model_validate(fields)
    except (TypeError, ValueError):
        return None


def _numbers(values: Any) -> list[float | None]:
    """A series as plot() keeps it: numbers as floats, NaN, infinities and None as gaps."""
    if not isinstance(values, (list, tuple, range)):
        raise TypeError("a series must be a list of numbers")
    out: list[float | None] = []
    for value in values:
        if value is None or isinstance(value, bool):
            out.append(None if value is None else float(value))
        elif isinstance(value, (int, float)):
            out.append(float(value) if math.isfinite(value) else None)
        else:
            raise TypeError("a series must contain numbers")
    return out


def draw_pictures(problem, results: list, runs: list) -> None:
    """Ours against theirs, for every example and the first failed random cases (never a named
    case: its values are hidden)."""
    if not has_picture(problem):
        return
    failures_left = MAX_PICTURED_FAILURES
    for result, run in zip(results, runs):
        if result.kind == "random" and not result.passed and failures_left > 0:
            failures_left -= 1
        elif result.kind != "example":
            continue
        got = run.value if run.status == "ok" else None
        result.picture = picture_of(problem, result.args, result.expected, got)
