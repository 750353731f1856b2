"""Rate limits, answered with 429 and Retry-After: sign-in attempts per username and per client
address (against password guessing; sign-ups count against the address too, each costs a password
hash), submissions per learner (against flooding the graders).

Fixed one-minute windows counted per key. With several API processes (DISPATCHER=celery) the
counts live in Redis so every process sees the same ones; the embedded default counts in memory.
A counter store that fails lets requests through: a Redis outage must not lock everyone out.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
from typing import Protocol

import redis
from fastapi import HTTPException

from app.config import Settings

log = logging.getLogger(__name__)

WINDOW_S = 60


def _now() -> float:
    return time.time()  # one place to read the clock (the tests hold it still)


class RateLimited(HTTPException):
    def __init__(self, detail: str, retry_after_s: int):
        super().__init__(status_code=429, detail=detail, headers={"Retry-After": str(retry_after_s)})


class CounterStore(Protocol):
    def hit(self, key: str, window_s: int) -> int:
        """Count one hit in the current window of `key`; return the window's count so far."""


class MemoryCounters:
    def __init__(self) -> None:
        self._counts: dict[tuple[str, int], int] = {}
        self._lock = threading.Lock()

    def hit(self, key: str, window_s: int) -> int:
        window = int(_now() // window_s)
        with self._lock:
            if len(self._counts) > 10_000:  # forget past windows
                self._counts = {k: v for k, v in self._counts.items() if k[1] == window}
            count = self._counts.get((key, window), 0) + 1
            self._counts[(key, window)] = count
        return count


class RedisCounters:
    def __init__(self, url: str) -> None:
        self._redis = redis.Redis.from_url(url, socket_timeout=0.5, socket_connect_timeout=0.5)

    def hit(self, key: str, window_s: int) -> int:
        name = f"ratelimit:{key}:{int(_now() // window_s)}"
        try:
            pipe = self._redis.pipeline()
            pipe.incr(name)
            pipe.expire(name, window_s + 1)
            return int(pipe.execute()[0])
        except redis.RedisError as exc:
            log.warning("rate limits not counted: Redis is unreachable (%s)", type(exc).__name__)
            return 0


class RateLimits:
    def __init__(self, settings: Settings, store: CounterStore):
        self.settings = settings
        self.store = store

    @classmethod
    def from_settings(cls, settings: Settings) -> "RateLimits":
        store = RedisCounters(settings.redis_url) if settings.dispatcher == "celery" else MemoryCounters()
        return cls(settings, store)

    def login(self, username: str, address: str | None) -> None:
        """Before a password is checked: per username (whoever tries it) and per address."""
        name = hashlib.sha256(username.strip().lower().encode("utf-8", "replace")).hexdigest()[:32]
        self._check("login-user", name, self.settings.login_per_minute,
                    "Too many sign-in attempts for this account; wait a minute and try again.")
        self._check("login-address", address or "unknown", self.settings.login_per_minute_per_address,
                    "Too many sign-in attempts from your address; wait a minute and try again.")

    def sign_up(self, address: str | None) -> None:
        """A new account costs a password hash too: sign-ups count against the address's sign-in allowance."""
        self._check("login-address", address or "unknown", self.settings.login_per_minute_per_address,
                    "Too many sign-in attempts from your address; wait a minute and try again.")

    def submission(self, user_id: int) -> None:
        self._check("submit", str(user_id), self.settings.submissions_per_minute,
                    "You are submitting faster than we grade for one learner; wait a minute and try again.")

    def _check(self, rule: str, key: str, limit: int, detail: str) -> None:
        if limit <= 0:
            return
        if self.store.hit(f"{rule}:{key}", WINDOW_S) > limit:
            from app import metrics

            metrics.RATE_LIMITED.labels(rule).inc()
            raise RateLimited(detail, retry_after_s=WINDOW_S - int(_now()) % WINDOW_S)
