# verdict: runtime_error
# message: RecursionError
def scale(x, y, k):
    return scale(x, y, k)
