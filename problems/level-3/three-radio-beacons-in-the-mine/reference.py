"""Three Radio Beacons in the Mine: the reference is reference.locate.trilaterate."""

import math

from reference.locate import trilaterate

MIN_DET = 1.0  # generated beacons that are not in a line keep |det| at least this (far from 1e-9)


def locate_from_beacons(beacons, ranges):
    return trilaterate(beacons, ranges)


def generate(rng):
    """Three beacons in a mine 80 m x 50 m and a rover among them. Mostly the ranges are measured to
    the centimetre, now and then with up to 20 cm of noise each; about one case in eight has the
    beacons along one straight gallery (in a line, to the decimals given), which has no single answer."""
    if rng.random() < 0.125:
        beacons = _in_a_line(rng)
    else:
        while True:
            beacons = [[round(rng.uniform(0.0, 80.0), 1), round(rng.uniform(0.0, 50.0), 1)] for _ in range(3)]
            if abs(_det(beacons)) >= MIN_DET:
                break
    rover = (rng.uniform(0.0, 80.0), rng.uniform(0.0, 50.0))
    noise_m = 0.2 if rng.random() < 0.3 else 0.0
    ranges = [round(math.dist(rover, b) + rng.uniform(-noise_m, noise_m), 2) for b in beacons]
    return [beacons, ranges]


def _det(beacons):
    (x1, y1), (x2, y2), (x3, y3) = beacons
    return 4 * ((x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1))


def _in_a_line(rng):
    """B1, B1 + d, B1 + k d with d in tenths of a metre and k a whole number: in a line exactly in
    decimals, a hair off it (or not) in floating point."""
    x1, y1 = round(rng.uniform(0.0, 40.0), 1), round(rng.uniform(0.0, 25.0), 1)
    dx, dy = round(rng.uniform(-10.0, 10.0), 1), round(rng.uniform(-10.0, 10.0), 1)
    if dx == 0 and dy == 0:
        dx = 3.7
    k = rng.choice([-2, 2, 3])
    return [[x1, y1], [round(x1 + dx, 1), round(y1 + dy, 1)], [round(x1 + k * dx, 1), round(y1 + k * dy, 1)]]
