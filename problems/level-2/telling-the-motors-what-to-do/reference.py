"""Telling the Motors What to Do: the reference is reference.diffdrive (wheel_speeds, spin_rates)."""

from reference.diffdrive import spin_rates, wheel_speeds


def motor_commands(v, omega, track, wheel_radius):
    return spin_rates(*wheel_speeds(v, omega, track), wheel_radius)


def generate(rng):
    """v -0.5 to 1.2 m/s, omega -3 to 3 rad/s (sometimes exactly 0, sometimes a spin with v = 0),
    track 0.2 to 0.6 m, wheel radius 2 to 10 cm."""
    v, omega = round(rng.uniform(-0.5, 1.2), 3), round(rng.uniform(-3.0, 3.0), 3)
    kind = rng.random()
    if kind < 0.1:
        omega = 0.0
    elif kind < 0.2:
        v = 0.0
    return [v, omega, round(rng.uniform(0.2, 0.6), 3), round(rng.uniform(0.02, 0.1), 3)]
