# verdict: output_limit
# message: straight to stdout
# Bypasses print() (which the harness captures) and writes to fd 1 itself.
import os


def scale(x, y, k):
    while True:
        os.write(1, b"flood " * 1000)
