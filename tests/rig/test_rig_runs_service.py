"""app.services.rig_runs, the only writer of rig_runs, on SQLite and PostgreSQL: claimed once,
recorded once, recovered after a restart, and hostile transcripts stored as they are shown."""

import pytest

from app.models import RigRun
from app.services import rig_runs
from grader.rig.transcript import Transcript
from tests.utils.factories import a_submission


def test_a_run_is_claimed_once_and_recorded_once(db):
    user, submission = a_submission(db)
    run = rig_runs.request(db, user, submission, "function", {"job": {"kind": "function"}})
    assert run.status == "queued"
    assert rig_runs.claim(db, run.id, "pico-1").rig == "pico-1"
    assert rig_runs.claim(db, run.id, "pico-2") is None
    transcript = Transcript()
    transcript.received(bytes(range(256)) + "\ud800".encode("utf-8", "surrogatepass") + b"\x00\x00")
    assert rig_runs.record(db, run.id, "done", verdict="accepted", transcript=transcript.text(),
                           outputs=[{"got": "nan"}], telemetry={"t_s": [0.02]})
    assert not rig_runs.record(db, run.id, "failed", message="too late")
    db.expire_all()
    stored = db.get(RigRun, run.id)
    assert (stored.status, stored.verdict, stored.outputs) == ("done", "accepted", [{"got": "nan"}])
    assert stored.transcript == transcript.text() and "\\x00" in stored.transcript


def test_a_learner_has_at_most_two_replays_waiting(db):
    user, submission = a_submission(db)
    for _ in range(2):
        rig_runs.request(db, user, submission, "function", {})
    with pytest.raises(rig_runs.Refused) as refused:
        rig_runs.request(db, user, submission, "function", {})
    assert refused.value.status == 429


def test_after_a_restart_running_runs_are_queued_again_then_failed(db):
    user, submission = a_submission(db)
    run = rig_runs.request(db, user, submission, "function", {})
    rig_runs.claim(db, run.id, "pico-1")
    assert rig_runs.recover(db, ["pico-1"]) == [run.id]          # cut off once: tried again
    rig_runs.claim(db, run.id, "pico-1")
    assert rig_runs.recover(db, ["pico-1"]) == []                # twice: failed, with the reason
    db.expire_all()
    failed = db.get(RigRun, run.id)
    assert failed.status == "failed" and "restarted" in failed.message


def test_a_restart_recovers_only_the_runs_of_its_own_rigs(db):
    """Two rig workers (a Pico on each of two machines): one restarting must not take back the
    run the other is in the middle of."""
    user, submission = a_submission(db)
    run = rig_runs.request(db, user, submission, "function", {})
    rig_runs.claim(db, run.id, "pico-2")
    assert rig_runs.recover(db, ["pico-1"]) == []
    db.expire_all()
    assert db.get(RigRun, run.id).status == "running"
    assert rig_runs.recover(db, ["pico-2"]) == [run.id]


def test_the_oldest_queued_run_is_found_for_an_idle_rig(db):
    user, submission = a_submission(db)
    assert rig_runs.oldest_queued(db) is None
    first = rig_runs.request(db, user, submission, "function", {})
    rig_runs.request(db, user, submission, "function", {})
    assert rig_runs.oldest_queued(db) == first.id
    rig_runs.claim(db, first.id, "pico-1")
    assert rig_runs.oldest_queued(db) == first.id + 1
