"""Two Wheels, One Motion: the reference is reference.diffdrive (body_motion, turn_radius)."""

from reference.diffdrive import body_motion, turn_radius


def motion_from_wheels(left, right, track):
    v, omega = body_motion(left, right, track)
    return (v, omega, turn_radius(v, omega))


def generate(rng):
    """Track 0.2 to 0.6 m, wheel speeds -0.8 to 1.2 m/s to the millimetre; some runs straight,
    some spins on the spot, some with one wheel stopped."""
    track = round(rng.uniform(0.2, 0.6), 3)
    left = round(rng.uniform(-0.8, 1.2), 3)
    kind = rng.random()
    if kind < 0.15:
        right = left                                    # straight, forwards or backwards
    elif kind < 0.25:
        left = abs(left) or 0.5
        left, right = (left, -left) if rng.random() < 0.5 else (-left, left)   # a spin on the spot
    elif kind < 0.35:
        left, right = (0.0, left) if rng.random() < 0.5 else (left, 0.0)      # a pivot on one wheel
    else:
        right = round(rng.uniform(-0.8, 1.2), 3)
    return [left, right, track]
