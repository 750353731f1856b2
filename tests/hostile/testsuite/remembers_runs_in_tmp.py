# verdict: wrong_answer
# message: slipped through
# Passes on its first run and fails on every later one, counting runs in a file in /tmp. Each run
# is a fresh sandbox with its own /tmp, so every run is "the first" and no mutant is caught.
import os

COUNTER = "/tmp/runs"


def test_only_the_first_run_passes():
    runs = int(open(COUNTER).read()) if os.path.exists(COUNTER) else 0
    with open(COUNTER, "w") as counter:
        counter.write(str(runs + 1))
    assert runs == 0
