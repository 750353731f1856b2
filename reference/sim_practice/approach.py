"""Practice helpers for the simulator lesson's Challenge 3 (section 15, "A second range sensor, and
the highest safe approach speed"): a robot drives at a wall and switches its motors off as soon as
a range sensor reads under its threshold.

The worst case, for one sensor at a steady speed v:
  - the wall comes within the threshold just after a measurement: up to one period passes before
    a measurement sees it;
  - that reading is delivered `delay` later, and the motors go off at once;
  - the first-order motor lag (time constant tau) coasts a further v * tau after the motors go off
    (the integral of v e^(-t / tau));
so the robot moves v (delay + period + tau) after the true range crosses the trip point. Noise can
make a reading up to three sigma too long, so the trip point is threshold - 3 sigma, and the
sensor has to stop at least `body_ahead_m` from the wall (the body's front is that far ahead of
it). The highest safe speed is therefore (threshold - body_ahead - 3 sigma) / (delay + period + tau),
never below 0. With several sensors the robot stops on whichever trips first, so it is safe when
any one of them alone would stop it in time: the pair's speed is the larger of the two. The robot
cannot go faster than its top speed (duty 1.0, "full duty").

`approach_run` checks it in the simulator: reference.sim.Simulator, each sensor a RangeSensor
(the first is the "front" one, the others added with add_range_sensor), and a controller that sets
duty 0 on the first pass a reading is under its threshold.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from reference.sim import RobotParams, Simulator, World

PASS_S = 0.02          # the control pass: the period of a sensor that measures on every pass
NOISE_SIGMAS = 3       # the noise margin, in standard deviations
ARENA_M = (3.0, 2.0)   # the lesson's arena; the robot drives east at the wall x = 3.0, 1 m up


class ThresholdSensor(NamedTuple):
    """A range sensor with its stop threshold. period_s is the time between measurements (PASS_S
    for one that measures every pass); delay_s is the age of a reading when it is delivered."""

    threshold_m: float
    delay_s: float
    period_s: float
    sigma_m: float
    max_range_m: float = 4.0

    def range_kwargs(self) -> dict[str, float]:
        """The RangeSensor options that model it (every pass = period 0 in the simulator)."""
        period_s = 0.0 if self.period_s <= PASS_S else self.period_s
        return {"latency_s": self.delay_s, "period_s": period_s, "sigma_m": self.sigma_m,
                "max_range_m": self.max_range_m}


def worst_case_time_s(delay_s: float, period_s: float, tau_s: float) -> float:
    """The worst-case stop distance divided by the speed: a period, the delay, and tau for the
    motor lag's coast."""
    return delay_s + period_s + tau_s


def stop_distance_m(speed_mps: float, delay_s: float, period_s: float, tau_s: float) -> float:
    """The worst-case distance travelled after the wall crosses the trip point."""
    return speed_mps * worst_case_time_s(delay_s, period_s, tau_s)


def margin_m(threshold_m: float, sigma_m: float, body_ahead_m: float) -> float:
    """The room the stop may use: the threshold less the body's lead and three sigma of noise."""
    return threshold_m - body_ahead_m - NOISE_SIGMAS * sigma_m


def sensor_safe_speed_mps(threshold_m: float, delay_s: float, period_s: float, sigma_m: float,
                          tau_s: float, body_ahead_m: float) -> float:
    """The highest speed at which this sensor alone stops the body in time (0 if none does)."""
    room_m = margin_m(threshold_m, sigma_m, body_ahead_m)
    return max(0.0, room_m / worst_case_time_s(delay_s, period_s, tau_s))


def highest_safe_speed(sensors: Iterable[Sequence[float]], top_speed_mps: float, tau_s: float,
                       body_ahead_m: float) -> float:
    """The highest safe approach speed with these sensors, each (threshold_m, delay_s, period_s,
    sigma_m[, max_range_m]): the best single sensor's speed, capped at the top speed."""
    best = max(sensor_safe_speed_mps(*ThresholdSensor(*sensor)[:4], tau_s, body_ahead_m)
               for sensor in sensors)
    return min(float(top_speed_mps), best)


class ApproachRun(NamedTuple):
    bumped: bool
    gap_m: float           # the body's final gap to the wall (0 if it bumped)
    tripped_by: str | None  # the name of the sensor that stopped the robot


def approach_run(sensors: Sequence[ThresholdSensor], duty: float, start_gap_m: float, seed: int = 1,
                 params: RobotParams | None = None, seconds: float = 6.0) -> ApproachRun:
    """Drive at `duty` from a body gap of `start_gap_m` at the lesson's east wall, motors off on
    the first pass any reading is under its sensor's threshold; stop early on a bump or once the
    robot has come to rest."""
    params = params or RobotParams()
    world = World(*ARENA_M)
    x0 = ARENA_M[0] - params.body_radius_m - start_gap_m
    names = ["front"] + ["sensor %d" % k for k in range(1, len(sensors))]
    sim = Simulator(world, params=params, seed=seed, pose=(x0, 1.0, 0.0), **sensors[0].range_kwargs())
    for name, sensor in zip(names[1:], sensors[1:]):
        sim.add_range_sensor(name, **sensor.range_kwargs())
    sim.set_duty(duty, duty)
    tripped_by = None
    for _ in range(int(round(seconds / PASS_S))):
        sim.advance(PASS_S)            # the world moves under the last command ...
        if sim.bumps:
            return ApproachRun(True, 0.0, tripped_by)
        if tripped_by is None:         # ... then the robot reads and acts
            for name, sensor in zip(names, sensors):
                reading = sim.range_of(name)
                if reading is not None and reading < sensor.threshold_m:
                    sim.set_duty(0.0, 0.0)
                    tripped_by = name
                    break
        elif max(abs(s) for s in sim.model.true_speeds_mps()) < 1e-6:
            break                      # at rest: nothing more can happen
    return ApproachRun(False, ARENA_M[0] - sim.pose()[0] - params.body_radius_m, tripped_by)


def start_offsets_m(count: int = 10, spread_m: float = 0.04) -> list[float]:
    """Start gaps offset evenly across `spread_m` (a measurement period's travel at the speeds
    tested), so the measurements fall at different places relative to the threshold."""
    return [k * spread_m / count for k in range(count)]


def bumps_over_offsets(sensors: Sequence[ThresholdSensor], duty: float, start_gap_m: float = 0.6,
                       count: int = 10, seed: int = 1) -> int:
    """How many of `count` start offsets end in a bump at this duty."""
    return sum(approach_run(sensors, duty, start_gap_m + offset, seed).bumped
               for offset in start_offsets_m(count))


def highest_duty_without_bump(sensors: Sequence[ThresholdSensor], duties: Iterable[float],
                              start_gap_m: float = 0.6, count: int = 10, seed: int = 1) -> float | None:
    """Sweep the duties in increasing order; the last one before the first bump over the offsets
    (None if the first already bumps)."""
    best = None
    for duty in duties:
        if bumps_over_offsets(sensors, duty, start_gap_m, count, seed):
            return best
        best = duty
    return best


def duty_for(speed_mps: float, top_speed_mps: float) -> float:
    """The duty that commands this speed: 1.0 ("full duty") is the top speed."""
    return speed_mps / top_speed_mps
