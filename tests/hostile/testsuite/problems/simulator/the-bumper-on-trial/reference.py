"""The fixture's good suite."""

SUITE = '''\
import sim


def test_bumper_reports_the_wall():
    robot = sim.Simulator(sim.World(1.0, 1.0), pose=(0.7, 0.5, 0.0))
    robot.set_duty(1.0, 1.0)
    for _ in range(100):
        robot.advance(0.02)
    assert robot.bump(), "no bump against the east wall"


def test_the_clock_moves():
    robot = sim.Simulator(sim.World(1.0, 1.0), pose=(0.5, 0.5, 0.0))
    robot.advance(0.02)
    assert robot.now_s() == 0.02
'''
