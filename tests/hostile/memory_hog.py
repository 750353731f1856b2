# verdict: memory_limit
def scale(x, y, k):
    hog = []
    while True:
        hog.append(bytearray(1024 * 1024))
