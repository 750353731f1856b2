"""Two Spires From the Canal Boat: the reference is reference.locate.triangulate, with the
bearings converted from degrees."""

import math

from reference.locate import triangulate

MIN_SINE = 0.2  # generated bearing lines that should cross meet at 11.5 degrees or more


def boat_fix(heading, spires, bearings_deg):
    return triangulate(heading, spires, [math.radians(b) for b in bearings_deg])


def generate(rng):
    """A boat on a 2 km x 1 km stretch of canal, heading anywhere; two spires 150 m to 2.5 km from
    it; bearings computed from the true position and read to a hundredth of a degree, in (-180, 180].
    About one case in ten has the spires in line with the boat (one behind the other, or one on each
    side), where the bearing lines are parallel."""
    boat = (rng.uniform(0.0, 2000.0), rng.uniform(0.0, 1000.0))
    heading = round(rng.uniform(-math.pi, math.pi), 4)
    while True:
        directions = [rng.uniform(-math.pi, math.pi) for _ in range(2)]
        in_line = rng.random() < 0.1
        if in_line:
            directions[1] = directions[0] + rng.choice([0.0, math.pi])
        if in_line or abs(math.sin(directions[1] - directions[0])) >= MIN_SINE:
            break
    spires = []
    for direction in directions:
        distance = rng.uniform(150.0, 2500.0)
        spires.append([round(boat[0] + distance * math.cos(direction), 1), round(boat[1] + distance * math.sin(direction), 1)])
    bearings = [_bearing_deg(boat, spire, heading) for spire in spires]
    if in_line:
        bearings[1] = _wrap_deg(bearings[0] + (0.0 if directions[1] == directions[0] else 180.0))
    return [heading, spires, bearings]


def _bearing_deg(boat, spire, heading):
    world = math.atan2(spire[1] - boat[1], spire[0] - boat[0])
    return _wrap_deg(round(math.degrees(world - heading), 2))


def _wrap_deg(angle_deg):
    angle_deg = math.fmod(angle_deg, 360.0)
    if angle_deg <= -180.0:
        angle_deg += 360.0
    elif angle_deg > 180.0:
        angle_deg -= 360.0
    return round(angle_deg, 2)
