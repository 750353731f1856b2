"""Ticks to the Loading Dock: reference.sim's Simulator runs the corridor pass by pass
(reference.sim_practice.clock.dock_log), motors without lag."""

import math

from reference.sim_practice.clock import dock_log

DUST = 1e-9     # a drawn case must come out the same when nudged by this much


def dock_run(start_x, dock_x, body_radius, cruise_duty, target_ticks, pass_s, physics_dt,
             duration_s, max_speed, wheel_radius, ticks_per_rev):
    return dock_log(start_x, dock_x, body_radius, cruise_duty, target_ticks, pass_s, physics_dt,
                    duration_s, max_speed, wheel_radius, ticks_per_rev)


def clear_of_dust(args):
    """True when no tick count and no contact depends on float rounding: the run nudged a hair
    faster and closer, and a hair slower and further, counts and touches exactly the same."""
    start_x, _, _, _, _, _, _, _, max_speed = args[:9]

    def discrete(nudge):
        nudged = list(args)
        nudged[0], nudged[8] = start_x + nudge, max_speed * (1 + nudge)
        return [(row[0], row[2], row[3]) for row in dock_run(*nudged)]

    return discrete(DUST) == discrete(0.0) == discrete(-DUST)


def generate(rng):
    """The robot starts 5 cm to 1.5 m short of touching the dock; duty 0.2 to 1.2; a tick target
    that stops it short of the dock or lies beyond it; 20 or 25 ms passes, or 60 Hz; physics steps
    of 2 to 25 ms; a run long enough, mostly, to reach the target or the dock (at most 6 s)."""
    while True:
        args = _draw(rng)
        if clear_of_dust(args):
            return args


def _draw(rng):
    body_radius = round(rng.uniform(0.05, 0.2), 3)
    start_x = round(rng.uniform(body_radius + 0.05, 1.0), 3)
    free_m = rng.uniform(0.05, 1.5)                     # how far it can roll before touching
    dock_x = round(start_x + body_radius + free_m, 4)
    wheel_radius = round(rng.uniform(0.02, 0.05), 4)
    ticks_per_rev = rng.choice((48, 100, 360, 600, 1024))
    max_speed = round(rng.uniform(0.2, 0.8), 2)
    cruise_duty = round(rng.uniform(0.2, 1.2), 2)
    pass_s = rng.choice((0.02, 0.02, 0.025, 1 / 60))
    physics_dt = rng.choice((0.002, 0.004, 0.005, 0.005, 0.006, 0.01, 0.025))
    target_m = free_m * rng.uniform(0.3, 1.4)
    target_ticks = int(target_m / (2 * math.pi * wheel_radius) * ticks_per_rev)
    speed = min(1.0, cruise_duty) * max_speed
    duration_s = round(min(6.0, min(free_m, target_m) / speed * rng.uniform(0.8, 1.8) + 0.1), 2)
    return [start_x, dock_x, body_radius, cruise_duty, target_ticks, pass_s, physics_dt, duration_s,
            max_speed, wheel_radius, ticks_per_rev]
