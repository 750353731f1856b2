"""Rate limits, answered with 429 and Retry-After: sign-ins per client address (sign-ups count
too: each costs a password hash), failed sign-ins per account (from one address, and from browsers
that never signed in to it: a guesser is slowed, the owner's own browser is not), submissions and
Runs per learner (against flooding the graders), and a cap on a learner's Runs in flight.

Fixed windows counted per key. With several API processes (DISPATCHER=celery) the
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
DRAFTS_PER_MINUTE = 120
ACCOUNT_WINDOW_S = 15 * 60


def _now() -> float:
    return time.time()  # one place to read the clock (the tests hold it still)


class RateLimited(HTTPException):
    def __init__(self, detail: str, retry_after_s: int):
        super().__init__(status_code=429, detail=detail, headers={"Retry-After": str(retry_after_s)})


class CounterStore(Protocol):
    def hit(self, key: str, window_s: int) -> int:
        """Count one hit in the current window of `key`; return the window's count so far."""

    def count(self, key: str, window_s: int) -> int:
        """The current window's count of `key`, without adding to it."""

    def acquire(self, key: str, limit: int, ttl_s: int) -> bool:
        """Take one of `limit` slots of `key` (held at most ttl_s); False when all are taken."""

    def release(self, key: str) -> None:
        """Give a slot of `key` back."""


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

    def count(self, key: str, window_s: int) -> int:
        with self._lock:
            return self._counts.get((key, int(_now() // window_s)), 0)

    def acquire(self, key: str, limit: int, ttl_s: int) -> bool:
        with self._lock:
            held = self._counts.get((key, -1), 0)
            if held >= limit:
                return False
            self._counts[(key, -1)] = held + 1  # window -1: slots, never forgotten as past windows
            return True

    def release(self, key: str) -> None:
        with self._lock:
            held = self._counts.get((key, -1), 0)
            if held <= 1:
                self._counts.pop((key, -1), None)
            else:
                self._counts[(key, -1)] = held - 1


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

    def count(self, key: str, window_s: int) -> int:
        try:
            return int(self._redis.get(f"ratelimit:{key}:{int(_now() // window_s)}") or 0)
        except redis.RedisError as exc:
            log.warning("rate limits not read: Redis is unreachable (%s)", type(exc).__name__)
            return 0

    def acquire(self, key: str, limit: int, ttl_s: int) -> bool:
        """A counter with a time to live: a process that dies holding slots frees them by then."""
        name = f"slots:{key}"
        try:
            pipe = self._redis.pipeline()
            pipe.incr(name)
            pipe.expire(name, ttl_s)
            if int(pipe.execute()[0]) <= limit:
                return True
            self._redis.decr(name)
            return False
        except redis.RedisError as exc:
            log.warning("run slots not counted: Redis is unreachable (%s)", type(exc).__name__)
            return True

    def release(self, key: str) -> None:
        try:
            if int(self._redis.decr(f"slots:{key}")) < 0:
                self._redis.delete(f"slots:{key}")
        except redis.RedisError:
            pass


class RateLimits:
    def __init__(self, settings: Settings, store: CounterStore):
        self.settings = settings
        self.store = store

    @classmethod
    def from_settings(cls, settings: Settings) -> "RateLimits":
        store = RedisCounters(settings.redis_url) if settings.dispatcher == "celery" else MemoryCounters()
        return cls(settings, store)

    def before_sign_in(self, username: str, address: str | None, trusted_device: bool) -> None:
        """Before a password is checked. Refused (429) when this address signs in too often; and,
        for a browser that never signed in to the account, when the account failed too often
        from this address in the last minute or from anywhere in the last quarter hour. A
        browser that did sign in to it before (its device cookie) is not held back by the
        account's failures: the owner is never locked out by a guesser, even one on the same
        classroom network."""
        account = _account_key(username)
        self._check("login-address", address or "unknown", self.settings.login_per_minute_per_address,
                    "Too many sign-in attempts from your address; wait a minute and try again.")
        if trusted_device:
            return
        self._refuse_over("login-fail", f"{account}:{address or 'unknown'}", WINDOW_S,
                          self.settings.login_per_minute,
                          "Too many failed sign-ins for this account; wait a minute and try again.")
        self._refuse_over("login-fail-account", account, ACCOUNT_WINDOW_S,
                          self.settings.login_failures_per_account,
                          "This account has had many failed sign-ins; for now it accepts them only from "
                          "browsers that signed in to it before. Wait a few minutes and try again.")

    def failed_sign_in(self, username: str, address: str | None) -> None:
        account = _account_key(username)
        self.store.hit(f"login-fail:{account}:{address or 'unknown'}", WINDOW_S)
        self.store.hit(f"login-fail-account:{account}", ACCOUNT_WINDOW_S)

    def sign_up(self, address: str | None) -> None:
        """A new account costs a password hash too: sign-ups count against the address's sign-in allowance."""
        self._check("login-address", address or "unknown", self.settings.login_per_minute_per_address,
                    "Too many sign-in attempts from your address; wait a minute and try again.")

    def submission(self, user_id: int) -> None:
        self._check("submit", str(user_id), self.settings.submissions_per_minute,
                    "You are submitting faster than we grade for one learner; wait a minute and try again.")

    def run(self, user_id: int) -> None:
        self._check("run", str(user_id), self.settings.runs_per_minute,
                    "You are pressing Run faster than we run code for one learner; wait a minute and try again.")

    def draft(self, user_id: int) -> None:
        """Drafts are saved a second or two after typing stops: far fewer than this a minute."""
        self._check("draft", str(user_id), DRAFTS_PER_MINUTE,
                    "Your draft is being saved faster than it can change; it will be saved again shortly.")

    def run_slot(self, user_id: int, ttl_s: int) -> "RunSlot":
        """One of the learner's few Runs in flight, given back when the Run ends (429 when none is free)."""
        key = f"run:{user_id}"
        limit = self.settings.max_runs_in_flight
        if limit > 0 and not self.store.acquire(key, limit, ttl_s):
            from app import metrics

            metrics.RATE_LIMITED.labels("run-in-flight").inc()
            raise RateLimited(f"You already have {limit} Runs in progress; wait for their results.", retry_after_s=2)
        return RunSlot(self.store, key if limit > 0 else None)

    def _refuse_over(self, rule: str, key: str, window_s: int, limit: int, detail: str) -> None:
        if limit > 0 and self.store.count(f"{rule}:{key}", window_s) >= limit:
            from app import metrics

            metrics.RATE_LIMITED.labels(rule).inc()
            raise RateLimited(detail, retry_after_s=window_s - int(_now()) % window_s)

    def _check(self, rule: str, key: str, limit: int, detail: str) -> None:
        if limit <= 0:
            return
        if self.store.hit(f"{rule}:{key}", WINDOW_S) > limit:
            from app import metrics

            metrics.RATE_LIMITED.labels(rule).inc()
            raise RateLimited(detail, retry_after_s=WINDOW_S - int(_now()) % WINDOW_S)


class RunSlot:
    def __init__(self, store: CounterStore, key: str | None):
        self._store, self._key = store, key

    def __enter__(self) -> "RunSlot":
        return self

    def __exit__(self, *exc_info) -> None:
        if self._key is not None:
            self._store.release(self._key)
            self._key = None


def _account_key(username: str) -> str:
    return hashlib.sha256(username.strip().lower().encode("utf-8", "replace")).hexdigest()[:32]
