# verdict: runtime_error
# message: SystemExit
# Exits while the file is imported: no test runs.
import sys

sys.exit(0)


def test_never_runs():
    assert True
