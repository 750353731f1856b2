"""Judging and drawing a learner's 1-D belief against ours, for the belief problems' checkers.

A belief is accepted when it has one finite, non-negative probability per cell, they add up to 1
within the tolerance, and each is within the tolerance of ours. Messages name what is wrong
without giving our values away; nothing here raises on any JSON-shaped answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reference.ik_answers import finite_float as finite_number

BELIEF_TOLERANCE = 1e-9


def as_belief(answer: Any, n: int) -> list[float] | None:
    """`answer` as n finite floats, or None for any other shape."""
    if not isinstance(answer, (list, tuple)) or len(answer) != n:
        return None
    numbers = [finite_number(value) for value in answer]
    return None if None in numbers else numbers  # type: ignore[return-value]


def belief_problem(expected: Sequence[float], got: Any, name: str = "your belief",
                   tolerance: float = BELIEF_TOLERANCE) -> str | None:
    """None when `got` is a belief matching ours; otherwise what is wrong with it."""
    belief = as_belief(got, len(expected))
    if belief is None:
        return f"{name} should be a list of {len(expected)} numbers, one probability per cell"
    if min(belief) < -tolerance:
        return f"{name} has a negative probability"
    total = sum(belief)
    if abs(total - 1.0) > tolerance:
        return f"{name} adds up to {total:.12g}, not 1: probability was lost or made on the way"
    off = sum(1 for want, p in zip(expected, belief) if abs(p - want) > tolerance)
    if off:
        return f"{name} differs from ours by more than {tolerance:g} in {off} of its {len(belief)} cells"
    return None


def belief_bars(expected: Sequence[float], got: Any, *, start: Sequence[float] | None = None,
                ours: str = "our belief", yours: str = "your belief") -> list[dict[str, Any]]:
    """Plot dicts drawing the start (if given), our belief and, when it has the right shape, the
    learner's, as bars over the cells."""
    cells = list(range(len(expected)))

    def bars(ys: Sequence[float], label: str) -> dict[str, Any]:
        return {"kind": "bar", "xs": cells, "ys": list(ys), "label": label, "xlabel": "cell", "ylabel": "belief"}

    plots = [bars(start, "start")] if start is not None else []
    plots.append(bars(expected, ours))
    belief = as_belief(got, len(expected))
    if belief is not None:
        plots.append(bars(belief, yours))
    return plots
