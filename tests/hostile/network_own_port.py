# verdict: runtime_error
# message: ConnectionRefusedError
# The grader's own server listens on 127.0.0.1 (the test starts one on __PORT__); the sandbox
# has its own empty network namespace, so nothing answers.
import socket


def scale(x, y, k):
    with socket.create_connection(("127.0.0.1", __PORT__), timeout=2) as connection:
        connection.sendall(b"GET / HTTP/1.0\r\n\r\n")
    return (k * x, k * y)
