"""Where the Lidar Beam Stops in the Workshop: the reference is reference.rays.walls_reading."""

import math

from reference.rays import beam_unit, walls_reading
from reference.sim_practice.geometry import beam_is_clear_of_edges

RANGE_CLEARANCE_M = 1e-6  # a generated nearest hit keeps this far from the maximum range


def lidar_range(x, y, theta, beam_angle, walls, max_range):
    return walls_reading(x, y, theta, beam_angle, walls, max_range)


def generate(rng):
    """A robot in a workshop up to 8 m x 6 m: often its four outer walls, plus 1 to 5 benches and
    shelves (segments 0.3 to 2.5 m long) mostly near the beam's line; a beam angle of -pi to pi from
    a heading of -pi to pi; a maximum range of 2 to 10 m. Drawn again until no hit or miss lies within
    1e-6 of its edge (an end point, t = 0, parallel, the maximum range)."""
    while True:
        case = _draw(rng)
        x, y, theta, beam_angle, walls, max_range = case
        reading = walls_reading(*case)
        if (beam_is_clear_of_edges(x, y, *beam_unit(theta, beam_angle), walls, [])
                and (reading == max_range or reading < max_range - RANGE_CLEARANCE_M)):
            return case


def _draw(rng):
    width, depth = round(rng.uniform(3.0, 8.0), 1), round(rng.uniform(2.5, 6.0), 1)
    x, y = round(rng.uniform(0.3, width - 0.3), 2), round(rng.uniform(0.3, depth - 0.3), 2)
    theta, beam_angle = round(rng.uniform(-math.pi, math.pi), 3), round(rng.uniform(-math.pi, math.pi), 3)
    walls = []
    if rng.random() < 0.6:
        walls += [[0.0, 0.0, width, 0.0], [width, 0.0, width, depth], [width, depth, 0.0, depth], [0.0, depth, 0.0, 0.0]]
    ux, uy = beam_unit(theta, beam_angle)
    for _ in range(rng.randint(1, 5)):
        along = rng.uniform(-2.0, 8.0)  # where the wall's line meets the beam's line, now and then behind
        cx, cy = x + along * ux, y + along * uy
        angle, length = rng.uniform(0.0, math.pi), rng.uniform(0.3, 2.5)
        share = rng.uniform(-0.4, 1.4)  # off the wall's ends now and then
        ax, ay = cx - share * length * math.cos(angle), cy - share * length * math.sin(angle)
        walls.append([round(ax, 2), round(ay, 2), round(ax + length * math.cos(angle), 2),
                      round(ay + length * math.sin(angle), 2)])
    rng.shuffle(walls)
    return [x, y, theta, beam_angle, walls, round(rng.uniform(2.0, 10.0), 1)]
