"""Laps Around the Fountain: the reference is reference.diffdrive (circle_turn_rate, wheel_speeds,
spin_rates, lap_time)."""

from reference.diffdrive import circle_turn_rate, lap_time, spin_rates, wheel_speeds


def fountain_laps(v, radius, track, wheel_radius):
    floor = wheel_speeds(v, circle_turn_rate(v, radius), track)
    return (lap_time(v, radius), *spin_rates(*floor, wheel_radius))


def generate(rng):
    """v 0.1 to 1.5 m/s; a circle of 5 cm to 5 m either way round (a third of them within 40 cm);
    track 0.2 to 0.6 m; wheel radius 2 to 10 cm."""
    size = rng.uniform(0.05, 0.4) if rng.random() < 0.35 else rng.uniform(0.4, 5.0)
    radius = round(size if rng.random() < 0.5 else -size, 3)
    return [round(rng.uniform(0.1, 1.5), 3), radius, round(rng.uniform(0.2, 0.6), 3),
            round(rng.uniform(0.02, 0.1), 3)]
