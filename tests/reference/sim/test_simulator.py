"""Lesson sections 7 and 8: the Simulator open loop against the formula, its clock, and the
collision scenario (full speed into a wall, pushing, backing away)."""

import math

import pytest

from reference.sim import SimClock, Simulator, World
from tests.reference.sim.printed import Printout

OPEN_LOOP_OUTPUT = """
open loop, 2 s at duty 0.5: x = 0.3840 m (formula 0.3840 m, ideal 0.4000 m); t = 2.00 s; ticks (1128, 1128)
ticks expected: 1128.3 per wheel
the interface of Programming for Robotics 1: range_m() = 2.245 m, line() = (0, 0, 0, 0, 0), bump() = False
"""

COLLISION_OUTPUT = """
first bump at t = 2.36 s, x = 2.9081 m (body gap 1.9 mm), true wheel speed now 0.024 m/s
after 6 s of pushing: x = 2.9100 m (moved 0.0019 m since the bump), bump() = True, bumps = 182 of 300 passes
gap between the body and the wall now: 0.007 mm (one 5 ms physics step at 0.4 m/s is 2 mm)
the encoders did not count the pushing: ticks (2673, 2673), odometry would say 0.9097 m, the robot moved 0.9100 m
backing away for 0.5 s: bump() = False, contact = None
"""


def test_open_loop_driving_matches_the_formula_as_in_the_lesson():
    out = Printout()
    sim = Simulator(World(3.0, 2.0), seed=1, pose=(0.3, 1.0, 0.0))
    sim.set_duty(0.5, 0.5)
    for _ in range(100):
        sim.advance(0.02)
    tau, v = sim.params.tau_s, 0.5 * sim.params.max_speed_mps
    expected = v * (2.0 - tau * (1 - math.exp(-2.0 / tau)))
    out("open loop, 2 s at duty 0.5: x = %.4f m (formula %.4f m, ideal %.4f m); t = %.2f s; ticks %s"
        % (sim.pose()[0] - 0.3, expected, v * 2.0, sim.now_s(), sim.ticks()))
    out("ticks expected: %.1f per wheel" % (expected / (2 * math.pi * 0.0325 / 600)))
    out("the interface of Programming for Robotics 1: range_m() = %.3f m, line() = %s, bump() = %s"
        % (sim.range_m(), sim.line(), sim.bump()))
    assert out.matches(OPEN_LOOP_OUTPUT)
    # the lesson's last line: the methods of the Chapter 1 fakes are all on the Simulator
    assert all(callable(getattr(sim, m)) for m in ("range_m", "ticks", "set_duty", "advance"))


def test_the_collision_scenario_prints_as_in_the_lesson():
    out = Printout()
    sim = Simulator(World(3.0, 2.0), seed=1, pose=(2.0, 1.0, 0.0))
    sim.set_duty(1.0, 1.0)
    first = None
    for _ in range(300):
        sim.advance(0.02)
        if sim.bump() and first is None:
            first = (sim.now_s(), sim.pose()[0], sim.model.true_speeds_mps()[0])
            out("first bump at t = %.2f s, x = %.4f m (body gap %.1f mm), true wheel speed now %.3f m/s"
                % (first[0], first[1], (3.0 - first[1] - sim.params.body_radius_m) * 1000, first[2]))
            x_at_bump = sim.pose()[0]
    x_end = sim.pose()[0]
    out("after 6 s of pushing: x = %.4f m (moved %.4f m since the bump), bump() = %s, bumps = %d of %d passes"
        % (x_end, x_end - x_at_bump, sim.bump(), sim.bumps, 300))
    out("gap between the body and the wall now: %.3f mm (one 5 ms physics step at 0.4 m/s is 2 mm)"
        % ((3.0 - x_end - sim.params.body_radius_m) * 1000))
    out("the encoders did not count the pushing: ticks %s, odometry would say %.4f m, the robot moved %.4f m"
        % (sim.ticks(), sim.ticks()[0] * 2 * math.pi * 0.0325 / 600, x_end - 2.0))
    sim.set_duty(-0.5, -0.5)
    for _ in range(25):
        sim.advance(0.02)
    out("backing away for 0.5 s: bump() = %s, contact = %s" % (sim.bump(), sim.contact))
    assert out.matches(COLLISION_OUTPUT)


def test_the_clock_counts_whole_microseconds():
    clock = SimClock()
    for _ in range(50):
        clock.advance(0.02)
    assert clock.us == 1000000 and clock.now_s() == 1.0
    clock.advance(0.0000014)
    assert clock.us == 1000001


def test_a_pass_is_split_into_physics_steps_of_at_most_physics_dt():
    coarse = Simulator(World(3.0, 2.0), pose=(0.3, 1.0, 0.0), physics_dt_s=0.02, integrator="euler")
    fine = Simulator(World(3.0, 2.0), pose=(0.3, 1.0, 0.0), physics_dt_s=0.005, integrator="euler")
    for sim in (coarse, fine):
        sim.set_duty(0.2, 0.8)
        sim.advance(0.02)
    assert coarse.model.angle == pytest.approx(fine.model.angle, rel=1e-12)   # the wheels: closed form
    assert coarse.pose()[1] == 1.0 and fine.pose()[1] > 1.0                  # one euler step keeps the old heading


def test_each_range_sensor_has_its_own_stream_drawn_from_the_seed_in_order_of_creation():
    world = World(3.0, 2.0)
    plain = Simulator(world, seed=4, pose=(0.3, 1.0, 0.0))
    extra = Simulator(world, seed=4, pose=(0.3, 1.0, 0.0))
    extra.add_range_sensor("left", mount=(0.0, 0.05, math.pi / 2))
    for sim in (plain, extra):
        sim.advance(0.02)
    assert plain.range_m() == extra.range_m()                # adding a sensor left the front's noise alone
    assert extra.range_of("left") is not None
    assert Simulator(world, seed=5, pose=(0.3, 1.0, 0.0)).range_m() != plain.range_sensors["front"].read(0.0)


def test_a_bump_behind_does_not_press_the_front_bumper():
    sim = Simulator(World(3.0, 2.0), pose=(0.3, 1.0, 0.0))
    sim.set_duty(-1.0, -1.0)
    for _ in range(50):
        sim.advance(0.02)
    assert sim.contact is not None and not sim.bump() and sim.bumps > 0
