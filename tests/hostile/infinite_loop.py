# verdict: time_limit
def scale(x, y, k):
    while True:
        pass
