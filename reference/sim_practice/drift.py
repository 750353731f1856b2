"""Practice helpers for the simulator lesson's section 11 (measuring odometry drift) and its
challenge 2 (a slip option, and the drift it causes).

Drift from a miscalibration: the software converts the encoder counts with the NOMINAL wheel radius
and track width; the world rolls each tyre `scale` times as far per tick and turns about the TRUE
track width. While both wheels keep a constant ratio (the simulator's wheels follow the same lag
curve from rest) the robot runs along one arc, so the truth and the odometry are each one call of
`reference.sim.advance_pose`, the simulator's own exact arc.

Drift from slip: `SlipModel` is the simulator's RobotModel with random slip on each wheel, and
`slip_prediction` is the algebra that predicts what many seeds of it show.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from reference.angles import wrap
from reference.sim import OdometryTracker, RobotModel, RobotParams, Simulator, World, advance_pose
from reference.encoders import metres_per_tick

NOMINAL = RobotParams()             # what the software believes about the lesson's robot
BIG_ARENA = World(10.0, 4.0)        # the lesson's arena for the drift runs, the robot at (1, 2)
ARENA_START = (1.0, 2.0, 0.0)


# ---- a miscalibrated robot: the tyre and the track ----

def one_arc(d_left_m: float, d_right_m: float, track_m: float) -> tuple[float, float, float]:
    """Where the wheels' distances take a robot that starts at the origin facing +x, along one
    arc: (x, y, total turn). The turn is the running total, not wrapped."""
    x, y, _ = advance_pose(0.0, 0.0, 0.0, 0.5 * (d_left_m + d_right_m), (d_right_m - d_left_m) / track_m)
    return x, y, (d_right_m - d_left_m) / track_m


def predicted_drift(left_ticks: int, right_ticks: int, ticks_per_rev: int, wheel_radius_m: float,
                    track_m: float, scale_left: float, scale_right: float,
                    true_track_m: float) -> tuple[float, float, float]:
    """Truth minus odometry after one arc of motion that the encoders counted as these ticks:
    (x gap, y gap, heading gap in (-pi, pi]), in the start frame (origin, facing +x).

    Odometry converts the counts with the nominal radius and `track_m`; the truth rolls each tyre
    `scale` times as far and turns about `true_track_m`."""
    per_tick_m = metres_per_tick(ticks_per_rev, wheel_radius_m)
    believed_left_m, believed_right_m = left_ticks * per_tick_m, right_ticks * per_tick_m
    odo_x, odo_y, odo_turn = one_arc(believed_left_m, believed_right_m, track_m)
    true_x, true_y, true_turn = one_arc(believed_left_m * scale_left, believed_right_m * scale_right,
                                        true_track_m)
    return true_x - odo_x, true_y - odo_y, wrap(true_turn - odo_turn)


def spin_by_odometry(true_track_m: float, duty: float = 0.25, passes: int = 400):
    """The lesson's second experiment: spin on the spot (no motor lag) for as long as the NOMINAL
    track says makes one full turn, in `passes` passes, while the robot's true track is
    `true_track_m`. Returns (odometry's turn, the true turn summed pass by pass, (left, right)
    ticks), turns in rad."""
    spin = Simulator(BIG_ARENA, params=RobotParams(track_width_m=true_track_m, tau_s=0.0), pose=ARENA_START)
    omega = 2 * duty * NOMINAL.max_speed_mps / NOMINAL.track_width_m     # the believed turn rate
    pass_s = (2 * math.pi / omega) / passes
    spin.set_duty(-duty, duty)
    true_turn, last_theta = 0.0, spin.pose()[2]
    for _ in range(passes):
        spin.advance(pass_s)
        true_turn += wrap(spin.pose()[2] - last_theta)
        last_theta = spin.pose()[2]
    left, right = spin.ticks()
    per_tick_m = metres_per_tick(NOMINAL.ticks_per_rev, NOMINAL.wheel_radius_m)
    odometry_turn = (right - left) * per_tick_m / NOMINAL.track_width_m
    return odometry_turn, true_turn, (left, right)


# ---- a slipping robot: challenge 2 ----

class SlipModel(RobotModel):
    """The simulator's RobotModel with wheel slip: on each physics step each wheel, on its own and
    with probability `slip_prob`, loses `loss_fraction` of that step's ground distance. The wheel
    still turns, so its encoder counts the full turn. Two numbers are drawn from `rng` on every
    step, left then right, whether or not a wheel slips. `ground_m` is the centre's true path length."""

    def __init__(self, params, rng, slip_prob=0.05, loss_fraction=0.5, x=0.0, y=0.0, theta=0.0,
                 integrator="arc"):
        super().__init__(params, x, y, theta, integrator)
        self.rng = rng
        self.slip_prob = slip_prob
        self.loss_fraction = loss_fraction
        self.ground_m = 0.0

    def step(self, dt_s):
        p = self.p
        turned_left, turned_right = self._turn_wheels(dt_s)
        kept_left, kept_right = (1.0 - self.loss_fraction if self.rng.random() < self.slip_prob else 1.0
                                 for _ in range(2))
        dist_left = turned_left * p.wheel_radius_m * p.scale_left * kept_left
        dist_right = turned_right * p.wheel_radius_m * p.scale_right * kept_right
        ds = 0.5 * (dist_left + dist_right)
        self.ground_m += ds
        self.x, self.y, self.theta = advance_pose(self.x, self.y, self.theta, ds,
                                                  (dist_right - dist_left) / p.track_width_m, self.integrator)


@dataclass(frozen=True)
class SlipRun:
    ratio: float            # true path length of the centre over the odometry's distance
    heading_error: float    # true heading minus odometry's heading, rad


def slip_run(seed: int, duty: float = 0.5, distance_m: float = 3.0, slip_prob: float = 0.05,
             loss_fraction: float = 0.5) -> SlipRun:
    """One run of the challenge: a Simulator whose model slips (its own random.Random(seed)),
    driving straight at `duty` until odometry says `distance_m`."""
    sim = Simulator(BIG_ARENA, params=NOMINAL, pose=ARENA_START)
    sim.model = SlipModel(NOMINAL, random.Random(seed), slip_prob, loss_fraction, *ARENA_START)
    odo = OdometryTracker(NOMINAL)
    sim.set_duty(duty, duty)
    while odo.x < distance_m:
        sim.advance(0.02)
        odo.update(*sim.ticks())
    return SlipRun(sim.model.ground_m / math.hypot(odo.x, odo.y), wrap(sim.model.theta - odo.theta))


def slip_prediction(p_left: float, p_right: float, loss_fraction: float, step_m: float,
                    odometry_m: float, track_m: float) -> tuple[float, float, float]:
    """What the algebra predicts for many runs: (mean of true / odometry distance, mean heading
    error, standard deviation of the heading error), headings true minus odometry in rad.

    Over N = odometry_m / step_m physics steps each wheel loses loss_fraction * step_m on a step
    with probability p, independently: its total loss has mean N p f d0 and variance
    N (f d0)^2 p (1 - p). The centre loses the mean of the two wheels' losses; the heading gains
    (left loss - right loss) / track, whose variance is the sum of the two variances over track^2."""
    steps = odometry_m / step_m
    lost_m = loss_fraction * step_m
    mean_ratio = 1.0 - loss_fraction * (p_left + p_right) / 2
    mean_heading = steps * lost_m * (p_left - p_right) / track_m
    variance = steps * lost_m ** 2 * (p_left * (1 - p_left) + p_right * (1 - p_right)) / track_m ** 2
    return mean_ratio, mean_heading, math.sqrt(variance)
