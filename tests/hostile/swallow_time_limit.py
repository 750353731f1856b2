# verdict: time_limit
# Catches everything, the harness's TimeLimit included, and keeps spinning: RLIMIT_CPU and the
# wall clock must still end it.
import signal


def scale(x, y, k):
    signal.setitimer(signal.ITIMER_PROF, 0)
    while True:
        try:
            while True:
                pass
        except BaseException:
            pass
