"""The Glitchy Sensor: the reference is reference.calibration (clean by the median error, fit, invert)."""

from reference.calibration import calibrate, invert
from reference.noise import median

CLEAN_CLEARANCE_M = 0.02  # a good pair's error stays this far inside the tolerance, a glitch this far outside


def calibrate_and_correct(true_distances, readings, glitch_tolerance, new_readings):
    a, b, _ = calibrate(true_distances, readings, glitch_tolerance)
    return (a, b, [invert(reading, a, b) for reading in new_readings])


def generate(rng):
    """5 to 10 calibration distances from 0.2 m to about 4 m (sometimes in shuffled order), a sensor
    that reads up to 4 % long or short plus a few centimetres, millimetre noise, and up to two
    glitches (sunlight, a reflection); 0 to 5 new readings to correct."""
    while True:
        count = rng.randint(5, 10)
        start, step = rng.uniform(0.2, 0.6), rng.uniform(0.2, 0.4)
        true_m = [round(start + k * step, 2) for k in range(count)]
        if rng.random() < 0.3:
            rng.shuffle(true_m)
        a, b, noise = rng.uniform(-0.05, 0.08), rng.uniform(0.96, 1.04), rng.uniform(0.002, 0.01)
        readings = [round(a + b * t + rng.gauss(0, noise), 3) for t in true_m]
        tolerance = round(rng.uniform(0.08, 0.25), 2)
        glitches = rng.sample(range(count), rng.randint(0, 2))
        for index in glitches:
            readings[index] = round(true_m[index] * rng.choice((rng.uniform(0.1, 0.6), rng.uniform(1.4, 2.5))), 3)
        new_readings = [round(rng.uniform(0.3, 4.0), 3) for _ in range(rng.randint(0, 5))]
        if _glitches_stand_out(true_m, readings, glitches, tolerance):
            return [true_m, readings, tolerance, new_readings]


def _glitches_stand_out(true_m, readings, glitches, tolerance):
    errors = [r - t for t, r in zip(true_m, readings)]
    centre = median(errors)
    return all((abs(e - centre) > tolerance + CLEAN_CLEARANCE_M) == (i in glitches)
               and abs(abs(e - centre) - tolerance) > CLEAN_CLEARANCE_M for i, e in enumerate(errors))
