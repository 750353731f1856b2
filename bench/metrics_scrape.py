"""A /metrics scrape over 100,000 and over 1,000,000 submissions on PostgreSQL (target: under 50 ms
at both sizes). The totals and the latency histogram come from the counts kept as results are
recorded (app.services.grading_counts), the queue from the index on status. The database is the
dashboard benchmark's (bench/dashboard.py: seeded in SQL, the counts rebuilt from the submissions as
revision 0009 back-fills them), with a backlog of queued and running submissions added so the queue
gauges have something to count.
"""

from __future__ import annotations

import statistics
from typing import Any

from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import create_engine, text
from sqlalchemy.dialects import postgresql

from app.config import Settings
from app.main import create_app
from app.metrics import PENDING_COUNTS
from bench import dashboard

BACKLOG = {"queued": 200, "running": 20}


def _add_backlog(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as connection:
        for status, count in BACKLOG.items():
            connection.execute(text("""
                INSERT INTO submissions (user_id, problem_id, problem_version, code, seed, status, message,
                                         grading_attempts, created_at)
                SELECT user_id, problem_id, problem_version, code, seed, :status, '', 0, now()
                FROM submissions LIMIT :count"""), {"status": status, "count": count})
        connection.execute(text("ANALYZE submissions"))
    engine.dispose()


def _queue_plan(url: str) -> str:
    """How PostgreSQL counts the queue (EXPLAIN ANALYZE of the collector's own query)."""
    query = str(PENDING_COUNTS.compile(dialect=postgresql.dialect(), compile_kwargs={"literal_binds": True}))
    engine = create_engine(url)
    with engine.connect() as connection:
        plan = connection.execute(text(f"EXPLAIN (ANALYZE, FORMAT JSON) {query}")).scalar_one()[0]
    engine.dispose()
    nodes, node = [], plan["Plan"]
    while node:
        nodes.append(node["Node Type"] + (f" using {node['Index Name']}" if "Index Name" in node else ""))
        node = (node.get("Plans") or [None])[0]
    return f"{' <- '.join(nodes)}, {plan['Execution Time']:.2f} ms"


def _samples(body: str) -> dict[tuple[str, tuple], float]:
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(body) for sample in family.samples}


def _check(body: str, graded: int) -> None:
    """The scrape reports the seeded submissions, so what is timed is the real answer."""
    samples = _samples(body)
    totals = sum(value for (name, _), value in samples.items() if name == "grading_submissions_total")
    queue = {dict(labels)["state"]: value for (name, labels), value in samples.items() if name == "grading_queue_depth"}
    if totals != graded or samples[("grading_latency_seconds_count", ())] != graded or queue != BACKLOG:
        raise AssertionError(f"/metrics reports {totals:.0f} results and the queue {queue}, "
                             f"seeded {graded} and {BACKLOG}")


def measure(submissions: int, rounds: int = 30) -> dict[str, Any]:
    with dashboard.seeded(submissions=submissions) as world:
        _add_backlog(world.url)
        plan = _queue_plan(world.url)
        # APP_ENV=test, as deployed: development's reload would stat every problem file per request
        settings = Settings(database_url=world.url, dispatcher="none", app_env="test")
        with TestClient(create_app(settings)) as client:
            times_s = dashboard.time_get(client, "/metrics", rounds)
            _check(client.get("/metrics").text, submissions)
    return {"submissions": submissions, "median_ms": 1000 * statistics.median(times_s),
            "p95_ms": 1000 * statistics.quantiles(times_s, n=20)[-1], "queue_plan": plan}
