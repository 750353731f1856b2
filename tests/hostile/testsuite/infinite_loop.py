# verdict: time_limit
# message: CPU time
# A test that never ends: its own CPU limit stops it, and the other tests still run.
import sim


def test_forever():
    while True:
        pass


def test_clock():
    robot = sim.Simulator(sim.World(1.0, 1.0), pose=(0.5, 0.5, 0.0))
    robot.advance(0.02)
    assert robot.now_s() == 0.02
