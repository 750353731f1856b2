"""The Sonar That Answers Late: reference.sim's own RangeSensor, fed a scripted world and a scripted
noise stream (reference.sim_practice.sensors.range_readings)."""

from reference.sim_practice.sensors import range_readings

PASS_LENGTHS_S = (0.01, 0.02, 0.025, 0.05)
PERIODS_S = (0.0, 0.0, 0.02, 0.025, 0.05, 0.1)
LATENCIES_S = (0.0, 0.0, 0.02, 0.05, 0.1, 0.3)
EDGE_CLEARANCE_M = 1e-6     # a drawn reading keeps this far from a limit: no case is decided by dust


def sonar_readings(passes, noises, min_range, max_range, period, latency):
    return range_readings([tuple(p) for p in passes], noises, min_range, max_range, period, latency)


def generate(rng):
    """A robot rolling towards (or away from) a wall: 8 to 40 passes on the simulator's clock
    (whole microseconds), long enough for several readings to arrive, sometimes with a late pass;
    a wall mostly inside the limits, sometimes crossing one, sometimes missing; noise of a few
    millimetres, rounded to 0.1 mm."""
    min_range = round(rng.uniform(0.02, 0.15), 3)
    max_range = round(rng.uniform(1.0, 4.0), 2)
    period = rng.choice(PERIODS_S)
    latency = rng.choice(LATENCIES_S)
    sigma = rng.uniform(0.002, 0.01)
    step_s = rng.choice(PASS_LENGTHS_S)
    count = max(rng.randint(8, 40), round((latency + 3 * max(period, step_s)) / step_s) + 3)
    start_m = rng.choice((rng.uniform(min_range, max_range), rng.uniform(min_range, max_range),
                          max_range + rng.uniform(-0.05, 0.05), min_range + rng.uniform(0.0, 0.04)))
    speed_mps = rng.uniform(-0.5, 0.5)
    passes, noises, us = [], [], 0
    for _ in range(count):
        t = us / 1e6
        if rng.random() < 0.08:
            true = None                                  # the beam meets nothing at all
        else:
            true = round(max(0.0, start_m + speed_mps * t), 4)
        noise = round(rng.gauss(0.0, sigma), 4)
        while true is not None and _near_a_limit(true, noise, min_range, max_range):
            true = round(true + 0.0005, 4)
        passes.append([t, true])
        noises.append(noise)
        us += round(step_s * 1e6) * (rng.randint(2, 4) if rng.random() < 0.1 else 1)
    return [passes, noises, min_range, max_range, period, latency]


def _near_a_limit(true, noise, min_range, max_range):
    reading = true + noise
    return any(abs(value - limit) < EDGE_CLEARANCE_M
               for value, limit in ((reading, min_range), (reading, max_range), (true, max_range)))
