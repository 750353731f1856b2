"""The Parking Sonar's Cone: the reference is reference.rays.sonar_reading."""

import math

from reference.rays import off_axis_rad, sonar_reading

EDGE_CLEARANCE_RAD = 1e-6  # no generated point this close to the cone's edge
RANGE_CLEARANCE_M = 1e-6   # no generated reading this close to the maximum range


def parking_sonar(x, y, facing, cone_width, points, max_range):
    return sonar_reading(x, y, facing, cone_width, points, max_range)


def generate(rng):
    """A sonar somewhere on a 10 m x 10 m car park, facing anywhere (a third of the time within 0.3 rad
    of -x, where the wrap matters), a cone 0.3 to 1.2 rad wide, 2 to 10 obstacle points within 6 m of it,
    most in front of it, and a maximum range of 1.5 to 5 m. Drawn again until no point is within
    EDGE_CLEARANCE_RAD of the cone's edge and the reading is not within RANGE_CLEARANCE_M of the maximum."""
    while True:
        case = _draw(rng)
        x, y, facing, width, points, max_range = case
        edges_clear = all(abs(abs(off_axis_rad(x, y, facing, p)) - width / 2) > EDGE_CLEARANCE_RAD for p in points)
        reading = sonar_reading(*case)
        if edges_clear and (reading == max_range or reading < max_range - RANGE_CLEARANCE_M):
            return case


def _draw(rng):
    x, y = round(rng.uniform(0.0, 10.0), 2), round(rng.uniform(0.0, 10.0), 2)
    if rng.random() < 1 / 3:
        facing = round(math.pi + rng.uniform(-0.3, 0.3), 3)
        facing = round(facing - 2 * math.pi, 3) if facing > math.pi else facing
    else:
        facing = round(rng.uniform(-math.pi, math.pi), 3)
    width = round(rng.uniform(0.3, 1.2), 2)
    points = []
    for _ in range(rng.randint(2, 10)):
        spread = width if rng.random() < 0.7 else math.pi
        direction, distance = facing + rng.uniform(-spread, spread), rng.uniform(0.2, 6.0)
        points.append([round(x + distance * math.cos(direction), 2), round(y + distance * math.sin(direction), 2)])
    return [x, y, facing, width, points, round(rng.uniform(1.5, 5.0), 1)]
