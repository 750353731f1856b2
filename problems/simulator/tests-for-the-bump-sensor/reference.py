"""The reference suite: three tests that pass on the lesson's simulator and catch every mutant of
mutants.py. mistakes.py builds its weak suites from this one (grader/testsuite/suites.py)."""

SUITE = '''\
import math

import sim

PASS_S = 0.02
BODY_RADIUS_M = 0.09


def drive_until_contact(world, pose, duty, limit_s=15.0):
    """A simulator with the robot at `pose`, driven at `duty` until the world reports a contact."""
    robot = sim.Simulator(world, seed=1, pose=pose)
    robot.set_duty(duty, duty)
    for _ in range(int(round(limit_s / PASS_S))):
        robot.advance(PASS_S)
        if robot.contact is not None:
            return robot
    raise AssertionError(f"no contact within {limit_s} s")


def test_pushing_on_the_east_wall():
    robot = drive_until_contact(sim.World(3.0, 2.0), (2.0, 1.0, 0.0), 0.6)
    assert robot.bump(), "the front bumper did not report a head-on contact"
    x_at_contact_m = robot.pose()[0]
    for _ in range(50):  # one more second of pushing
        robot.advance(PASS_S)
    x_m = robot.pose()[0]
    assert abs(x_m - x_at_contact_m) < 0.003, f"moved {x_m - x_at_contact_m:.4f} m while pushing"
    gap_m = 3.0 - (x_m + BODY_RADIUS_M)
    assert 0.0 <= gap_m < 0.003, f"the body is {gap_m:.4f} m from the wall"
    assert robot.bump(), "the bumper let go while the robot kept pushing"


def test_reversing_into_the_west_wall():
    robot = drive_until_contact(sim.World(3.0, 2.0), (0.6, 1.0, 0.0), -0.6)
    assert not robot.bump(), "the front bumper reported a contact behind the robot"
    all_round = sim.BumpSensor(arc_rad=2 * math.pi)
    assert all_round.pressed(robot.contact, robot.pose()[2]), "a bumper all the way round missed it"


def test_glancing_a_post():
    world = sim.World(3.0, 2.0)
    world.add_circle(1.5, 1.12, 0.10)  # 0.12 m left of the path along y = 1.0
    robot = drive_until_contact(world, (0.5, 1.0, 0.0), 0.6)
    nx, ny, _ = robot.contact
    from_normal_rad = sim.wrap_pi(math.atan2(-ny, -nx) - robot.pose()[2])
    # touching, the centres are 0.09 + 0.10 m apart, the post's 0.12 m to the left
    from_geometry_rad = math.asin(0.12 / (BODY_RADIUS_M + 0.10))
    assert abs(from_normal_rad - from_geometry_rad) < math.radians(1.0), \\
        f"contact at {math.degrees(from_normal_rad):.1f} deg, expected {math.degrees(from_geometry_rad):.1f}"
'''
