# verdict: time_limit
# message: s of CPU time
def scale(x, y, k):
    while True:
        pass
