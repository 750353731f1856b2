"""Motors Until the Stops: the reference is reference.joint_motion.run_motors."""

from reference.joint_motion import run_motors as _run_motors


def run_motors(lengths, start, speeds, stops, dt, steps):
    return _run_motors(lengths, start, speeds, stops, dt, steps)


def generate(rng):
    """1 to 4 joints with links of 0.2 to 1 m, stops around 0 (lo in [-2.5, -0.2], hi in
    [0.2, 2.5]), a start inside them (sometimes on one), speeds of -2 to 2 rad/s (sometimes 0),
    time steps of 0.05 to 0.25 s, 0 to 30 steps."""
    joints = rng.randint(1, 4)
    lengths = [round(rng.uniform(0.2, 1.0), 2) for _ in range(joints)]
    stops = [[round(rng.uniform(-2.5, -0.2), 2), round(rng.uniform(0.2, 2.5), 2)] for _ in range(joints)]
    start = [rng.choice([lo, hi]) if rng.random() < 0.15 else round(rng.uniform(lo, hi), 2) for lo, hi in stops]
    speeds = [0.0 if rng.random() < 0.1 else round(rng.uniform(-2.0, 2.0), 2) for _ in range(joints)]
    dt = rng.choice([0.05, 0.1, 0.2, 0.25])
    steps = 0 if rng.random() < 0.05 else rng.randint(1, 30)
    return [lengths, start, speeds, stops, dt, steps]
