# verdict: accepted
# A plain good suite for the fixture: it catches both broken simulators.
import sim


def test_bumper():
    robot = sim.Simulator(sim.World(1.0, 1.0), pose=(0.7, 0.5, 0.0))
    robot.set_duty(1.0, 1.0)
    for _ in range(100):
        robot.advance(0.02)
    assert robot.bump()


def test_clock():
    robot = sim.Simulator(sim.World(1.0, 1.0), pose=(0.5, 0.5, 0.0))
    robot.advance(0.02)
    assert robot.now_s() == 0.02
