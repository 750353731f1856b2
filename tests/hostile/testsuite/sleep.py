# verdict: time_limit
# message: wall-clock
# Sleeping uses no CPU: only the run's wall clock stops it.
import time


def test_sleeps():
    time.sleep(3600)
