"""A Scan Between the Orchard Trunks: the reference is reference.rays.circles_scan."""

import math

from reference.rays import beam_unit, circles_scan
from reference.sim_practice.geometry import beam_is_clear_of_edges

RANGE_CLEARANCE_M = 1e-6  # a generated reading keeps this far from the maximum range
TRUNK_CLEARANCE_M = 0.1   # the robot stands at least this far outside every trunk


def scan_trunks(x, y, theta, beam_angles, trunks, max_range):
    return circles_scan(x, y, theta, beam_angles, trunks, max_range)


def generate(rng):
    """An orchard of 3 to 4 rows of 3 to 6 trunks (radius 0.1 to 0.35 m, spaced 1.5 to 3 m, placed to
    the centimetre with a little jitter), the robot somewhere among them facing anywhere, 5 to 15
    beams over up to 2 rad, a maximum range of 3 to 12 m. Drawn again until no beam nearly grazes a
    trunk (discriminant within 1e-6 of 0) and no reading is within RANGE_CLEARANCE_M of the maximum."""
    while True:
        case = _draw(rng)
        if _clear(*case):
            return case


def _draw(rng):
    spacing = rng.uniform(1.5, 3.0)
    rows, per_row = rng.randint(3, 4), rng.randint(3, 6)
    trunks = [[round(col * spacing + rng.uniform(-0.2, 0.2), 2), round(row * spacing + rng.uniform(-0.2, 0.2), 2),
               round(rng.uniform(0.1, 0.35), 2)] for row in range(rows) for col in range(per_row)]
    rng.shuffle(trunks)
    while True:
        x, y = round(rng.uniform(-1.0, per_row * spacing), 2), round(rng.uniform(-1.0, rows * spacing), 2)
        if all(math.dist((x, y), (cx, cy)) > r + TRUNK_CLEARANCE_M for cx, cy, r in trunks):
            break
    count, spread = rng.randint(5, 15), rng.uniform(0.3, 2.0)
    beams = [round(-spread / 2 + spread * k / (count - 1), 3) for k in range(count)]
    return [x, y, round(rng.uniform(-math.pi, math.pi), 3), beams, trunks, round(rng.uniform(3.0, 12.0), 1)]


def _clear(x, y, theta, beams, trunks, max_range):
    readings = circles_scan(x, y, theta, beams, trunks, max_range)
    if any(max_range - RANGE_CLEARANCE_M <= d < max_range for d in readings):
        return False
    return all(beam_is_clear_of_edges(x, y, *beam_unit(theta, beam), [], trunks) for beam in beams)
