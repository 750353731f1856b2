"""/metrics in the Prometheus text format: queue depth, verdicts, latency, sandbox failures."""

import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy.exc import OperationalError

from app.main import create_app
from grader import metrics as grader_metrics
from grader.contract import GradingResult
from app.services import rig_registry, rig_runs
from tests.utils.client import sign_up, submit
from tests.utils.factories import a_submission

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
ADDS = "def scale(x, y, k):\n    return (x + k, y + k)\n"


def _samples(text: str) -> dict[tuple[str, tuple], float]:
    samples = {}
    for family in text_string_to_metric_families(text):  # also checks the format
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def _counter(name: str, **labels) -> float:
    from prometheus_client import REGISTRY

    return REGISTRY.get_sample_value(name, labels) or 0.0


@pytest.mark.sandbox
def test_metrics_count_the_queue_verdicts_and_latency(database_url, make_settings):
    accepted_before = _counter("grader_gradings_total", outcome="graded", verdict="accepted")
    with TestClient(create_app(make_settings(database_url))) as client:
        sign_up(client, "ada")
        submit(client, "scale-a-vector", CORRECT)
        submit(client, "scale-a-vector", ADDS)
        client.post("/api/problems/scale-a-vector/submissions", json={"code": "def scale(:\n"})
        client.app.state.platform.dispatcher.stop()  # nothing more graded: what is queued stays queued
        client.post("/api/problems/scale-a-vector/submissions", json={"code": CORRECT})
        response = client.get("/metrics")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/plain")
    samples = _samples(response.text)
    assert samples[("grading_database_up", ())] == 1
    assert samples[("grading_queue_depth", (("state", "queued"),))] >= 1
    assert samples[("grading_submissions_total", (("status", "graded"), ("verdict", "accepted")))] == 1
    assert samples[("grading_submissions_total", (("status", "graded"), ("verdict", "wrong_answer")))] == 1
    buckets = {labels: value for (name, labels), value in samples.items() if name == "grading_latency_seconds_bucket"}
    assert buckets[(("le", "+Inf"),)] >= 2 and buckets[(("le", "30.0"),)] >= 2
    assert samples[("grading_latency_seconds_count", ())] >= 2
    assert [value for (name, _), value in samples.items() if name == "grading_sandbox_available"] == [1]
    # What this process graded itself (the embedded local pool).
    assert samples[("grader_gradings_total", (("outcome", "graded"), ("verdict", "accepted")))] >= accepted_before + 1
    assert samples[("grader_grading_seconds_count", ())] >= 2
    assert ("grader_sandbox_failures_total", ()) in samples


def test_a_sandbox_that_fails_is_counted():
    before = _counter("grader_sandbox_failures_total")
    grader_metrics.observe(GradingResult(outcome="system_error", message="The grader could not start a sandbox: gone"))
    grader_metrics.observe(GradingResult(outcome="system_error", message="The problem's reference failed: KeyError"))
    assert _counter("grader_sandbox_failures_total") == before + 1
    assert _counter("grader_system_errors_total", cause="problem") >= 1


def test_metrics_answer_while_the_database_is_down(sqlite_url, make_settings, monkeypatch):
    with TestClient(create_app(make_settings(sqlite_url, dispatcher="none"))) as client:
        platform = client.app.state.platform

        def unreachable():
            raise OperationalError("SELECT 1", {}, ConnectionRefusedError("connection refused"))
        monkeypatch.setattr(platform.database, "session", unreachable)
        response = client.get("/metrics")
    assert response.status_code == 200
    assert _samples(response.text)[("grading_database_up", ())] == 0


def test_rig_state_is_exported_whichever_process_drives_the_rigs(sqlite_url, make_settings):
    """The rigs are reported to the database by their worker (here: as if by a rig worker
    elsewhere); any API process exports them, with the replays waiting in the database."""
    with TestClient(create_app(make_settings(sqlite_url, dispatcher="none"))) as client:
        database = client.app.state.platform.database
        with database.session() as db:
            rig_registry.report(db, "rigs-host:7", [{"name": "pico-1", "in_service": True, "busy_run_id": 4},
                                                    {"name": "pico-2", "in_service": False, "reason": "silent"}])
            user, submission = a_submission(db)
            for _ in range(2):
                rig_runs.request(db, user, submission, "function", {})
        samples = _samples(client.get("/metrics").text)
    assert samples[("rig_in_service", (("rig", "pico-1"),))] == 1
    assert samples[("rig_in_service", (("rig", "pico-2"),))] == 0
    assert samples[("rig_busy", (("rig", "pico-1"),))] == 1
    assert samples[("rig_busy", (("rig", "pico-2"),))] == 0
    assert samples[("rig_queue_depth", ())] == 2
