"""Round the Greenhouse Rail: the reference is reference.histogram.move_repeatedly on a ring.

Every belief of the answer is judged as a belief: one probability per cell, adding up to 1, each
within 1e-9 of ours.
"""

from reference.belief_answers import belief_bars, belief_problem
from reference.belief_cases import random_belief, random_outcomes
from reference.histogram import move_repeatedly


def spread_on_rail(belief, outcomes, times):
    return move_repeatedly(belief, outcomes, times, ring=True)


def generate(rng):
    """A rail of 2 to 60 cells; a start that is certain, spread over a few cells or uniform; one to
    five outcomes in tenths whose moves are mostly short, sometimes 0, a whole lap (n, -n) or up to
    3n either way; 1 to 10 moves."""
    n = rng.randint(2, 12) if rng.random() < 0.6 else rng.randint(13, 60)
    times = rng.randint(1, 10) if rng.random() < 0.3 else rng.randint(1, 4)
    return [random_belief(rng, n), random_outcomes(rng, n), times]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    times = args[2]
    if not isinstance(got, (list, tuple)) or len(got) != times:
        return False, f"return a list of {times} beliefs, one after each move"
    for move, (ours, yours) in enumerate(zip(expected, got), start=1):
        problem = belief_problem(ours, yours, f"your belief after move {move}")
        if problem:
            return False, problem
    return True, ""


def picture(args, expected, got):
    """The start, then our belief and the learner's after the last move, as bars."""
    yours = got[-1] if isinstance(got, (list, tuple)) and len(got) == len(expected) else None
    return belief_bars(expected[-1], yours, start=args[0])
