"""How Sure Is the Robot?: the reference is reference.histogram.how_sure.

The three parts are judged apart, so the message says which one is wrong: the entropy and the
mass within 1e-9, the best cell exactly.
"""

from reference.belief_answers import BELIEF_TOLERANCE, belief_bars, finite_number
from reference.histogram import how_sure as how_sure_of

PARTS = [0, 0, 1, 1, 2, 3, 4, 5, 6, 8, 9]


def how_sure(belief, k):
    return how_sure_of(belief, k)


def generate(rng):
    """A corridor of 1 to 60 cells; a belief that is uniform over 2^m cells, certain, or made of
    whole parts from 0 to 9 (so ties are exact and other values differ by far more than 1e-6),
    with its largest value now and then tied or against a wall; k from 0 to past the corridor."""
    n = rng.randint(1, 4) if rng.random() < 0.1 else rng.randint(5, 16) if rng.random() < 0.7 else rng.randint(17, 60)
    belief = _belief(rng, n)
    k = rng.choice([0, n, n + 3]) if rng.random() < 0.15 else rng.randint(0, min(n, 4))
    return [belief, k]


def _belief(rng, n):
    kind = rng.random()
    if kind < 0.1:
        m = rng.randint(0, min(5, n.bit_length() - 1))
        cells = rng.sample(range(n), 2 ** m)
        return [1.0 / 2 ** m if i in cells else 0.0 for i in range(n)]
    if kind < 0.2:
        return _certain(rng, n)
    parts = [rng.choice(PARTS) for _ in range(n)]
    if rng.random() < 0.4:  # the largest value, or a tie for it, against a wall
        parts[rng.choice([0, n - 1])] = max(parts) + rng.choice([0, 1])
    if not any(parts):
        parts[rng.randrange(n)] = 1
    total = sum(parts)
    return [part / total for part in parts]


def _certain(rng, n):
    belief = [0.0] * n
    belief[rng.choice([0, n - 1, rng.randrange(n)])] = 1.0
    return belief


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    if not isinstance(got, (list, tuple)) or len(got) != 3:
        return False, "return a tuple (entropy_bits, best, mass)"
    entropy, best, mass = got
    entropy, mass = finite_number(entropy), finite_number(mass)
    if entropy is None or mass is None:
        return False, "entropy_bits and mass should be numbers"
    if abs(entropy - expected[0]) > BELIEF_TOLERANCE:
        return False, "your entropy is wrong (in bits; empty cells add nothing)"
    if isinstance(best, bool) or best != expected[1]:
        return False, "your best guess is not the first cell with the largest probability"
    if abs(mass - expected[2]) > BELIEF_TOLERANCE:
        return False, "your probability within k cells of the best guess is wrong"
    return True, ""


def picture(args, expected, got):
    """The belief as bars, with our window and, if it differs, the learner's best guess marked."""
    belief, k = args
    n = len(belief)
    best = expected[1]
    low, high = max(0, best - k), min(n - 1, best + k)
    plots = belief_bars(belief, None, ours="belief")
    plots.append({"kind": "bar", "xs": list(range(low, high + 1)), "ys": belief[low:high + 1],
                  "label": "our window round our best guess", "xlabel": "cell", "ylabel": "belief"})
    yours = got[1] if isinstance(got, (list, tuple)) and len(got) == 3 else None
    if isinstance(yours, int) and not isinstance(yours, bool) and 0 <= yours < n and yours != best:
        plots.append({"kind": "scatter", "xs": [yours], "ys": [belief[yours]], "label": "your best guess"})
    return plots
