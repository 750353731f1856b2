"""/metrics in the Prometheus text format.

Grading as a whole is read from the database at scrape time, because with Celery it happens in
other processes and on other machines: whichever API process answers, it gives the same totals.
The totals and the latency histogram are kept as results are recorded (app.services.grading_counts,
a few dozen rows), and the queue is counted through the index on status, so a scrape costs the same
over a thousand submissions or a million.
  grading_queue_depth{state}           submissions queued / running now
  grading_broker_queue_depth           messages waiting in the broker (or the local pool)
  grading_submissions_total{status,verdict}  final results: graded (with verdict), ungradable, system_error
  grading_retries_total                gradings done again (a crashed or lost worker, a system error)
  grading_latency_seconds              histogram, acceptance to recorded result, as the learner waits
  grading_database_up / grading_sandbox_available{backend}
  rig_in_service{rig} / rig_busy{rig}  the connected Pico test rigs (app/services/rig_registry.py)
  rig_queue_depth                      replays waiting for a rig
What this process counted itself follows (grader/metrics.py: gradings, their duration, sandbox
failures, when the local pool grades here; api_rate_limited_total).
"""

from __future__ import annotations

import logging

from prometheus_client import CollectorRegistry, Counter, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily
from sqlalchemy import func, select
from sqlalchemy.exc import SQLAlchemyError

from app.models import Submission
from app.services import grading_counts, rig_registry, rig_runs
from app.services.submissions import PENDING
from grader.metrics import process_registry
from grader.sandbox import availability

log = logging.getLogger(__name__)

# The queue right now, counted through ix_submissions_status: it reads only the few pending rows.
PENDING_COUNTS = (select(Submission.status, func.count()).where(Submission.status.in_(PENDING))
                  .group_by(Submission.status))

RATE_LIMITED = Counter("api_rate_limited_total", "Requests refused with 429, by rule", ["rule"])


class GradingCollector:
    def __init__(self, platform):
        self.platform = platform

    def collect(self):
        up = GaugeMetricFamily("grading_database_up", "1 when the database answered this scrape")
        try:
            families = self._from_database()
            up.add_metric([], 1)
        except SQLAlchemyError as exc:
            log.warning("metrics: the database is unreachable (%s)", type(exc).__name__)
            families = []
            up.add_metric([], 0)
        yield up
        yield from families
        depth = self.platform.dispatcher.queue_depth()
        if depth >= 0:
            broker = GaugeMetricFamily("grading_broker_queue_depth", "Messages waiting for a grading worker")
            broker.add_metric([], depth)
            yield broker
        ok, backend, _reason = availability()
        sandbox = GaugeMetricFamily("grading_sandbox_available", "1 when this process can start a sandbox",
                                    labels=["backend"])
        sandbox.add_metric([backend], 1 if ok else 0)
        yield sandbox

    def _from_database(self) -> list:
        with self.platform.database.session() as db:
            rigs = _rig_families(rig_registry.connected(db), rig_runs.queued_count(db))
            pending = dict(db.execute(PENDING_COUNTS).all())
            totals = grading_counts.read(db)
        queue = GaugeMetricFamily("grading_queue_depth", "Submissions waiting or being graded", labels=["state"])
        for state in PENDING:
            queue.add_metric([state], pending.get(state, 0))
        results = CounterMetricFamily("grading_submissions", "Submissions with a final result", labels=["status", "verdict"])
        for (status, verdict), count in sorted(totals.results.items()):
            results.add_metric([status, verdict], count)
        retries = CounterMetricFamily("grading_retries", "Gradings done again after a crash, a lost worker or a system error")
        retries.add_metric([], totals.retries)
        histogram = HistogramMetricFamily("grading_latency_seconds", "From acceptance to the recorded result",
                                          buckets=totals.latency_buckets, sum_value=totals.latency_sum_s)
        return [queue, results, retries, histogram, *rigs]


def _rig_families(connected: list[dict], queued: int) -> list:
    """Whichever process drives the rigs (the rig worker, or an API process with RIG/RIGS)."""
    in_service = GaugeMetricFamily("rig_in_service", "1 when the rig passes its health check", labels=["rig"])
    busy = GaugeMetricFamily("rig_busy", "1 while the rig runs a job", labels=["rig"])
    queue = GaugeMetricFamily("rig_queue_depth", "Replays waiting for a rig")
    for rig in connected:
        in_service.add_metric([rig["name"]], 1 if rig["in_service"] else 0)
        busy.add_metric([rig["name"]], 1 if rig["busy"] else 0)
    queue.add_metric([], queued)
    return [in_service, busy, queue]


def render(platform) -> bytes:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(GradingCollector(platform))
    return generate_latest(registry) + generate_latest(process_registry())
