"""reference.sim_practice.clock against the numbers the simulator lesson prints for its section 7
(the clock and the Simulator: the open-loop run) and for the collision its section 8 runs under
section 7's rules (a step that ends in contact is undone, the wheels stop, the encoders stall)."""

import math

from reference.sim import RobotParams
from reference.sim_practice.clock import NEVER, dock_log, dock_simulator, run_to_the_dock
from tests.reference.sim.printed import Printout
from tests.reference.sim.test_simulator import COLLISION_OUTPUT, OPEN_LOOP_OUTPUT

LESSON_START_X_M, LESSON_WALL_X_M = 0.3, 3.0   # the lesson's 3 m arena, the robot 1 m up, facing east
METRES_PER_TICK = 2 * math.pi * 0.0325 / 600


def test_the_open_loop_run_prints_as_in_the_lesson():
    out = Printout()
    sim = dock_simulator(LESSON_START_X_M, LESSON_WALL_X_M, RobotParams(), physics_dt_s=0.005)
    sim.set_duty(0.5, 0.5)                       # the lesson commands before the first pass
    log = run_to_the_dock(sim, 0.5, NEVER, pass_s=0.02, duration_s=2.0)
    t_us, x, _, _ = log[-1]
    tau, v = sim.params.tau_s, 0.5 * sim.params.max_speed_mps
    expected = v * (2.0 - tau * (1 - math.exp(-2.0 / tau)))
    out("open loop, 2 s at duty 0.5: x = %.4f m (formula %.4f m, ideal %.4f m); t = %.2f s; ticks %s"
        % (x - LESSON_START_X_M, expected, v * 2.0, t_us / 1e6, sim.ticks()))
    out("ticks expected: %.1f per wheel" % (expected / METRES_PER_TICK))
    out("the interface of Programming for Robotics 1: range_m() = %.3f m, line() = %s, bump() = %s"
        % (sim.range_m(), sim.line(), sim.bump()))
    assert out.matches(OPEN_LOOP_OUTPUT)
    assert len(log) == 100 and t_us == 2000000


def test_the_collision_prints_as_in_the_lesson():
    out = Printout()
    sim = dock_simulator(2.0, LESSON_WALL_X_M, RobotParams(), physics_dt_s=0.005)
    sim.set_duty(1.0, 1.0)
    rows, first = [], None
    for k in range(1, 301):                      # one pass at a time, to see the wheel speed at the bump
        rows += run_to_the_dock(sim, 1.0, NEVER, pass_s=0.02, duration_s=k * 0.02)
        if rows[-1][3] and first is None:
            first = rows[-1]
            out("first bump at t = %.2f s, x = %.4f m (body gap %.1f mm), true wheel speed now %.3f m/s"
                % (first[0] / 1e6, first[1], (3.0 - first[1] - 0.09) * 1000, sim.model.true_speeds_mps()[0]))
    t_us, x_end, ticks, contact = rows[-1]
    out("after 6 s of pushing: x = %.4f m (moved %.4f m since the bump), bump() = %s, bumps = %d of %d passes"
        % (x_end, x_end - first[1], sim.bump(), sum(row[3] for row in rows), len(rows)))
    out("gap between the body and the wall now: %.3f mm (one 5 ms physics step at 0.4 m/s is 2 mm)"
        % ((3.0 - x_end - 0.09) * 1000))
    out("the encoders did not count the pushing: ticks %s, odometry would say %.4f m, the robot moved %.4f m"
        % (sim.ticks(), ticks * METRES_PER_TICK, x_end - 2.0))
    sim.set_duty(-0.5, -0.5)
    rows = run_to_the_dock(sim, -0.5, NEVER, pass_s=0.02, duration_s=6.5)
    out("backing away for 0.5 s: bump() = %s, contact = %s" % (sim.bump(), sim.contact))
    assert out.matches(COLLISION_OUTPUT)
    assert len(rows) == 25 and t_us == 6000000 and contact


def test_fifty_passes_of_20_ms_are_exactly_one_second():
    log = dock_log(0.3, 3.0, 0.09, 0.5, NEVER, 0.02, 0.005, 1.0, 0.4, 0.0325, 600)
    assert [row[0] for row in log] == [20000 * k for k in range(1, 51)]


def test_the_world_moves_first_so_the_first_pass_stands_still():
    log = dock_log(0.3, 3.0, 0.09, 0.5, NEVER, 0.02, 0.005, 0.1, 0.4, 0.0325, 600)
    assert log[0] == (20000, 0.3, 0, False) and log[1][1] > 0.3


def test_a_60_hz_pass_is_rounded_to_whole_microseconds():
    log = dock_log(0.3, 3.0, 0.09, 0.5, NEVER, 1 / 60, 0.005, 0.1, 0.4, 0.0325, 600)
    assert [row[0] for row in log] == [16667 * k for k in range(1, 7)]


def test_a_robot_that_stops_on_its_count_overshoots_by_one_pass():
    log = dock_log(0.5, 2.0, 0.1, 0.75, 300, 0.02, 0.005, 0.44, 0.4, 0.0325, 600)
    counts = [row[2] for row in log]
    assert counts[-5:] == [299, 317, 317, 317, 317]
