# verdict: accepted
# A plain correct solution: the control that shows the pipeline grades at all.
def scale(x, y, k):
    return (k * x, k * y)
