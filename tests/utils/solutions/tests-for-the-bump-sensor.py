import math

import sim


def touch(world, x, y, duty):
    """Drive from (x, y), facing east, at `duty` until there is a contact."""
    s = sim.Simulator(world, seed=1, pose=(x, y, 0.0))
    s.set_duty(duty, duty)
    passes = 0
    while s.contact is None:
        s.advance(0.02)
        passes += 1
        assert passes < 1000, "never touched anything"
    return s


def test_east_wall_push():
    s = touch(sim.World(3.0, 2.0), 2.0, 1.0, 0.6)
    assert s.bump()
    before = s.pose()[0]
    for _ in range(50):
        s.advance(0.02)
    after = s.pose()[0]
    assert abs(after - before) < 0.003
    gap = 3.0 - after - s.params.body_radius_m
    assert 0 <= gap < 0.003


def test_west_wall_backwards():
    s = touch(sim.World(3.0, 2.0), 1.0, 1.0, -0.6)
    assert s.bump() is False
    full = sim.BumpSensor(arc_rad=2 * math.pi)
    assert full.pressed(s.contact, s.pose()[2]) is True


def test_post_bearing():
    world = sim.World(3.0, 2.0)
    world.add_circle(1.5, 1.12, 0.10)
    s = touch(world, 0.5, 1.0, 0.6)
    nx, ny, depth = s.contact
    measured = math.degrees(math.atan2(-ny, -nx) - s.pose()[2])
    expected = math.degrees(math.asin(0.12 / (0.09 + 0.10)))
    print("contact bearing", round(measured, 2), "expected", round(expected, 2))
    assert abs(measured - expected) < 1.0
