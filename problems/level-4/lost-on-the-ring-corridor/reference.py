"""Lost on the Ring Corridor: the reference is reference.histogram.localize_on_ring."""

from reference.histogram import localize_on_ring

LABEL_PAIRS = [("door", "wall"), ("post", "gap"), ("lamp", "dark"), ("tile", "carpet")]


def localize(world, p_hit, slip, steps):
    return localize_on_ring(world, p_hit, slip, steps)


def generate(rng):
    """A ring of 4 to 12 cells with two labels, a sensor right 55-100% of the time, one to three
    slip outcomes in tenths, and up to 8 steps whose commands may go backwards or past a lap."""
    labels = rng.choice(LABEL_PAIRS)
    n = rng.randint(4, 12)
    world = [rng.choice(labels) for _ in range(n)]
    p_hit = 1.0 if rng.random() < 0.05 else round(rng.uniform(0.55, 0.95), 2)
    steps = [[rng.randint(-2, n + 1), rng.choice(labels)] for _ in range(rng.randint(1, 8))]
    return [world, p_hit, _slip(rng), steps]


def _slip(rng):
    offsets = rng.sample(range(-2, 3), rng.randint(1, 3))
    tenths = _split_ten(rng, len(offsets))
    return [[offset, parts / 10] for offset, parts in zip(offsets, tenths)]


def _split_ten(rng, parts):
    """`parts` positive whole numbers adding up to 10."""
    cuts = sorted(rng.sample(range(1, 10), parts - 1))
    return [high - low for low, high in zip([0, *cuts], [*cuts, 10])]
