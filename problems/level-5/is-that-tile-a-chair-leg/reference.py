"""Is That Tile a Chair Leg?: the reference is reference.occupancy.tile_beliefs.

The checker holds every probability to 1e-9 and says whether the first one is already wrong or
only a later one (where a clamp, or its absence, shows), without giving a value away.
"""

import math

from reference.occupancy import logit, tile_beliefs as beliefs_of

TOLERANCE = 1e-9
MAX_READINGS = 1000
READINGS = ("echo", "through")


def tile_beliefs(p0, p_echo, p_through, lo, hi, readings):
    return beliefs_of(p0, {"echo": p_echo, "through": p_through}, lo, hi, readings)


def generate(rng):
    """A prior of 0.05 to 0.95 (now and then 1/2), P(occ | echo) above it and P(occ | through)
    below it (now and then equal to it: a reading that says nothing); clamps on either side of
    the prior's log-odds, 0.3 to 5 away; 0 to 1000 readings (mostly up to 40) in runs, so the
    clamps are reached and left again."""
    p0 = 0.5 if rng.random() < 0.1 else round(rng.uniform(0.05, 0.95), 2)
    p_echo = round(rng.uniform(p0 + 0.01, 0.99), 2) if p0 < 0.98 else 0.99
    p_through = round(rng.uniform(0.01, p0 - 0.01), 2) if p0 > 0.02 else 0.01
    if rng.random() < 0.05:
        p_through = p0
    l0 = logit(p0)
    lo = math.floor((l0 - rng.uniform(0.3, 5.0)) * 10) / 10
    hi = math.ceil((l0 + rng.uniform(0.3, 5.0)) * 10) / 10
    length = rng.randint(0, MAX_READINGS) if rng.random() < 0.1 else rng.randint(0, 40)
    readings = []
    while len(readings) < length:
        readings += [rng.choice(READINGS)] * rng.randint(1, 12)
    return [p0, p_echo, p_through, lo, hi, readings[:length]]


def generate_edges(rng):
    """Clamps exactly one or two readings' evidence away from the prior (a sum landing on the
    clamp), a prior of exactly 1/2, and readings equal to the prior."""
    p0 = rng.choice((0.5, 0.25, 0.2, 0.75))
    p_echo, p_through = rng.choice(((0.8, 0.1), (0.9, 0.2), (0.6, 0.05))) if p0 < 0.6 else (0.9, 0.5)
    l0 = logit(p0)
    up, down = logit(p_echo) - l0, logit(p_through) - l0
    hi = l0 + up * rng.choice((1, 2))
    lo = l0 + down * rng.choice((1, 2))
    readings = [rng.choice(READINGS) for _ in range(rng.randint(0, 12))]
    return [p0, p_echo, p_through, lo, hi, readings]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no number."""
    if not isinstance(got, (list, tuple)) or len(got) != len(expected):
        return False, "return a list with one probability for every reading, in order"
    for value in got:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            return False, "every item of your list should be a probability, a number"
        if value < 0 or value > 1:
            return False, "a probability is between zero and one, and one of yours is not: is it a log-odds?"
    wrong = [i for i, (want, value) in enumerate(zip(expected, got)) if abs(value - want) > TOLERANCE]
    if not wrong:
        return True, ""
    if wrong[0] == 0:
        return False, "your probability after the first reading is already wrong"
    return False, "your probabilities agree with ours at first, then differ after a later reading"


def picture(args, expected, got):
    """P(occupied) before the first reading and after each one: ours, and the learner's."""
    p0, readings = args[0], args[5]
    steps = list(range(len(readings) + 1))
    parts = [{"kind": "line", "xs": steps, "ys": [p0, *expected], "label": "our P(occupied)",
              "xlabel": "readings so far", "ylabel": "P(occupied)"}]
    if isinstance(got, (list, tuple)) and len(got) == len(expected) and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in got):
        parts.append({"kind": "line", "xs": steps, "ys": [p0, *got], "label": "your P(occupied)"})
    return parts
