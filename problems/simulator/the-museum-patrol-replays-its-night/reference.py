"""The reference suite: passes on the lesson's simulator and catches every mutant of mutants.py.
mistakes.py builds its weak suites from this one (grader/testsuite/suites.py)."""

SUITE = '''\
import math

import sim

PASS_S = 0.02
RUN_S = 8.2
BODY_RADIUS_M = 0.09
PLINTH_X_M, PLINTH_Y_M, PLINTH_RADIUS_M = 3.0, 1.2, 0.15


class Patrol:
    """The night rule: cruise, creep once the plinth is near, stop for good at the stop line."""

    CRUISE_DUTY, CREEP_DUTY = 0.75, 0.25
    SLOW_M, STOP_M = 0.60, 0.30

    def __init__(self, hw):
        self.hw = hw
        self.stopped = False

    def update(self, dt_s):
        range_m = self.hw.range_m()
        if range_m is not None and range_m < self.STOP_M:
            self.stopped = True
        if self.stopped:
            duty = 0.0
        elif range_m is not None and range_m < self.SLOW_M:
            duty = self.CREEP_DUTY
        else:
            duty = self.CRUISE_DUTY
        self.hw.set_duty(duty, duty)


def patrol_run(seed, seconds=RUN_S):
    """One night's approach to the plinth: the simulator after the run, and its log."""
    gallery = sim.World(4.0, 2.5)
    gallery.add_circle(PLINTH_X_M, PLINTH_Y_M, PLINTH_RADIUS_M)
    robot = sim.Simulator(gallery, seed=seed, pose=(1.0, 1.2, 0.0))
    log = sim.Recorder()
    sim.run(robot, Patrol(robot), seconds, PASS_S, log)
    return robot, log


def test_same_seed_same_log():
    first = patrol_run(7)[1].to_csv()
    again = patrol_run(7)[1].to_csv()
    assert first == again, "two runs with seed 7 logged different things"


def test_another_seed_other_noise():
    assert patrol_run(7)[1].to_csv() != patrol_run(8)[1].to_csv(), "seeds 7 and 8 logged the same run"


def test_the_clock_counts_exactly():
    robot, log = patrol_run(7)
    assert len(log.rows) == 410, f"{len(log.rows)} rows for 8.2 s of 20 ms passes"
    assert log.rows[0][0] == 0.02
    assert robot.now_s() == 8.2, f"the clock reads {robot.now_s()!r} after 8.2 s"


def test_stops_short_of_the_plinth():
    robot, log = patrol_run(7)
    x_m, y_m, _ = robot.pose()
    gap_m = math.hypot(PLINTH_X_M - x_m, PLINTH_Y_M - y_m) - PLINTH_RADIUS_M - BODY_RADIUS_M
    assert robot.bumps == 0, "the robot touched the plinth"
    assert 0.25 <= gap_m <= 0.30, f"stopped {gap_m:.3f} m from the plinth"
    fastest_mps = max(max(row[4], row[5]) for row in log.rows)
    assert fastest_mps <= 0.30 + 0.005, f"a wheel reached {fastest_mps:.3f} m/s"
'''
