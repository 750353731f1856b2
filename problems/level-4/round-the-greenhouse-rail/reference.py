"""Round the Greenhouse Rail: the reference is reference.histogram.move_repeatedly on a ring.

Every belief of the answer is judged as a belief: one probability per cell, adding up to 1, each
within 1e-9 of ours.
"""

from reference.belief_answers import belief_bars, belief_problem
from reference.histogram import move_repeatedly


def spread_on_rail(belief, outcomes, times):
    return move_repeatedly(belief, outcomes, times, ring=True)


def generate(rng):
    """A rail of 2 to 60 cells; a start that is certain, spread over a few cells or uniform; one to
    five outcomes in tenths whose moves are mostly short, sometimes 0, a whole lap (n, -n) or up to
    3n either way; 1 to 10 moves."""
    n = rng.randint(2, 12) if rng.random() < 0.6 else rng.randint(13, 60)
    return [random_start(rng, n), _outcomes(rng, n), rng.randint(1, 10) if rng.random() < 0.3 else rng.randint(1, 4)]


def random_start(rng, n):
    """A belief over n cells: certain, spread over up to four cells in quarters, or uniform."""
    kind = rng.random()
    if kind < 0.1:
        return [1.0 / n] * n
    belief = [0.0] * n
    cells = rng.sample(range(n), 1 if kind < 0.45 else min(n, rng.randint(2, 4)))
    quarters = _split(rng, 4, len(cells)) if len(cells) <= 4 else [1] * len(cells)
    for cell, part in zip(cells, quarters):
        belief[cell] = part / sum(quarters)
    return belief


def _outcomes(rng, n):
    count = rng.randint(1, 5)
    moves = set()
    while len(moves) < count:
        roll = rng.random()
        if roll < 0.6:
            moves.add(rng.randint(-2, 4))
        elif roll < 0.8:
            moves.add(rng.choice([0, n, -n, n + 1, -n - 1]))
        else:
            moves.add(rng.randint(-3 * n, 3 * n))
    return [[d, part / 10] for d, part in zip(sorted(moves), _split(rng, 10, count))]


def _split(rng, whole, parts):
    """`parts` positive whole numbers adding up to `whole` (parts <= whole)."""
    cuts = sorted(rng.sample(range(1, whole), parts - 1))
    return [high - low for low, high in zip([0, *cuts], [*cuts, whole])]


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
