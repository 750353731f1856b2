import math

import sim

PASS_S = 0.02
RUN_S = 8.2
BODY_RADIUS_M = 0.09
PLINTH_X_M, PLINTH_Y_M, PLINTH_RADIUS_M = 3.0, 1.2, 0.15


class Patrol:
    """Cruise, creep once the plinth is near, stop for good at the stop line."""

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


def test_replay():
    a = patrol_run(7)[1].to_csv()
    b = patrol_run(7)[1].to_csv()
    assert a == b


def test_seed_changes_noise():
    a = patrol_run(7)[1].to_csv()
    b = patrol_run(8)[1].to_csv()
    assert a != b
    print(sum(x != y for x, y in zip(a.splitlines(), b.splitlines())), "lines differ")


def test_time():
    robot, log = patrol_run(7)
    assert len(log.rows) == 410
    assert log.rows[0][0] == 0.02
    assert log.rows[-1][0] == 8.2
    assert robot.now_s() == 8.2


def test_behaviour():
    robot, log = patrol_run(7)
    x, y, theta = robot.pose()
    gap = math.hypot(x - PLINTH_X_M, y - PLINTH_Y_M) - PLINTH_RADIUS_M - BODY_RADIUS_M
    assert robot.bumps == 0
    assert 0.25 <= gap <= 0.30
    for row in log.rows:
        assert row[4] <= 0.305 and row[5] <= 0.305
