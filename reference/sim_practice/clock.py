"""Practice helpers for the simulator lesson's section 7 (the clock and the Simulator): a robot on a
straight corridor, run pass by pass by `reference.sim.Simulator` itself.

The corridor is an arena whose east wall is the dock, 2 m wide with the robot on its centre line
facing east, so the side walls are out of reach and the dock is the only thing the body can touch.
Each pass is the lesson's order: `advance(pass_s)` moves the world under the last command (physics
in steps, a step that ends in contact undone and the wheels stopped, then the clock in whole
microseconds), then the robot's code reads its encoder and sets the next command.
"""

from __future__ import annotations

from reference.sim import RobotParams, Simulator, World
from reference.sim.clock import US_PER_S

CORRIDOR_WIDTH_M = 2.0
NEVER = float("inf")    # a tick target the robot never reaches: it keeps its duty for the whole run


def dock_simulator(start_x_m: float, dock_x_m: float, params: RobotParams, physics_dt_s: float,
                   seed: int = 1) -> Simulator:
    """A Simulator with the robot at `start_x_m` on the corridor's centre line, facing the dock."""
    world = World(dock_x_m, CORRIDOR_WIDTH_M)
    return Simulator(world, params=params, seed=seed, pose=(start_x_m, CORRIDOR_WIDTH_M / 2, 0.0),
                     physics_dt_s=physics_dt_s)


def run_to_the_dock(sim: Simulator, cruise_duty: float, target_ticks: float, pass_s: float,
                    duration_s: float) -> list[tuple[int, float, int, bool]]:
    """Run passes while the clock reads less than `duration_s`. After each pass the robot reads its
    left encoder and commands `cruise_duty` on both wheels while the count is below
    `target_ticks`, else 0. One row per pass: (time in whole microseconds, x of the centre in m,
    left tick count, whether the body touched something during the pass)."""
    end_us = round(duration_s * US_PER_S)
    log = []
    while sim.clock.us < end_us:
        sim.advance(pass_s)                              # the world moves under the last command ...
        ticks = sim.ticks()[0]
        duty = cruise_duty if ticks < target_ticks else 0.0
        sim.set_duty(duty, duty)                         # ... then the robot reads and acts
        log.append((sim.clock.us, sim.pose()[0], ticks, sim.contact is not None))
    return log


def dock_log(start_x_m, dock_x_m, body_radius_m, cruise_duty, target_ticks, pass_s, physics_dt_s,
             duration_s, max_speed_mps, wheel_radius_m, ticks_per_rev, tau_s=0.0):
    """`run_to_the_dock` on a fresh corridor whose robot has these dimensions and motors."""
    params = RobotParams(wheel_radius_m=wheel_radius_m, ticks_per_rev=ticks_per_rev,
                         max_speed_mps=max_speed_mps, tau_s=tau_s, body_radius_m=body_radius_m)
    sim = dock_simulator(start_x_m, dock_x_m, params, physics_dt_s)
    return run_to_the_dock(sim, cruise_duty, target_ticks, pass_s, duration_s)
