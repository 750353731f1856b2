"""Slow Down, Same Curve: the reference is reference.diffdrive.scale_to_limit, with the motors'
top spin rate turned into a top floor speed (rad/s times the wheel radius gives m/s)."""

from reference.diffdrive import scale_to_limit


def slow_down(v, omega, track, wheel_radius, max_spin):
    return scale_to_limit(v, omega, track, max_spin * wheel_radius)


def generate(rng):
    """v -1.2 to 1.5 m/s, omega -4 to 4 rad/s (sometimes exactly 0, sometimes v = 0, now and then
    both), track 0.2 to 0.5 m, wheel radius 3 to 10 cm, top spin rate 5 to 30 rad/s: about half
    the commands ask a motor for too much."""
    v, omega = round(rng.uniform(-1.2, 1.5), 3), round(rng.uniform(-4.0, 4.0), 2)
    kind = rng.random()
    if kind < 0.1:
        omega = 0.0
    elif kind < 0.2:
        v = 0.0
    elif kind < 0.23:
        v, omega = 0.0, 0.0
    return [v, omega, round(rng.uniform(0.2, 0.5), 3), round(rng.uniform(0.03, 0.1), 3),
            round(rng.uniform(5.0, 30.0), 1)]
