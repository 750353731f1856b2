"""Cutting Corners With Euler: reference.unicycle's Euler steps against its exact arc."""

import math

from reference.unicycle import drive, euler_drive

START = (0.0, 0.0, 0.0)


def euler_runs(v, omega, duration, step_counts):
    """For each number of steps: (x, y) where the Euler run ends, and its gap to the exact end.

    The end position is part of the answer because the gap alone cannot tell the order of the
    updates: turning first gives the mirror image of the Euler polygon (mirrored across the line
    from the start to the exact end), which ends just as far from the exact end.
    """
    exact = drive(START, v, omega, duration)
    runs = []
    for steps in step_counts:
        x, y, _ = euler_drive(START, v, omega, duration, steps)
        runs.append((x, y, math.dist((x, y), exact[:2])))
    return runs


def generate(rng):
    """-1.5 to 1.5 m/s, -2 to 2 rad/s (sometimes 0), 0.5 to 10 s; 1 to 5 runs of 1 to 400 steps,
    often a doubling sequence, sometimes with a count repeated."""
    v = round(rng.uniform(-1.5, 1.5), 2)
    omega = 0.0 if rng.random() < 0.1 else round(rng.uniform(-2.0, 2.0), 2)
    duration = round(rng.uniform(0.5, 10.0), 1)
    runs = rng.randint(1, 5)
    if rng.random() < 0.5:
        first = rng.randint(1, 25)
        counts = [first * 2 ** k for k in range(runs)]
    else:
        counts = [rng.randint(1, 400) for _ in range(runs)]
    if rng.random() < 0.2:
        counts.append(rng.choice(counts))
    return [v, omega, duration, counts]
