"""The Sluggish Motors of the Tea Trolley: reference.sim_practice.model.lag_profile, the simulator's
RobotModel stepping each held command in one closed-form step."""

from reference.sim_practice import model


def lag_profile(commands, tau_s, max_speed_mps):
    return model.lag_profile(commands, tau_s, max_speed_mps)


def generate(rng):
    """0 to 8 commands of -0.6 to 0.6 m/s (sometimes 0, sometimes beyond the top speed) held for
    0 to 1.5 s (sometimes exactly 0); a time constant of 0.02 to 0.3 s, or 0 now and then; a top
    speed of 0.2 to 0.6 m/s. Speeds in cm/s, times in ms."""
    commands = []
    for _ in range(rng.randint(0, 8)):
        speed = 0.0 if rng.random() < 0.1 else round(rng.uniform(-0.6, 0.6), 2)
        duration = 0.0 if rng.random() < 0.08 else round(rng.uniform(0.005, 1.5), 3)
        commands.append([speed, duration])
    tau_s = 0.0 if rng.random() < 0.1 else round(rng.uniform(0.02, 0.3), 3)
    return [commands, tau_s, round(rng.uniform(0.2, 0.6), 2)]
