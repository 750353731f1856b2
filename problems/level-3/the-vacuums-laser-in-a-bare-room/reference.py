"""The Vacuum's Laser in a Bare Room: the reference is reference.rays.bare_room_scan."""

import math

from reference.rays import bare_room_scan

CLEARANCE_M = 1e-6  # no generated reading this close to the maximum range, no beam this close to a corner


def laser_scan(width, depth, x, y, theta, beam_angles, max_range):
    return bare_room_scan(width, depth, x, y, theta, beam_angles, max_range)


def generate(rng):
    """A room 2 to 8 m by 2 to 6 m, the vacuum anywhere 10 cm or more from the walls, facing anywhere,
    3 to 9 beams spread over up to a full turn (sometimes along the heading exactly), a maximum range
    of 1.5 to 8 m. Drawn again until no reading is within CLEARANCE_M of the maximum range and no beam
    runs within CLEARANCE_M of a corner (where the nearer wall could change with rounding)."""
    while True:
        case = _draw(rng)
        if _clear(*case):
            return case


def _draw(rng):
    width, depth = round(rng.uniform(2.0, 8.0), 1), round(rng.uniform(2.0, 6.0), 1)
    x, y = round(rng.uniform(0.1, width - 0.1), 2), round(rng.uniform(0.1, depth - 0.1), 2)
    theta = round(rng.uniform(-math.pi, math.pi), 3)
    count = rng.randint(3, 9)
    spread = rng.uniform(0.5, 2 * math.pi)
    beams = [round(-spread / 2 + spread * k / (count - 1), 3) for k in range(count)]
    if rng.random() < 0.3:
        beams[count // 2] = 0.0
        theta = rng.choice([0.0, round(math.pi / 2, 6), theta])
    return [width, depth, x, y, theta, beams, round(rng.uniform(1.5, 8.0), 1)]


def _clear(width, depth, x, y, theta, beams, max_range):
    for beam in beams:
        alpha = theta + beam
        c, s = math.cos(alpha), math.sin(alpha)
        to_x = (width - x) / c if c > 0 else (-x / c if c < 0 else math.inf)
        to_y = (depth - y) / s if s > 0 else (-y / s if s < 0 else math.inf)
        nearest = min(to_x, to_y)
        if abs(to_x - to_y) < CLEARANCE_M or abs(nearest - max_range) < CLEARANCE_M:
            return False
    return True
