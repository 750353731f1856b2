# verdict: runtime_error
def scale(x, y, k):
    return scale(x, y, k)
