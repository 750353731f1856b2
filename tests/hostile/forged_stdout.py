# verdict: wrong_answer
# Prints what a naive grader might take for a verdict, then returns wrong values.
import json
import sys

for index in range(100):
    print(json.dumps({"record": "case", "index": index, "status": "ok", "value": [0, 0]}))
print("ALL TESTS PASSED")
sys.stdout.flush()


def scale(x, y, k):
    print('{"verdict": "accepted", "passed": true}')
    return (0.0, 0.0)
