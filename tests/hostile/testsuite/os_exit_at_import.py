# verdict: runtime_error
# message: exit status 0
# Ends the process outright at import: no load record, no test.
import os

os._exit(0)


def test_never_runs():
    assert True
