"""A Second Range Sensor, and the Highest Safe Approach Speed: reference.sim_practice.approach
(the worst case v (delay + period + tau) within threshold - body - 3 sigma, the best sensor of a
pair, capped at the top speed)."""

from reference.sim_practice import approach


def highest_safe_speed(sensors, top_speed_mps, tau_s, body_ahead_m):
    return approach.highest_safe_speed(sensors, top_speed_mps, tau_s, body_ahead_m)


def _sensor(rng):
    """A threshold of 5 to 60 cm, a delay of 0 to 0.5 s (often none), one measurement every pass or
    every 0.02 to 0.2 s, up to 1 cm of noise."""
    threshold_m = round(rng.uniform(0.05, 0.6), 3)
    delay_s = 0.0 if rng.random() < 0.25 else round(rng.uniform(0.01, 0.5), 2)
    period_s = 0.02 if rng.random() < 0.3 else round(rng.uniform(0.02, 0.2), 2)
    sigma_m = round(rng.uniform(0.0, 0.01), 4)
    return [threshold_m, delay_s, period_s, sigma_m]


def generate(rng):
    """One or two sensors; a top speed of 0.3 to 2.5 m/s, tau of 0.02 to 0.25 s, the body's front
    0 to 6 cm ahead of the sensors. Some draws leave a sensor no room (answer 0 for it), some allow
    more than the top speed."""
    sensors = [_sensor(rng) for _ in range(rng.choice((1, 2)))]
    top_speed_mps = round(rng.uniform(0.3, 2.5), 2)
    tau_s = round(rng.uniform(0.02, 0.25), 3)
    body_ahead_m = round(rng.uniform(0.0, 0.06), 3)
    return [sensors, top_speed_mps, tau_s, body_ahead_m]
