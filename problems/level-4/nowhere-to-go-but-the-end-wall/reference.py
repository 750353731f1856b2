"""Nowhere to Go but the End Wall: the reference is reference.histogram.move_through in a corridor.

The final belief is judged as a belief: one probability per cell, adding up to 1, each within
1e-9 of ours.
"""

from reference.belief_answers import belief_bars, belief_problem
from reference.belief_cases import random_belief, random_outcomes
from reference.histogram import move_through


def drive_in_aisle(belief, commands):
    return move_through(belief, commands, ring=False)


def generate(rng):
    """An aisle of 1 to 50 cells; a start that is certain (often at or next to a wall), spread over
    a few cells or uniform; 0 to 8 commands, each one to five outcomes in tenths whose moves are
    mostly short, sometimes 0, the aisle's length or more, either way."""
    n = rng.choice([1, 2]) if rng.random() < 0.05 else rng.randint(3, 12) if rng.random() < 0.7 else rng.randint(13, 50)
    count = 0 if rng.random() < 0.05 else rng.randint(1, 3) if rng.random() < 0.7 else rng.randint(4, 8)
    return [random_belief(rng, n, near_the_ends=True), [random_outcomes(rng, n) for _ in range(count)]]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    problem = belief_problem(expected, got, "your final belief")
    return (False, problem) if problem else (True, "")


def picture(args, expected, got):
    """The start, our final belief and the learner's, as bars."""
    return belief_bars(expected, got, start=args[0])
