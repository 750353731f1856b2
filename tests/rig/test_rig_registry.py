"""app.services.rig_registry, the only writer of `rigs`, on SQLite and PostgreSQL: what the rig
workers report is what every API process shows, a silent worker's rigs go stale, and a worker
that stops takes only its own rigs away."""

import time
import uuid

import pytest

from app.services import rig_registry


@pytest.fixture
def names(db):
    """Rig names of this test only (the PostgreSQL database is shared by the suite); their rows
    are gone afterwards, so no other test sees a rig connected."""
    tag = uuid.uuid4().hex[:8]
    yield f"pico-1-{tag}", f"pico-2-{tag}"
    for owner in ("bench-a:11", "bench-b:12"):
        rig_registry.withdraw(db, owner)


def ours(db, names, **kwargs) -> list[dict]:
    return [rig for rig in rig_registry.connected(db, **kwargs) if rig["name"] in names]


def test_reported_rigs_are_connected_with_their_state(db, names):
    one, two = names
    rig_registry.report(db, "bench-a:11", [{"name": two, "in_service": False, "reason": "no raw REPL"},
                                           {"name": one, "in_service": True, "busy_run_id": 9}])
    assert ours(db, names) == [{"name": one, "in_service": True, "reason": "", "busy": True},
                               {"name": two, "in_service": False, "reason": "no raw REPL", "busy": False}]
    rig_registry.report(db, "bench-a:11", [{"name": two, "in_service": True, "busy_run_id": None}])
    assert {rig["name"]: rig["in_service"] for rig in ours(db, names)} == {one: True, two: True}


def test_a_rig_not_heard_from_goes_stale(db, names):
    rig_registry.report(db, "bench-a:11", [{"name": names[0], "in_service": True}])
    time.sleep(0.05)
    assert ours(db, names, stale_after_s=0.01) == []
    assert [rig["name"] for rig in ours(db, names)] == [names[0]]   # within the default


def test_a_worker_that_stops_withdraws_its_own_rigs_only(db, names):
    rig_registry.report(db, "bench-a:11", [{"name": names[0], "in_service": True}])
    rig_registry.report(db, "bench-b:12", [{"name": names[1], "in_service": True}])
    rig_registry.withdraw(db, "bench-a:11")
    assert [rig["name"] for rig in ours(db, names)] == [names[1]]
