"""Was That a Door?: the reference is reference.histogram.sense with per-label hit rates.

A new belief is judged as a belief (one probability per cell, adding up to 1, each within 1e-9
of ours), and P(reading) within 1e-9.
"""

from reference.belief_answers import BELIEF_TOLERANCE, belief_bars, belief_problem, finite_number
from reference.histogram import hit_rate_likelihoods, sense

LABELS = ("door", "wall")
RATES = (0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95)


def sense_door(belief, world, reading, p_door, p_wall):
    return sense(belief, hit_rate_likelihoods(world, reading, {"door": p_door, "wall": p_wall}))


def generate(rng):
    """A hallway of 1 to 40 cells; a prior that is uniform, spread with some zeros, or certain; hit
    rates in twentieths from 0.5, now and then exactly 0 or 1 (so the total can be exactly 0)."""
    n = rng.choice([1, 2, 3]) if rng.random() < 0.1 else rng.randint(4, 40)
    world = [rng.choice(LABELS) for _ in range(n)]
    return [_prior(rng, n), world, rng.choice(LABELS), _rate(rng), _rate(rng)]


def _prior(rng, n):
    kind = rng.random()
    if kind < 0.25:
        return [1.0 / n] * n
    if kind < 0.45:
        certain = [0.0] * n
        certain[rng.randrange(n)] = 1.0
        return certain
    parts = [rng.choice([0, 0, 1, 2, 3, 5, 8]) for _ in range(n)]
    if not any(parts):
        parts[rng.randrange(n)] = 1
    total = sum(parts)
    return [part / total for part in parts]


def _rate(rng):
    edge = rng.random()
    if edge < 0.12:
        return 1.0
    if edge < 0.16:
        return 0.0
    return rng.choice(RATES)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (new_belief, p_reading)"
    problem = belief_problem(expected[0], got[0], "your new belief")
    if problem:
        return False, problem
    p_reading = finite_number(got[1])
    if p_reading is None:
        return False, "p_reading should be a number"
    if abs(p_reading - expected[1]) > BELIEF_TOLERANCE:
        return False, "your new belief is right but p_reading is not: it is the total of the weights"
    return True, ""


def picture(args, expected, got):
    """The prior, our new belief and the learner's, as bars."""
    yours = got[0] if isinstance(got, (list, tuple)) and len(got) == 2 else None
    return belief_bars(expected[0], yours, start=args[0])
