# verdict: runtime_error
# message: FileNotFoundError
# Writing into the sandbox's own /tmp works and vanishes with it; the host's folders are absent.
def scale(x, y, k):
    with open("/tmp/harmless", "w") as inside:
        inside.write("stays in the sandbox")
    with open("__HOST_DIR__/pwned", "w") as outside:
        outside.write("escaped")
    return (k * x, k * y)
