# verdict: runtime_error
# A test that forks until it cannot: the sandbox's process limit stops it, the harness reaps
# the children, and the run ends cleanly.
import os


def test_forks():
    while True:
        if os.fork() == 0:
            while True:
                pass
