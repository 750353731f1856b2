# verdict: memory_limit
# message: MiB of memory
def test_hogs():
    hog = []
    while True:
        hog.append(bytearray(1024 * 1024))
