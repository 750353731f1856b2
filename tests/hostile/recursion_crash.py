# verdict: runtime_error
# message: segmentation fault
# Raises the recursion limit and recurses through C (repr calls __repr__ calls repr ...) until
# the C stack overflows: the interpreter dies of SIGSEGV.
import sys

sys.setrecursionlimit(10**7)


class Deeper:
    def __init__(self, depth):
        self.depth = depth

    def __repr__(self):
        return repr(Deeper(self.depth + 1))


def scale(x, y, k):
    return repr(Deeper(0))
