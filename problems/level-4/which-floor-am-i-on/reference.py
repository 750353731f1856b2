"""Which Floor Am I On?: the reference is reference.histogram.which_map.

Each floor's evidence is judged within a relative 1e-9 (a product of many sums can be tiny);
the posterior over the floors as a belief (adding up to 1, each within 1e-9 of ours).
"""

from reference.belief_answers import as_belief, belief_problem
from reference.belief_cases import split_whole
from reference.histogram import which_map

LABEL_PAIRS = [("door", "wall"), ("window", "wall"), ("bed", "desk")]
EVIDENCE_REL_TOLERANCE = 1e-9
EVIDENCE_ABS_TOLERANCE = 1e-15  # an evidence of exactly 0 may come out as rounding dust


def which_floor(floors, prior, p_hit, slip, steps):
    return which_map(floors, prior, p_hit, slip, steps)


def generate(rng):
    """2 to 5 floors of 3 to 12 cells (often all of one length, sometimes a copy turned round);
    a prior uniform, lopsided or with a floor at 0; a sensor right 55-100% of the time; one to
    three slip outcomes in tenths; up to 12 steps."""
    labels = rng.choice(LABEL_PAIRS)
    count = rng.randint(2, 5)
    length = rng.randint(3, 12)
    floors = [[rng.choice(labels) for _ in range(length if rng.random() < 0.7 else rng.randint(3, 12))]
              for _ in range(count)]
    if rng.random() < 0.15:
        turn = rng.randrange(len(floors[0]))
        floors[-1] = floors[0][turn:] + floors[0][:turn]
    p_hit = 1.0 if rng.random() < 0.1 else round(rng.uniform(0.55, 0.95), 2)
    steps = [[rng.randint(-1, 3), rng.choice(labels)] for _ in range(rng.randint(0, 12))]
    return [floors, _prior(rng, count), p_hit, _slip(rng), steps]


def _prior(rng, count):
    kind = rng.random()
    if kind < 0.5:
        return [1.0 / count] * count
    parts = [rng.randint(0 if kind < 0.65 else 1, 5) for _ in range(count)]
    if not any(parts):
        parts[0] = 1
    return [part / sum(parts) for part in parts]


def _slip(rng):
    offsets = rng.sample(range(-1, 2), rng.randint(1, 3))
    return [[offset, tenths / 10] for offset, tenths in zip(offsets, split_whole(rng, 10, len(offsets)))]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (evidence, posterior)"
    evidence, posterior = got
    evidences = as_belief(evidence, len(expected[0]))  # a list of finite numbers, one per floor
    if evidences is None:
        return False, "evidence should be a list of numbers, one probability per floor"
    off = sum(1 for want, value in zip(expected[0], evidences) if not _close(want, value))
    if off:
        return False, (f"the evidence of {off} of the {len(evidences)} floors is wrong: P(all readings | "
                       "floor), the product of every normalising total")
    problem = belief_problem(expected[1], posterior, "your posterior over the floors")
    if problem:
        return False, problem
    return True, ""


def _close(want, value):
    return abs(value - want) <= max(EVIDENCE_ABS_TOLERANCE, EVIDENCE_REL_TOLERANCE * abs(want))


def picture(args, expected, got):
    """The prior, our posterior over the floors and the learner's, as bars."""
    floors = list(range(len(args[0])))
    yours = as_belief(got[1], len(floors)) if isinstance(got, (list, tuple)) and len(got) == 2 else None
    drawn = [(args[1], "prior"), (expected[1], "our posterior"), (yours, "your posterior")]
    return [{"kind": "bar", "xs": floors, "ys": list(ys), "label": label, "xlabel": "floor", "ylabel": "probability"}
            for ys, label in drawn if ys is not None]
