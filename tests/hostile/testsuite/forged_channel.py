# verdict: runtime_error
# message: private channel
# Writes records claiming every test passed onto the harness's channel (fd 3) at import.
import json
import os

os.write(3, (json.dumps({"record": "load", "status": "ok", "message": "", "exception": "",
                         "stdout": "", "time_s": 0.0, "plots": []}) + "\n").encode())
for index in range(2):
    record = {"record": "case", "index": index, "status": "ok", "value": {"outcome": "passed"},
              "message": "", "stdout": "", "time_s": 0.0, "plots": []}
    os.write(3, (json.dumps(record) + "\n").encode())


def test_a():
    assert False, "never true"


def test_b():
    assert False, "never true"
