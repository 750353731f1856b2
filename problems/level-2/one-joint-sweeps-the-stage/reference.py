"""One Joint Sweeps the Stage: the reference is reference.joint_limits.highest_sweep_pose."""

from reference.joint_limits import highest_sweep_pose

MAX_VALUES = 10


def highest_pose(lengths, stops, base, joint, values):
    return highest_sweep_pose(lengths, stops, base, joint, values)


def generate(rng):
    """2 to 4 joints, links of 10 cm to 1 m, stops in [-4, 4] rad around 0; a base pose mostly
    inside its stops; 1 to 10 evenly spaced values for one joint, some beyond its stops and
    some exactly on one."""
    joints = rng.randint(2, 4)
    lengths = [round(rng.uniform(0.1, 1.0), 3) for _ in range(joints)]
    stops = [[round(rng.uniform(-4.0, -0.3), 2), round(rng.uniform(0.3, 4.0), 2)] for _ in range(joints)]
    base = [round(rng.uniform(lo, hi), 2) for lo, hi in stops]
    if rng.random() < 0.1:
        out = rng.randrange(joints)
        base[out] = round(stops[out][1] + rng.uniform(0.05, 1.0), 2)  # beyond a stop
    joint = rng.randrange(joints)
    lo, hi = stops[joint]
    count = rng.randint(1, MAX_VALUES)
    start = rng.choice((lo, round(rng.uniform(lo - 1.0, hi), 2)))
    step = round(rng.uniform(0.1, 1.0), 2)
    values = [round(start + k * step, 2) for k in range(count)]
    return [lengths, stops, base, joint, values]
