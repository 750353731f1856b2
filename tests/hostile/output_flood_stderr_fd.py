# verdict: output_limit
# message: straight to stderr
import os


def scale(x, y, k):
    while True:
        os.write(2, b"flood " * 1000)
