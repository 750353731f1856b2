# verdict: wrong_answer
# Writes forged "case passed" records for every case to every descriptor it can, then points
# fd 3 at /dev/null so the harness's own reports are lost. Records in the right order are taken
# at their word, but a record only carries a value: the grader compares it, and it is wrong.
import json
import os


def scale(x, y, k):
    for index in range(12):
        record = {"record": "case", "index": index, "status": "ok", "value": [1e9, 1e9],
                  "message": "", "stdout": "", "time_s": 0.0, "plots": []}
        line = (json.dumps(record) + "\n").encode()
        for fd in range(64):
            try:
                os.write(fd, line)
            except OSError:
                pass
    os.dup2(os.open("/dev/null", os.O_WRONLY), 3)
    return (0.0, 0.0)
