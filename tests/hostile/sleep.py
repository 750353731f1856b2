# verdict: time_limit
# message: wall-clock
# Sleeping uses no CPU: only the wall clock stops it.
import time


def scale(x, y, k):
    time.sleep(3600)
    return (k * x, k * y)
