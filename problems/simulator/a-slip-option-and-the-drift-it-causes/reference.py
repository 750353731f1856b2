"""A Slip Option, and the Drift It Causes: the algebra of reference.sim_practice.drift.slip_prediction
(checked against 200 seeds of its SlipModel in the simulator by tests/reference/test_sim_practice_drift.py)."""

from reference.sim_practice.drift import slip_prediction


def slip_drift(p_left, p_right, loss, duty, max_speed, physics_dt, odometry_distance, track):
    step_m = duty * max_speed * physics_dt
    return slip_prediction(p_left, p_right, loss, step_m, odometry_distance, track)


def generate(rng):
    """Slip on up to 30 % of the steps (the same on both wheels, one wheel only, or different),
    losing 10 % to all of a step; duty 0.2 to 1, top speed 0.2 to 1 m/s, physics steps of 1 to
    10 ms; 0.5 to 20 m by odometry; tracks of 10 to 50 cm."""
    p_left = round(rng.uniform(0.0, 0.3), 3)
    p_right = rng.choice((p_left, 0.0, round(rng.uniform(0.0, 0.3), 3)))
    if rng.random() < 0.5:
        p_left, p_right = p_right, p_left
    return [p_left, p_right, round(rng.uniform(0.1, 1.0), 2), round(rng.uniform(0.2, 1.0), 2),
            round(rng.uniform(0.2, 1.0), 2), rng.choice((0.001, 0.002, 0.005, 0.005, 0.01)),
            round(rng.uniform(0.5, 20.0), 1), round(rng.uniform(0.1, 0.5), 3)]
