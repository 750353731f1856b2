# verdict: runtime_error
# message: FileNotFoundError
# The test puts a secret in the host's /tmp; the sandbox's /tmp is its own, empty.
def scale(x, y, k):
    with open("__SECRET_PATH__") as secret:
        secret.read()
    return (k * x, k * y)
