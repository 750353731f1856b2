"""Which Sensors See the Tape?: reference.sim's LineSensor over one painted tape
(reference.sim_practice.sensors.tape_readings)."""

import math

from reference.sim_practice.sensors import tape_margins, tape_readings

EDGE_CLEARANCE_M = 1e-7     # a drawn sensor keeps this far from the tape's edge: no reading hangs on dust


def tape_sensors(x, y, theta, n, spacing, forward, tape, width):
    return list(tape_readings((x, y, theta), n, spacing, forward, tape, width))


def generate(rng):
    """A tape of 2 to 5 points, 5 mm to 5 cm wide; a row of 1 to 8
    sensors 5 to 30 mm apart, 0 to 12 cm ahead of the centre; the robot at any heading, placed so
    that its row passes over or near the tape."""
    while True:
        args = _draw(rng)
        x, y, theta, n, spacing, forward, tape, width = args
        if all(abs(m) > EDGE_CLEARANCE_M for m in tape_margins((x, y, theta), n, spacing, forward, tape, width)):
            return args


def _draw(rng):
    tape = [[round(rng.uniform(0.0, 2.0), 3), round(rng.uniform(0.0, 2.0), 3)]]
    direction = rng.uniform(-math.pi, math.pi)
    for _ in range(rng.randint(1, 4)):
        direction += rng.uniform(-math.pi / 2, math.pi / 2)
        length = rng.uniform(0.1, 1.0)
        last = tape[-1]
        tape.append([round(last[0] + length * math.cos(direction), 3),
                     round(last[1] + length * math.sin(direction), 3)])
    n = rng.randint(1, 8)
    spacing = round(rng.uniform(0.005, 0.03), 4)
    forward = rng.choice((0.0, round(rng.uniform(0.02, 0.12), 3)))
    width = round(rng.uniform(0.005, 0.05), 3)
    start, end = rng.choice(list(zip(tape, tape[1:])))
    u = rng.uniform(-0.1, 1.1)                               # sometimes just past an end of the tape
    px, py = start[0] + u * (end[0] - start[0]), start[1] + u * (end[1] - start[1])
    theta = round(rng.uniform(-math.pi, math.pi), 4)
    across = rng.uniform(-1.0, 1.0) * (n * spacing / 2 + width)   # the row's centre, off to one side
    along = rng.uniform(-0.02, 0.02)
    row_x = px - across * math.sin(theta) + along * math.cos(theta)
    row_y = py + across * math.cos(theta) + along * math.sin(theta)
    x, y = round(row_x - forward * math.cos(theta), 4), round(row_y - forward * math.sin(theta), 4)
    return [x, y, theta, n, spacing, forward, tape, width]
