"""Memory cannot be exhausted without signing in: a body over the limit is refused as it arrives,
whether it says its length or not (chunked), on any route, against the real server."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from urllib.parse import urlparse

import pytest

from app.middleware import MAX_BODY_BYTES, BodySizeLimit
from tests.utils.factories import FIXTURE_PROBLEMS
from tests.utils.live_server import start_server, stop_server

CHUNK = b"x" * 65536
HOSTILE_TOTAL = 200 * 1024 * 1024


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    live = start_server(tmp_path_factory.mktemp("body"), {"PROBLEMS_DIR": str(FIXTURE_PROBLEMS), "GRADER_WORKERS": "1"})
    yield live
    stop_server(live)


def chunked_flood(url: str, path: str, content_type: str) -> tuple[bytes, int]:
    """Sends up to 200 MiB as chunks without a length; returns (the answer, bytes sent)."""
    parsed = urlparse(url)
    sent = 0
    with socket.create_connection((parsed.hostname, parsed.port), timeout=30) as sock:
        sock.sendall(f"POST {path} HTTP/1.1\r\nHost: {parsed.hostname}\r\nContent-Type: {content_type}\r\n"
                     "Transfer-Encoding: chunked\r\n\r\n".encode())
        sock.settimeout(0.0)
        answer = b""
        try:
            while sent < HOSTILE_TOTAL and b"\r\n\r\n" not in answer:
                try:
                    answer += sock.recv(65536)
                except BlockingIOError:
                    pass
                try:
                    sock.settimeout(5)
                    sock.sendall(b"%x\r\n%s\r\n" % (len(CHUNK), CHUNK))
                    sent += len(CHUNK)
                finally:
                    sock.settimeout(0.0)
        except (BrokenPipeError, ConnectionResetError):
            pass
        sock.settimeout(10)
        deadline = time.monotonic() + 10
        while b"\r\n\r\n" not in answer and time.monotonic() < deadline:
            try:
                data = sock.recv(65536)
            except (ConnectionResetError, TimeoutError):
                break
            if not data:
                break
            answer += data
    return answer, sent


FORM = "application/x-www-form-urlencoded"


@pytest.mark.parametrize("path, content_type, status", [
    ("/api/auth/login", "application/json", b"413"),
    ("/login", FORM, b"413"),
    ("/api/problems/scale-a-vector/run", "application/json", b"413"),  # read before the sign-in check
    ("/nowhere", "application/json", b"404"),
])
def test_a_chunked_body_past_the_limit_is_refused_before_it_is_all_read(server, path, content_type, status):
    answer, sent = chunked_flood(server.url, path, content_type)
    assert answer.startswith(b"HTTP/1.1 " + status), answer[:200]
    assert sent < 16 * MAX_BODY_BYTES, f"the server read {sent} bytes before refusing"
    assert server.health()["status"] == "ok"


def test_a_declared_length_past_the_limit_is_refused_without_reading(server):
    parsed = urlparse(server.url)
    with socket.create_connection((parsed.hostname, parsed.port), timeout=10) as sock:
        sock.sendall(f"POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {HOSTILE_TOTAL}\r\n\r\n".encode())
        assert sock.recv(4096).startswith(b"HTTP/1.1 413")


def test_the_middleware_stops_reading_at_the_first_chunk_past_the_limit():
    chunks_read = 0

    async def app(scope, receive, send):
        while (await receive()).get("more_body"):
            pass
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    async def receive():
        nonlocal chunks_read
        chunks_read += 1
        return {"type": "http.request", "body": CHUNK, "more_body": True}

    sent = []

    async def send(message):
        sent.append(message)

    limit = BodySizeLimit(app, max_bytes=10 * len(CHUNK))
    scope = {"type": "http", "headers": [], "path": "/", "method": "POST"}
    # Its own thread and loop: a browser test's Playwright may hold this thread's loop.
    runner = threading.Thread(target=lambda: asyncio.run(limit(scope, receive, send)))
    runner.start()
    runner.join(10)
    assert chunks_read == 11 and sent[0]["status"] == 413
