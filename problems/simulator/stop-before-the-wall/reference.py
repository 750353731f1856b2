"""Stop Before the Wall: scenarios, the judge, and our own controller."""

import math

from reference.sim import RobotParams, Simulator, World
from reference.sim.sensors import mount_point

ARENA_W_M, ARENA_H_M = 3.0, 2.0
SENSOR_FORWARD_M = 0.07          # the lesson's default mount: the range sensor is 7 cm ahead of the centre
TARGET_GAP_M, GAP_TOLERANCE_M = 0.25, 0.03
SPEED_LIMIT_MPS, SPEED_SLACK_MPS = 0.30, 0.005
NEVER_MOVED_M = 0.01


def build(scenario):
    """The lesson's 3 m by 2 m arena; the robot faces the east wall, its sensor gap_m from it."""
    params = RobotParams(scale_left=scenario.get("scale_left", 1.0), scale_right=scenario.get("scale_right", 1.0))
    x_m = ARENA_W_M - scenario["gap_m"] - SENSOR_FORWARD_M
    return Simulator(World(ARENA_W_M, ARENA_H_M), params=params, seed=scenario["seed"],
                     pose=(x_m, scenario.get("y_m", 1.0), 0.0), sigma_m=scenario.get("noise_m", 0.005),
                     latency_s=scenario.get("latency_s", 0.0))


def sensor_gap_m(sim):
    """The true distance from the range sensor to the wall ahead, without noise."""
    return sim.range_sensors["front"].true_range(sim.pose())


def metrics(outcome):
    sim = outcome.sim
    return {"final_gap_m": round(sensor_gap_m(sim), 4), "max_wheel_mps": round(outcome.max_wheel_mps, 4),
            "bumps": sim.bumps, "distance_driven_m": round(outcome.path_m, 4)}


# The leaderboard's metrics (problem.yaml, controller.metrics), measured on a run's recorded trace
# (grader/controller/trace.py) by the grader, outside the sandbox.

def metric_final_gap_error(trace, scenario):
    """How far from the 25 cm mark the sensor came to rest (m): the run's final true gap."""
    return round(abs(trace["metrics"]["final_gap_m"] - TARGET_GAP_M), 4)


def metric_time_to_settle(trace, scenario):
    """The time (s) from which the sensor's true gap stayed within the judge's 3 cm of the mark
    to the end of the recorded run; a run that never settled counts its whole length."""
    world, times = World(ARENA_W_M, ARENA_H_M), trace["t_s"]
    settled_s = times[-1] if times else 0.0
    for t_s, x_m, y_m, theta in reversed(list(zip(times, trace["x_m"], trace["y_m"], trace["theta_rad"]))):
        gap_m = None if None in (x_m, y_m, theta) else world.raycast(
            *mount_point(x_m, y_m, theta, SENSOR_FORWARD_M, 0.0), theta, 4.0)
        if gap_m is None or abs(gap_m - TARGET_GAP_M) > GAP_TOLERANCE_M:
            break
        settled_s = t_s
    return round(settled_s, 3)


def metric_peak_wheel_speed(trace, scenario):
    """The fastest either wheel went over the ground (m/s), measured on every pass."""
    return round(trace["metrics"]["max_wheel_mps"], 4)


def guides(scenario):
    return {"range_m": [{"y": TARGET_GAP_M, "label": "stop mark"}],
            "speed_mps": [{"y": SPEED_LIMIT_MPS, "label": f"limit {SPEED_LIMIT_MPS:.2f} m/s"}]}


def judge(scenario, outcome):
    from grader.controller.grade import Verdict

    sim, gap_m = outcome.sim, sensor_gap_m(outcome.sim)
    if sim.bumps or outcome.trace.get("contacts"):
        return Verdict(False, "touched", "The robot touched the wall.")
    if outcome.max_wheel_mps > SPEED_LIMIT_MPS + SPEED_SLACK_MPS:
        return Verdict(False, "too_fast", f"A wheel reached {outcome.max_wheel_mps:.3f} m/s; "
                                          f"the limit is {SPEED_LIMIT_MPS:.2f} m/s.")
    if outcome.path_m < NEVER_MOVED_M:
        return Verdict(False, "never_moved", "The robot never moved.")
    if gap_m < TARGET_GAP_M - GAP_TOLERANCE_M:
        return Verdict(False, "too_close", f"It stopped with its sensor {gap_m:.3f} m from the wall: too close.")
    if gap_m > TARGET_GAP_M + GAP_TOLERANCE_M:
        return Verdict(False, "too_far", f"After 14 s its sensor was still {gap_m:.3f} m from the wall.")
    return Verdict(True, "ok", f"Stopped {gap_m:.3f} m from the wall.")


def generate(rng):
    """A random start and robot: distance, side position, noise seed and mild faults."""
    return [{"seed": rng.randrange(1, 10**6), "gap_m": round(rng.uniform(1.1, 2.7), 3),
             "y_m": round(rng.uniform(0.5, 1.5), 3), "latency_s": rng.choice([0.0, 0.02, 0.04]),
             "noise_m": round(rng.uniform(0.005, 0.01), 4), "scale_left": round(rng.uniform(0.98, 1.02), 4),
             "scale_right": round(rng.uniform(0.98, 1.02), 4)}]


class Robot:
    """Proportional on the range error, capped below the speed limit, with a small dead band so
    sensor noise does not keep the wheels twitching once it has arrived."""

    GAIN_PER_S = 1.6
    CRUISE_MPS = 0.28
    TOP_MPS = 0.40
    DEAD_BAND_M = 0.008

    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        reading = self.hw.range_m()
        if reading is None:
            self.hw.set_duty(0.0, 0.0)
            return
        error_m = reading - TARGET_GAP_M
        speed = 0.0 if abs(error_m) < self.DEAD_BAND_M else self.GAIN_PER_S * error_m
        speed = max(-self.CRUISE_MPS, min(self.CRUISE_MPS, speed))
        duty = speed / self.TOP_MPS
        self.hw.set_duty(duty, duty)


assert math.isclose(RobotParams().max_speed_mps, Robot.TOP_MPS)
