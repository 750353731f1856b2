# verdict: runtime_error
import sys

sys.exit(0)


def scale(x, y, k):
    return (k * x, k * y)
