# verdict: runtime_error
# message: OSError
# /tmp is private to the run and size-capped; RLIMIT_FSIZE caps each file.
def scale(x, y, k):
    with open("/tmp/fill", "wb") as fill:
        while True:
            fill.write(b"\0" * (1024 * 1024))
