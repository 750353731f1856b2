"""Weak suites a learner would write: each function returns a whole submission, the reference
suite with one test weakened (see grader/testsuite/__init__.py for the format)."""

from grader.testsuite.suites import reference_suite, swap_test


def _weakened(test: str, replacement: str) -> str:
    return swap_test(reference_suite(__file__), test, replacement)


def no_push_after_the_contact():
    """Checks the bumper at the first contact, never that the robot then stays put."""
    return _weakened("test_pushing_on_the_east_wall", """
        def test_pushing_on_the_east_wall():
            robot = drive_until_contact(sim.World(3.0, 2.0), (2.0, 1.0, 0.0), 0.6)
            assert robot.bump()
            assert 3.0 - (robot.pose()[0] + BODY_RADIUS_M) < 0.003
    """)


def front_bumper_never_asked():
    """Reverses into the wall but only asks the all-round bumper."""
    return _weakened("test_reversing_into_the_west_wall", """
        def test_reversing_into_the_west_wall():
            robot = drive_until_contact(sim.World(3.0, 2.0), (0.6, 1.0, 0.0), -0.6)
            assert sim.BumpSensor(arc_rad=2 * math.pi).pressed(robot.contact, robot.pose()[2])
    """)


def all_round_bumper_never_asked():
    """Reverses into the wall and checks the front bumper is silent, nothing more."""
    return _weakened("test_reversing_into_the_west_wall", """
        def test_reversing_into_the_west_wall():
            robot = drive_until_contact(sim.World(3.0, 2.0), (0.6, 1.0, 0.0), -0.6)
            assert robot.contact is not None and not robot.bump()
    """)


def bearing_from_the_wrong_triangle():
    """Takes 0.19 m as the forward distance to the post, not as the distance between centres."""
    return _weakened("test_glancing_a_post", """
        def test_glancing_a_post():
            world = sim.World(3.0, 2.0)
            world.add_circle(1.5, 1.12, 0.10)
            robot = drive_until_contact(world, (0.5, 1.0, 0.0), 0.6)
            nx, ny, _ = robot.contact
            bearing_rad = math.atan2(-ny, -nx) - robot.pose()[2]
            assert abs(bearing_rad - math.atan2(0.12, 0.19)) < math.radians(1.0)
    """)


def post_contact_only_felt():
    """Drives past the post and checks only that the bumper was pressed."""
    return _weakened("test_glancing_a_post", """
        def test_glancing_a_post():
            world = sim.World(3.0, 2.0)
            world.add_circle(1.5, 1.12, 0.10)
            robot = drive_until_contact(world, (0.5, 1.0, 0.0), 0.6)
            assert robot.bump()
    """)
