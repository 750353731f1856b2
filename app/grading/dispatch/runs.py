"""Where a Run (the visible examples, at the press of a button) is carried out: never on a web
worker's thread. The embedded default hands it to the same fair pool as the gradings and awaits
its future; with Celery it goes to the workers' `runs` queue and the reply comes back on Redis.
Either way the request waits without holding a thread."""

from __future__ import annotations

import asyncio
import uuid
from concurrent.futures import Future
from typing import Callable, Hashable, Protocol

from grader.contract import GradingResult
from grader.grade import run_examples
from grader.problem import Problem


class RunUnavailable(Exception):
    """The Run could not be carried out in time (the graders are busy or out of reach)."""


class Runner(Protocol):
    async def run(self, owner: Hashable, problem: Problem, code: str, timeout_s: float) -> GradingResult: ...

    def stop(self) -> None: ...


class LocalRunner:
    """Runs in a fair pool of this process (the grading pool's, or one of its own)."""

    def __init__(self, submit: Callable[[Hashable, Callable[[], GradingResult]], Future], max_code_bytes: int,
                 on_stop: Callable[[], None] = lambda: None):
        self._submit, self._max_code_bytes, self._on_stop = submit, max_code_bytes, on_stop

    async def run(self, owner: Hashable, problem: Problem, code: str, timeout_s: float) -> GradingResult:
        try:
            future = self._submit(owner, lambda: run_examples(problem, code, max_code_bytes=self._max_code_bytes))
        except RuntimeError as exc:  # the pool is stopping
            raise RunUnavailable(str(exc)) from None
        try:
            return await asyncio.wait_for(asyncio.wrap_future(future), timeout_s)
        except asyncio.TimeoutError:
            future.cancel()  # still waiting for a thread: never start it
            raise RunUnavailable("the graders are busy") from None

    def stop(self) -> None:
        self._on_stop()


def reply_key() -> str:
    return f"run-reply:{uuid.uuid4().hex}"
