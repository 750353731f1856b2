"""Where the Tour Robot Stops: the reference is reference.unicycle.drive_commands (the one exact
arc update, command after command), the heading wrapped once at the end."""

import math

from reference.angles import wrap
from reference.unicycle import drive_commands

WRAP_EDGE_CLEARANCE_RAD = 1e-6  # a drawn tour never ends this close to +-pi, where the wrap flips


def tour_end(start, commands):
    x, y, theta = drive_commands(tuple(start), commands)
    return (x, y, wrap(theta))


def generate(rng):
    """A start in a 10 m square facing anywhere in (-pi, pi]; 0 to 8 commands of -0.8 to 1.2 m/s,
    -1.5 to 1.5 rad/s (some straight, some spins on the spot) held for 0 to 10 s."""
    while True:
        start = [round(rng.uniform(-5, 5), 2), round(rng.uniform(-5, 5), 2), round(rng.uniform(-math.pi, math.pi), 3)]
        commands = [_command(rng) for _ in range(rng.randint(0, 8))]
        if math.pi - abs(tour_end(start, commands)[2]) > WRAP_EDGE_CLEARANCE_RAD:
            return [start, commands]


def _command(rng):
    v, omega = round(rng.uniform(-0.8, 1.2), 2), round(rng.uniform(-1.5, 1.5), 2)
    kind = rng.random()
    if kind < 0.2:
        omega = 0.0   # straight
    elif kind < 0.3:
        v = 0.0       # a spin on the spot
    return [v, omega, round(rng.uniform(0.0, 10.0), 1)]
