"""Mean and Spread While the Data Arrives: the reference is reference.noise.running_mean_and_spread
(Welford's update)."""

from reference.noise import running_mean_and_spread

# (offset range in metres, how often): a nearby wall, a prism across a valley, a beacon far away
DISTANCES_M = ((0.5, 10.0), (100.0, 3000.0), (10000.0, 50000.0))


def running_stats(readings):
    return [[mean_m, spread_m] for mean_m, spread_m in running_mean_and_spread(readings)]


def generate(rng):
    """0 to 25 readings of one distance, anywhere from half a metre to 50 km, with a spread of
    1 mm to 5 cm, to a tenth of a millimetre."""
    low, high = rng.choice(DISTANCES_M)
    distance_m, spread_m = rng.uniform(low, high), rng.uniform(0.001, 0.05)
    count = rng.choice((0, 1, 2)) if rng.random() < 0.1 else rng.randint(3, 25)
    return [[round(rng.gauss(distance_m, spread_m), 4) for _ in range(count)]]
