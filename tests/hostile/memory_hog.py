# verdict: memory_limit
# message: MiB of memory
def scale(x, y, k):
    hog = []
    while True:
        hog.append(bytearray(1024 * 1024))
