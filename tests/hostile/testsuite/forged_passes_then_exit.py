# verdict: wrong_answer
# message: slipped through
# The first test writes a clean "passed" record for every test, then ends the program before the
# harness can write its own. The forgery is read as written, in every run alike: the true
# simulator's run passes, and so does every mutant's. Forging cannot tell the runs apart.
import json
import os


def test_a():
    for index in range(2):
        record = {"record": "case", "index": index, "status": "ok", "value": {"outcome": "passed"},
                  "message": "", "stdout": "", "time_s": 0.0, "plots": []}
        os.write(3, (json.dumps(record) + "\n").encode())
    os._exit(0)


def test_b():
    assert False
