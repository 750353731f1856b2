"""The Move That Tells the Most: the reference is reference.histogram.most_telling_move, in a
corridor with end walls.

Every expected entropy is judged within 1e-9 (bits); the chosen move must be ours exactly.
"""

from reference.belief_answers import as_belief
from reference.belief_cases import split_whole
from reference.histogram import most_telling_move

LABEL_PAIRS = [("pillar", "open"), ("post", "gap"), ("door", "wall")]
ENTROPY_TOLERANCE_BITS = 1e-9


def telling_move(world, sensor, slip, belief, moves):
    return most_telling_move(world, sensor, slip, belief, moves, ring=False)


def generate(rng):
    """A corridor of 3 to 15 cells; a sensor table in twentieths (now and then perfect for a label,
    so a reading can be impossible); one to three slip outcomes in tenths; a belief on 1 to 4
    cells, sometimes certain; 1 to 8 distinct candidate moves, among them 0, backwards moves and
    moves past the end."""
    labels = rng.choice(LABEL_PAIRS)
    n = rng.randint(3, 15)
    world = [rng.choice(labels) for _ in range(n)]
    moves = rng.sample(range(-3, n + 2), rng.randint(1, min(8, n + 5)))
    return [world, _sensor(rng, labels), _slip(rng), _belief(rng, n), moves]


def _sensor(rng, labels):
    sensor = {reading: {} for reading in labels}
    for label in labels:
        right = 20 if rng.random() < 0.15 else rng.randint(11, 19)
        for reading in labels:
            sensor[reading][label] = (right if reading == label else 20 - right) / 20
    return sensor


def _slip(rng):
    if rng.random() < 0.3:
        return [[0, 1.0]]
    offsets = rng.sample(range(-1, 2), rng.randint(1, 3))
    return [[offset, tenths / 10] for offset, tenths in zip(offsets, split_whole(rng, 10, len(offsets)))]


def _belief(rng, n):
    cells = rng.sample(range(n), rng.randint(1, min(4, n)))
    parts = [rng.randint(1, 9) for _ in cells]
    belief = [0.0] * n
    for cell, part in zip(cells, parts):
        belief[cell] = part / sum(parts)
    return belief


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (best_move, expected_entropies)"
    best, entropies = got
    numbers = as_belief(entropies, len(expected[1]))  # a list of finite numbers, one per move
    if numbers is None:
        return False, "expected_entropies should be a list of numbers (bits), one per candidate move"
    off = sum(1 for want, value in zip(expected[1], numbers) if abs(value - want) > ENTROPY_TOLERANCE_BITS)
    if off:
        return False, f"the expected entropy of {off} of the {len(numbers)} moves is wrong"
    if isinstance(best, bool) or best != expected[0]:
        return False, ("your expected entropies are right but best_move is not: the move with the "
                       "smallest, the first listed within 1e-9 of it")
    return True, ""


def picture(args, expected, got):
    """Our expected entropy of every candidate move and the learner's, as bars over the moves."""
    moves = list(range(len(args[4])))
    yours = as_belief(got[1], len(moves)) if isinstance(got, (list, tuple)) and len(got) == 2 else None
    return [{"kind": "bar", "xs": moves, "ys": list(ys), "label": label,
             "xlabel": "candidate (position in moves)", "ylabel": "expected entropy (bits)"}
            for ys, label in [(expected[1], "our E(u)"), (yours, "your E(u)")] if ys is not None]
