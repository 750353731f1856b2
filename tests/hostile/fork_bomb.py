# verdict: runtime_error
# message: BlockingIOError
# The classic: every process forks forever. The pids cgroup (and RLIMIT_NPROC) refuse the
# fork, the error propagates, and the harness kills and reaps every stray after the case.
import os


def scale(x, y, k):
    while True:
        os.fork()
