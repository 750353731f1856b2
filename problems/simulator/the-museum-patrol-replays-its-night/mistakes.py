"""Weak suites a learner would write: each function returns a whole submission, the reference
suite with one test weakened or left out (see grader/testsuite/__init__.py for the format)."""

from grader.testsuite.suites import reference_suite, swap_test


def _weakened(test: str, replacement: str) -> str:
    return swap_test(reference_suite(__file__), test, replacement)


def compares_a_log_with_itself():
    """Replays one run and compares its log with itself: always equal."""
    return _weakened("test_same_seed_same_log", """
        def test_same_seed_same_log():
            log = patrol_run(7)[1]
            assert log.to_csv() == log.to_csv()
    """)


def never_changes_the_seed():
    """Checks the replay, never that another seed changes the noise."""
    return _weakened("test_another_seed_other_noise", "")


def clock_compared_with_a_tolerance():
    """Counts the rows, then compares the clock within 1e-9 s, where a float sum also passes."""
    return _weakened("test_the_clock_counts_exactly", """
        def test_the_clock_counts_exactly():
            robot, log = patrol_run(7)
            assert len(log.rows) == 410
            assert abs(robot.now_s() - 8.2) < 1e-9
    """)


def stop_never_measured():
    """Checks no bump and the speed limit, but never where the robot stopped."""
    return _weakened("test_stops_short_of_the_plinth", """
        def test_stops_short_of_the_plinth():
            robot, log = patrol_run(7)
            assert robot.bumps == 0
            assert max(max(row[4], row[5]) for row in log.rows) <= 0.305
    """)
