"""Diagnosis beyond a problem's listed mistakes: the ordinary slips a learner makes anywhere.

When no mistake of `mistakes.py` reproduces a wrong submission, each slip below is tried as a
transformation of OUR expected answer (degrees for radians, an angle off by a turn, a pair
swapped, a list reversed or reordered, a sign flipped, whole numbers off by one, rounding, None
for an empty list, a missing normalisation). A slip is named only when it explains every failing
case: on each, the transformed answer matches what the learner returned (and differs from ours).
A case that raised, timed out or returned something no slip produces means no hint: a wrong
hint is worse than none. The hints say what the slip is, never a value of a case.

A problem turns slips off where they would mislead, e.g. `slips_off: [reordered]` when its
statement lets the order be free (then the checker accepts any order anyway).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from grader.checkers import outputs_match

TURN = 2 * math.pi


@dataclass(frozen=True)
class Slip:
    id: str
    hint: str
    explains: Callable[[Any, Any], bool]  # (our answer, theirs) -> this slip turns ours into theirs


def _numbers(value: Any) -> list[float]:
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, (int, float)):
        return [float(value)]
    if isinstance(value, (list, tuple)):
        return [n for item in value for n in _numbers(item)]
    if isinstance(value, dict):
        return [n for item in value.values() for n in _numbers(item)]
    return []


def _map_numbers(value: Any, change: Callable[[float], float]) -> Any:
    """The same structure with every number changed (booleans and other leaves kept)."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        return change(value)
    if isinstance(value, (list, tuple)):
        return [_map_numbers(item, change) for item in value]
    if isinstance(value, dict):
        return {key: _map_numbers(item, change) for key, item in value.items()}
    return value


def _same_shape(ours: Any, theirs: Any) -> bool:
    if isinstance(ours, (list, tuple)) and isinstance(theirs, (list, tuple)):
        return len(ours) == len(theirs) and all(_same_shape(a, b) for a, b in zip(ours, theirs))
    return isinstance(ours, (list, tuple)) == isinstance(theirs, (list, tuple))


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-6)


def _numberwise(ours: Any, theirs: Any, related: Callable[[float, float], bool]) -> bool:
    """Same shape, every number of theirs related to ours, and at least one number differing."""
    mine, yours = _numbers(ours), _numbers(theirs)
    return (_same_shape(ours, theirs) and len(mine) == len(yours) and bool(mine)
            and all(related(a, b) for a, b in zip(mine, yours)) and any(not _close(a, b) for a, b in zip(mine, yours)))


def _degrees(ours: Any, theirs: Any) -> bool:
    return _numberwise(ours, theirs, lambda a, b: _close(math.degrees(a), b) or _close(a, b))


def _radians_shrunk(ours: Any, theirs: Any) -> bool:
    return _numberwise(ours, theirs, lambda a, b: _close(math.radians(a), b) or _close(a, b))


def _off_by_turns(ours: Any, theirs: Any) -> bool:
    def related(a: float, b: float) -> bool:
        turns = (b - a) / TURN
        return abs(turns - round(turns)) < 1e-6
    return _numberwise(ours, theirs, related)


def _sign(ours: Any, theirs: Any) -> bool:
    return _numberwise(ours, theirs, lambda a, b: _close(-a, b))


def _off_by_one(ours: Any, theirs: Any) -> bool:
    mine, yours = _numbers(ours), _numbers(theirs)
    if not mine or not all(float(v).is_integer() for v in mine + yours):
        return False
    return any(_numberwise(ours, theirs, lambda a, b, d=d: b - a == d or (a == b and d == 0)) and
               all(b - a in (0, d) for a, b in zip(mine, yours)) for d in (1, -1))


def _rounded(ours: Any, theirs: Any) -> bool:
    """Rounded to k places, all of it or a part (a belief rounded beside a total left as computed)."""
    return any(_numberwise(ours, theirs, lambda a, b, k=k: _close(round(a, k), b) or _close(a, b))
               for k in range(0, 5))


def _swapped_pairs(ours: Any, theirs: Any) -> bool:
    """(a, b) returned as (b, a): the answer itself (whatever a and b are, as in (best, belief)),
    or every pair of numbers in a list of pairs."""
    def swap(value: Any) -> Any:
        if isinstance(value, (list, tuple)) and len(value) == 2 and not any(isinstance(v, (list, tuple)) for v in value):
            return [value[1], value[0]]
        if isinstance(value, (list, tuple)):
            return [swap(item) for item in value]
        return value
    if outputs_match(ours, theirs):
        return False
    candidates = [swap(ours)]
    if isinstance(ours, (list, tuple)) and len(ours) == 2:
        candidates.append([ours[1], ours[0]])
    return any(swapped != _plain(ours) and outputs_match(swapped, theirs) for swapped in candidates)


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def _reversed(ours: Any, theirs: Any) -> bool:
    # Two items the other way round are a swapped pair, which has its own hint.
    return (isinstance(ours, (list, tuple)) and len(ours) > 2 and not outputs_match(ours, theirs)
            and outputs_match(list(ours)[::-1], theirs))


def _reordered(ours: Any, theirs: Any) -> bool:
    if not isinstance(ours, (list, tuple)) or not isinstance(theirs, (list, tuple)) or len(ours) != len(theirs):
        return False
    if outputs_match(ours, theirs) or _reversed(ours, theirs):
        return False
    left = list(theirs)
    for item in ours:  # a multiset match, with the checker's notion of equal
        match = next((i for i, candidate in enumerate(left) if outputs_match(item, candidate)), None)
        if match is None:
            return False
        left.pop(match)
    return True


def _none_for_empty(ours: Any, theirs: Any) -> bool:
    return theirs is None and isinstance(ours, (list, tuple)) and len(ours) == 0


def _empty_for_none(ours: Any, theirs: Any) -> bool:
    return ours is None and isinstance(theirs, (list, tuple)) and len(theirs) == 0


def _not_normalised(ours: Any, theirs: Any) -> bool:
    mine, yours = _numbers(ours), _numbers(theirs)
    if len(mine) < 2 or not _same_shape(ours, theirs) or len(mine) != len(yours) or not _close(sum(mine), 1.0):
        return False
    total = sum(yours)
    return total > 0 and not _close(total, 1.0) and all(_close(a, b / total) for a, b in zip(mine, yours))


SLIPS: tuple[Slip, ...] = (
    Slip("degrees", "Your angles look like degrees where radians are asked for (or the other way round). "
         "Python's math functions work in radians.", _degrees),
    Slip("radians-shrunk", "Your numbers look converted to radians where the statement wants degrees.", _radians_shrunk),
    Slip("off-by-a-turn", "Your angles are a whole turn (2π) away from ours: check whether, and into which "
         "range, the statement asks for an angle to be wrapped (a change of heading is not wrapped unless it says so).",
         _off_by_turns),
    Slip("sign-flipped", "Your answers have the right size but the opposite sign: check which way a positive "
         "angle, offset or direction goes.", _sign),
    Slip("off-by-one", "Your whole numbers are one away from ours: check where counting starts and whether "
         "the ends are included.", _off_by_one),
    Slip("swapped-pair", "Your answer has the right numbers in swapped places: check the order the statement "
         "asks for, (x, y) or (row, col), first or second.", _swapped_pairs),
    Slip("reversed", "Your list holds the right items in reverse order: which end comes first?", _reversed),
    Slip("reordered", "Your list holds the right items in another order: the statement fixes the order.", _reordered),
    Slip("rounded", "Your numbers are rounded: return them as computed, without rounding.", _rounded),
    Slip("none-for-empty", "Where the answer is an empty list, return [] (and None only where the statement "
         "says so).", _none_for_empty),
    Slip("empty-for-none", "Where there is no answer, return None, as the statement says, not an empty list.",
         _empty_for_none),
    Slip("not-normalised", "Your numbers are in the right proportions but do not add up to 1: divide by their "
         "total.", _not_normalised),
)


def explain(expected: list[Any], learner: list[tuple[bool, Any]], failed: list[bool],
            off: frozenset[str] = frozenset()) -> Slip | None:
    """The first slip that explains every failing case, or None. `learner[i]` is (returned
    normally, value) as diagnosis has it; cases that passed need no explaining."""
    failing = [(exp, got) for exp, (ok, got), bad in zip(expected, learner, failed) if bad]
    if not failing or not all(ok for (ok, _), bad in zip(learner, failed) if bad):
        return None
    for slip in SLIPS:
        if slip.id not in off and all(slip.explains(exp, got) for exp, got in failing):
            return slip
    return None
