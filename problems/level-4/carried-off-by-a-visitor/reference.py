"""Carried Off by a Visitor: the reference is reference.histogram.recover_from_kidnapping.

The final belief is judged as a belief (one probability per cell, adding up to 1, each within
1e-9 of ours); the best guess after every step must be ours exactly.
"""

from reference.belief_answers import belief_bars, belief_problem
from reference.histogram import landing_cell, recover_from_kidnapping

LABEL_PAIRS = [("rose", "fern"), ("bench", "hedge"), ("lamp", "dark")]
EPSILONS = (0.0, 0.01, 0.02, 0.03, 0.05, 0.1, 0.15, 0.2)


def kidnapped(world, p_hit, eps, start, steps):
    return recover_from_kidnapping(world, p_hit, eps, start, steps)


def generate(rng):
    """A ring of 3 to 12 cells; a start that is certain (mostly in the wrong cell) or spread; eps
    from 0 to 0.2; up to 12 steps whose readings come from where the robot really is (carried off
    before the run, or now and then in the middle of it), each right with probability p_hit."""
    labels = rng.choice(LABEL_PAIRS)
    n = rng.randint(3, 12)
    world = [rng.choice(labels) for _ in range(n)]
    p_hit = 1.0 if rng.random() < 0.08 else rng.randint(12, 19) / 20
    start, believed = _start(rng, n)
    truth = (believed + rng.randint(1, n - 1)) % n
    count = rng.randint(0, 12)
    kidnap_at = rng.randint(0, count) if rng.random() < 0.3 else -1
    steps = []
    for step in range(count):
        if step == kidnap_at:
            truth = rng.randrange(n)
        u = rng.randint(1, 2) if rng.random() < 0.7 else rng.randint(-2, n + 1)
        truth = landing_cell(truth, u, n, ring=True)
        seen = world[truth] if rng.random() < p_hit else _other(labels, world[truth])
        steps.append([u, seen])
    return [world, p_hit, rng.choice(EPSILONS), start, steps]


def _start(rng, n):
    """(start belief, the cell the robot believes most), certain two times in three."""
    believed = rng.randrange(n)
    if rng.random() < 0.67:
        return [1.0 if i == believed else 0.0 for i in range(n)], believed
    parts = [rng.choice([0, 0, 1, 2, 4]) for _ in range(n)]
    parts[believed] += 6
    return [part / sum(parts) for part in parts], believed


def _other(labels, label):
    return labels[1] if label == labels[0] else labels[0]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (guesses, belief)"
    guesses, belief = got
    problem = belief_problem(expected[1], belief, "your final belief")
    if problem:
        return False, problem
    if not isinstance(guesses, (list, tuple)) or len(guesses) != len(expected[0]):
        return False, "guesses should be a list with one cell number per step"
    if any(isinstance(g, bool) or not isinstance(g, int) for g in guesses):
        return False, "every guess should be a whole number, a cell"
    if list(guesses) != list(expected[0]):
        return False, ("your final belief is right but some guesses are not: after each step's "
                       "mixing, the first cell within 1e-9 of the largest")
    return True, ""


def picture(args, expected, got):
    """The start, our final belief and the learner's, as bars."""
    yours = got[1] if isinstance(got, (list, tuple)) and len(got) == 2 else None
    return belief_bars(expected[1], yours, start=args[3])
