"""Prometheus metrics of the process that grades: gradings by outcome and verdict, their duration,
system errors by cause (sandbox failures among them).

They are counted where grading happens: in the API process with the embedded local pool (served
on its /metrics), in each Celery worker with DISPATCHER=celery (served on WORKER_METRICS_PORT).
Processes that fork (a prefork Celery pool, several uvicorn workers) count through prometheus_client's
multiprocess mode: grader.metrics_setup.enable_multiprocess() runs first, in the command that starts them.
"""

from __future__ import annotations

import os

from prometheus_client import CollectorRegistry, Counter, Histogram, multiprocess
from prometheus_client import REGISTRY

from grader.contract import GradingResult

# Grading of one function problem takes tens of ms; a controller problem seconds.
SECONDS_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

GRADINGS = Counter("grader_gradings_total", "Gradings finished by this process, by outcome and verdict",
                   ["outcome", "verdict"])
GRADING_SECONDS = Histogram("grader_grading_seconds", "Wall time of one grading (cases, sandbox, checks)",
                            buckets=SECONDS_BUCKETS)
SYSTEM_ERRORS = Counter("grader_system_errors_total", "Gradings that failed through our fault, by cause",
                        ["cause"])
SANDBOX_FAILURES = Counter("grader_sandbox_failures_total", "Gradings whose sandbox could not start or run")


def system_error_cause(message: str) -> str:
    """sandbox | problem | crash | other, from the graders' system-error messages."""
    text = message.lower()
    if "sandbox" in text or "could not run your tests" in text:
        return "sandbox"
    if "problem" in text or "reference" in text:
        return "problem"
    if "grader failed" in text:
        return "crash"
    return "other"


def observe(result: GradingResult) -> None:
    GRADINGS.labels(result.outcome, result.verdict or "").inc()
    GRADING_SECONDS.observe(result.time_s)
    if result.outcome == "system_error":
        cause = system_error_cause(result.message)
        SYSTEM_ERRORS.labels(cause).inc()
        if cause == "sandbox":
            SANDBOX_FAILURES.inc()


def process_registry() -> CollectorRegistry:
    """What this process (and, in multiprocess mode, its siblings) counted."""
    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        return REGISTRY
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    return registry


def mark_process_dead(pid: int) -> None:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        multiprocess.mark_process_dead(pid)
