"""The Range Finder Meets the Tape Measure: the reference is reference.noise.sensor_report."""

from reference.noise import median, sensor_report

BOUNDARY_CLEARANCE_M = 1e-6  # no drawn reading lies this close to "exactly the tolerance from the median"


def range_finder_report(readings, true_distance, stray_tolerance):
    strays, bias_m, spread_m = sensor_report(readings, true_distance, stray_tolerance)
    return (strays, bias_m, spread_m)


def generate(rng):
    """5 to 15 readings in millimetres of a target 0.3 to 5 m away: a small bias, a spread of
    0.5 to 4 cm, and up to a third of the batch replaced by stray echoes, short (someone walking
    past) or long (a wall behind the target)."""
    while True:
        true_m = round(rng.uniform(0.3, 5.0), 2)
        bias_m, spread_m = rng.uniform(-0.05, 0.08), rng.uniform(0.005, 0.04)
        count = rng.randint(5, 15)
        readings = [round(rng.gauss(true_m + bias_m, spread_m), 3) for _ in range(count)]
        for index in rng.sample(range(count), rng.randint(0, count // 3)):
            readings[index] = _stray(rng, true_m)
        tolerance_m = round(max(0.02, rng.uniform(3.0, 6.0) * spread_m), 3)
        if _clear_of_the_boundary(readings, tolerance_m):
            return [readings, true_m, tolerance_m]


def _stray(rng, true_m):
    if rng.random() < 0.5:
        return round(true_m * rng.uniform(0.05, 0.7), 3)
    return round(true_m + rng.uniform(0.4, 3.0), 3)


def _clear_of_the_boundary(readings, tolerance_m):
    centre = median(readings)
    return all(abs(abs(r - centre) - tolerance_m) > BOUNDARY_CLEARANCE_M for r in readings)
