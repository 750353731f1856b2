# verdict: runtime_error
# message: private channel
# Writes records claiming every case passed straight onto the harness's channel (fd 3).
import json
import os

os.write(3, (json.dumps({"record": "load", "status": "ok", "message": "", "exception": "",
                         "stdout": "", "time_s": 0.0, "plots": []}) + "\n").encode())
for index in range(100):
    record = {"record": "case", "index": index, "status": "ok", "value": [0.0, 0.0],
              "message": "", "stdout": "", "time_s": 0.0, "plots": []}
    os.write(3, (json.dumps(record) + "\n").encode())


def scale(x, y, k):
    return (0.0, 0.0)
