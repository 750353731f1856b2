"""The web layer's own defences, as plain ASGI middleware so they see every request, including
the ones no route handles: a streaming body limit, security headers and caching rules, and
redirects that never take their host from the request."""

from __future__ import annotations

import json
from typing import Iterable
from urllib.parse import quote

from fastapi import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY_BYTES = 1024 * 1024


async def _send_json(send: Send, status: int, detail: str, headers: Iterable[tuple[bytes, bytes]] = ()) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            *headers]})
    await send({"type": "http.response.body", "body": body})


class BodySizeLimit:
    """Refuses a body over `max_bytes` as its bytes arrive: by its Content-Length before reading
    anything, and, for a chunked body (no length), as soon as the running count passes the limit,
    so no request can make the server hold more than the limit plus one chunk."""

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES):
        self.app, self.max_bytes = app, max_bytes

    def _detail(self) -> str:
        return f"Request body is limited to {self.max_bytes // 1024} KiB."

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_bytes):
            return await _send_json(send, 413, self._detail(), [(b"connection", b"close")])
        received = 0
        started = False

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    # FastAPI turns other errors while reading a body into a 400; this it re-raises.
                    raise HTTPException(413, self._detail())
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except HTTPException as exc:  # raised where nothing turned it into a response
            if exc.status_code != 413 or started:
                raise
            await _send_json(send, 413, self._detail(), [(b"connection", b"close")])


def content_security_policy(frame_ancestors: list[str]) -> str:
    """No inline or foreign script (every script is a file under /static); styles may be inline
    (KaTeX and Chart.js write style attributes); pages may be framed only by this site and the
    named origins (an LMS, for LTI launches). 'wasm-unsafe-eval' lets Run's worker compile the
    vendored Pyodide's WebAssembly (it allows no eval of script)."""
    return "; ".join([
        "default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:", "font-src 'self' data:", "connect-src 'self'", "worker-src 'self'",
        "object-src 'none'", "base-uri 'none'", "form-action 'self'",
        "frame-ancestors " + " ".join(["'self'", *frame_ancestors]),
    ])


class SecurityHeaders:
    """One place for the headers every response carries, and `Cache-Control: no-store` on all
    but the static files: pages and JSON may hold a learner's code, results or a class roster."""

    def __init__(self, app: ASGIApp, frame_ancestors: list[str], hsts: bool):
        self.app = app
        self.headers = [
            (b"content-security-policy", content_security_policy(frame_ancestors).encode()),
            (b"x-content-type-options", b"nosniff"),
            (b"referrer-policy", b"same-origin"),
            (b"cross-origin-opener-policy", b"same-origin"),
            # with COOP, what makes a page cross-origin isolated: Run's worker may then share memory
            # with it, to stop a learner's endless loop in place (grader/browser/interrupt.py)
            (b"cross-origin-embedder-policy", b"require-corp"),
            (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), usb=(), serial=()"),
        ]
        if hsts:
            self.headers.append((b"strict-transport-security", b"max-age=31536000"))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        static = scope["path"].startswith("/static/")

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != b"cache-control" or static]
                own = {k.lower() for k, _ in headers}  # a page that sets its own policy (LTI's deep-link reply) keeps it
                headers += [(k, v) for k, v in self.headers if k not in own]
                if not static:
                    headers.append((b"cache-control", b"no-store"))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)


class RelativeSlashRedirect:
    """`/problems/` -> `/problems`, with a relative Location: Starlette's own redirect spells
    out the host the request named, which a forged Host header would choose."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] == "http" and len(path) > 1 and path.endswith("/") and scope["method"] in ("GET", "HEAD"):
            target = quote("/" + path.strip("/"))
            if scope.get("query_string"):
                target += "?" + scope["query_string"].decode("latin-1")
            await send({"type": "http.response.start", "status": 308,
                        "headers": [(b"location", target.encode("utf-8", "replace")), (b"content-length", b"0")]})
            await send({"type": "http.response.body", "body": b""})
            return
        await self.app(scope, receive, send)
