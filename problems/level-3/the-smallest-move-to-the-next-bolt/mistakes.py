"""The Smallest Move to the Next Bolt: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. `_choose` is the careful chooser; each mistake
swaps one of its steps.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _solutions(l1, l2, x, y):
    """[(t1, t2, t1 before the wrap)], elbow-up first; [] out of reach."""
    r = math.hypot(x, y)
    if r > l1 + l2 + MARGIN or r < abs(l1 - l2) - MARGIN:
        return []
    if abs(r - (l1 + l2)) <= MARGIN:
        bends = [0.0]
    elif abs(r - abs(l1 - l2)) <= MARGIN:
        bends = [math.pi]
    else:
        b = math.acos(max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
        bends = [-b, b]
    found = []
    for t2 in bends:
        raw = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
        found.append((_wrap(raw), t2, raw))
    return found


def _allowed(solution, stops, margin=MARGIN):
    t1, t2, _ = solution
    return all(lo - margin <= t <= hi + margin for t, (lo, hi) in zip((t1, t2), stops))


def _cost(current, solution):
    return abs(_wrap(solution[0] - current[0])) + abs(_wrap(solution[1] - current[1]))


def _first_cheapest(candidates, costs):
    best = min(costs)
    for candidate, cost in zip(candidates, costs):
        if cost <= best + 1e-9:
            return candidate


def _choose(l1, l2, x, y, stops, current, allowed=_allowed, cost=_cost, pick=_first_cheapest):
    candidates = [s for s in _solutions(l1, l2, x, y) if allowed(s, stops)]
    if not candidates:
        return None
    best = pick(candidates, [cost(current, s) for s in candidates])
    return (best[0], best[1])


def raw_differences_in_cost(l1, l2, x, y, stops, current):
    return _choose(l1, l2, x, y, stops, current,
                   cost=lambda c, s: abs(s[0] - c[0]) + abs(s[1] - c[1]))


def stops_before_wrap(l1, l2, x, y, stops, current):
    def raw_allowed(solution, stops):
        _, t2, raw = solution
        return all(lo - MARGIN <= t <= hi + MARGIN for t, (lo, hi) in zip((raw, t2), stops))

    return _choose(l1, l2, x, y, stops, current, allowed=raw_allowed)


def only_shoulder_tested(l1, l2, x, y, stops, current):
    def shoulder_allowed(solution, stops):
        return stops[0][0] - MARGIN <= solution[0] <= stops[0][1] + MARGIN

    return _choose(l1, l2, x, y, stops, current, allowed=shoulder_allowed)


def no_margin_at_the_stops(l1, l2, x, y, stops, current):
    return _choose(l1, l2, x, y, stops, current, allowed=lambda s, stops: _allowed(s, stops, 0.0))


def tie_broken_by_rounding(l1, l2, x, y, stops, current):
    def strictly_cheapest(candidates, costs):
        return candidates[costs.index(min(costs))]  # 4e-16 cheaper wins

    return _choose(l1, l2, x, y, stops, current, pick=strictly_cheapest)
