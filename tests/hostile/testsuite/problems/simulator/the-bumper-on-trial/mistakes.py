"""The fixture's one weak suite: it never looks at the clock."""

from grader.testsuite.suites import reference_suite, swap_test


def never_checks_the_clock():
    return swap_test(reference_suite(__file__), "test_the_clock_moves", "")
