"""A controller session's two processes on one core.

A pass is a round trip between this process (the simulator) and the sandboxed controller, and
the two take turns: neither runs while the other does. On one core the hand-over costs a few
microseconds; across cores every wake-up is an inter-processor interrupt, which on a virtual
machine costs 50 to 80 us (measured here with two bare processes over pipes: 8 us a round trip
on one core, 57 to 85 us across), and a submission makes 15,000 of them. So the grading thread
is pinned to one core for the session, and the sandbox it starts inherits the mask.

Threads of one process grading at once (the embedded pool) are spread over the cores, the
least used first, so two sessions do not queue on one core while another is idle.
"""

from __future__ import annotations

import os
import threading
from collections import Counter
from contextlib import contextmanager
from typing import Iterator

_lock = threading.Lock()
_sessions_on: Counter[int] = Counter()


def _least_used(allowed: list[int]) -> int:
    with _lock:
        core = min(allowed, key=lambda cpu: (_sessions_on[cpu], cpu))
        _sessions_on[core] += 1
        return core


def _release(core: int) -> None:
    with _lock:
        _sessions_on[core] -= 1


@contextmanager
def on_one_core() -> Iterator[int | None]:
    """Pin this thread (Linux: pid 0 is the calling thread, not the process) while inside."""
    allowed = sorted(os.sched_getaffinity(0))
    if len(allowed) < 2:
        yield None
        return
    core = _least_used(allowed)
    try:
        os.sched_setaffinity(0, {core})
    except OSError:  # a container's cpuset may refuse: run unpinned, only slower
        _release(core)
        yield None
        return
    try:
        yield core
    finally:
        os.sched_setaffinity(0, allowed)
        _release(core)
