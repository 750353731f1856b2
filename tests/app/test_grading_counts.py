"""The grading totals /metrics serves are kept as results are recorded (app.services.grading_counts):
each final result counted once, in the transaction that stores it, whichever process records it;
and they are the totals the stored submissions imply (rebuilt, or back-filled by revision 0009)."""

import random
import uuid
from datetime import datetime, timedelta, timezone

import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import insert, update

from app.db import Database
from app.main import create_app
from app.models import Submission, utcnow
from app.services import grading_counts, submissions
from grader.contract import GradingResult
from grader.metrics import SECONDS_BUCKETS
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.db import migrate_to_head
from tests.utils.factories import make_user, sync_fixture_problems
from tests.utils.grading import record

GRADED = GradingResult(outcome="graded", verdict="wrong_answer", score=0.5)
OURS = GradingResult(outcome="system_error", message="The grader could not start a sandbox: gone")


@pytest.fixture
def world(database_url):
    database = Database(database_url)
    with database.session() as db:
        problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
    yield database, problem
    database.dispose()


def _accept(database, problem) -> int:
    with database.session() as db:
        user = make_user(db)
        return submissions.accept(db, user, db.merge(problem), "x = 1\n").id


def _claim(database, submission_id: int) -> submissions.Claim:
    with database.session() as db:
        return submissions.claim(db, submission_id, lease_s=60)


def _record(database, claim, result) -> bool:
    with database.session() as db:
        return submissions.record_result(db, claim, result, max_attempts=3)


def _totals(database) -> grading_counts.Totals:
    with database.session() as db:
        return grading_counts.read(db)


def _expire_leases(database) -> list[int]:
    with database.session() as db:
        db.execute(update(Submission).where(Submission.status == "running")
                   .values(lease_expires_at=utcnow() - timedelta(seconds=1)))
        db.commit()
        return submissions.recover_lost(db, max_attempts=3, queued_older_than_s=3600)


def test_a_result_is_counted_once_when_it_is_recorded(world):
    database, problem = world
    first = _accept(database, problem)
    claim = _claim(database, first)
    assert _totals(database).results == {}  # claimed is not final
    assert _record(database, claim, GRADED)
    assert not _record(database, claim, GRADED)  # the same grading recorded again: nothing stored
    assert _claim(database, first) is None  # and a second run of the task finds it done
    totals = _totals(database)
    assert totals.results == {("graded", "wrong_answer"): 1} and totals.retries == 0
    assert totals.latency_count == 1 and totals.latency_buckets[-1] == ("+Inf", 1)
    assert 0 <= totals.latency_sum_s < 30 and dict(totals.latency_buckets)["30.0"] == 1


def test_a_retried_or_taken_over_grading_is_counted_once(world):
    database, problem = world
    # A system error is retried: counted only when its final result is stored, with the retry.
    retried = _accept(database, problem)
    assert _record(database, _claim(database, retried), OURS)
    assert _totals(database).results == {}
    assert _record(database, _claim(database, retried), GRADED)
    # A worker that lost its lease: the sweeper requeues, another worker grades, the first one's late result is dropped.
    taken_over = _accept(database, problem)
    slow = _claim(database, taken_over)
    assert _expire_leases(database) == [taken_over]
    assert _record(database, _claim(database, taken_over), GradingResult(outcome="ungradable", message="SyntaxError"))
    assert not _record(database, slow, GRADED)
    totals = _totals(database)
    assert totals.results == {("graded", "wrong_answer"): 1, ("ungradable", ""): 1}
    assert totals.retries == 2 and totals.latency_count == 2


def test_the_sweeper_giving_up_counts_a_system_error(world):
    database, problem = world
    lost = _accept(database, problem)
    for _ in range(3):
        _claim(database, lost)
        _expire_leases(database)  # requeued twice, then given up on
    totals = _totals(database)
    assert totals.results == {("system_error", ""): 1} and totals.retries == 2 and totals.latency_count == 1
    with database.session() as db:
        assert db.get(Submission, lost).status == "system_error"


def test_rebuilding_from_the_submissions_gives_the_kept_totals(world):
    database, problem = world
    with database.session() as db:
        ada = make_user(db, "ada")
        start = utcnow() - timedelta(seconds=100)  # graded now: after 100 s, 25 s, 5 s, 0.5 s
        for seconds, verdict in [(0, "accepted"), (75, "wrong_answer"), (95, "runtime_error"), (99.5, "wrong_answer")]:
            record(db, ada, db.merge(problem), verdict, at=start + timedelta(seconds=seconds))
    lost = _accept(database, problem)
    for _ in range(3):
        _claim(database, lost)
        _expire_leases(database)
    _accept(database, problem)  # queued: not counted
    kept = _totals(database)
    with database.session() as db:
        submissions.rebuild_aggregates(db)
    rebuilt = _totals(database)
    assert rebuilt.results == kept.results == {("graded", "accepted"): 1, ("graded", "wrong_answer"): 2,
                                               ("graded", "runtime_error"): 1, ("system_error", ""): 1}
    assert (rebuilt.retries, rebuilt.latency_buckets, rebuilt.latency_count) == (kept.retries, kept.latency_buckets, kept.latency_count)
    assert rebuilt.latency_sum_s == pytest.approx(kept.latency_sum_s, abs=0.01)
    buckets = dict(kept.latency_buckets)  # the four above, and the system error given up on at once
    assert (buckets["+Inf"], buckets["30.0"], buckets["10.0"]) == (5, 4, 3)


def test_a_latency_a_hair_over_a_bound_is_bucketed_by_the_rebuild_as_count_buckets_it(world):
    """Latencies 300 microseconds either side of each bound (under SQLite's millisecond julianday):
    the rebuild puts each where count()'s rule, on the same stored timestamps, puts it."""
    database, problem = world
    with database.session() as db:
        ada = make_user(db, "ada")
        made = [record(db, ada, db.merge(problem), "accepted") for _ in SECONDS_BUCKETS[:4] for _ in range(3)]
        for submission, (bound, hair_us) in zip(made, [(b, h) for b in SECONDS_BUCKETS[:4] for h in (-300, 0, 300)]):
            graded_at = datetime(2026, 3, 1, 12, 0, 0, 987_654, tzinfo=timezone.utc)
            created_at = graded_at - timedelta(seconds=bound, microseconds=hair_us)
            db.execute(update(Submission).where(Submission.id == submission.id)
                       .values(created_at=created_at, graded_at=graded_at))
        db.commit()
        submissions.rebuild_aggregates(db)
        stored = [(s.graded_at, s.created_at) for s in db.query(Submission).order_by(Submission.id)]
    expected = [grading_counts.latency_le((g - c).total_seconds()) for g, c in stored]
    assert expected.count("0.05") == 3  # 0.025 + 300 us, 0.05 exactly, 0.05 - 300 us
    rebuilt = dict(_totals(database).latency_buckets)
    for bound in SECONDS_BUCKETS[:4]:
        assert rebuilt[str(bound)] == sum(float(le) <= bound for le in expected if le != "+Inf")


def _grading_samples(client) -> dict:
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(client.get("/metrics").text)
            for sample in family.samples if sample.name.startswith("grading_") and "sandbox" not in sample.name}


def test_two_app_instances_on_one_database_report_the_same_totals(database_url, make_settings):
    """The scaled deployment: results recorded through one API process (or a worker elsewhere)
    are in every process's /metrics, because the totals live in the database."""
    with TestClient(create_app(make_settings(database_url, dispatcher="none"))) as one, \
         TestClient(create_app(make_settings(database_url, dispatcher="none"))) as other:
        for client, verdict in ((one, "accepted"), (other, "wrong_answer"), (other, "accepted")):
            with client.app.state.platform.database.session() as db:
                problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
                record(db, make_user(db), problem, verdict)
        with other.app.state.platform.database.session() as db:
            problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
            submissions.accept(db, make_user(db), problem, "x = 1\n")
        seen_by_one, seen_by_other = _grading_samples(one), _grading_samples(other)
    assert seen_by_one == seen_by_other
    assert seen_by_one[("grading_submissions_total", (("status", "graded"), ("verdict", "accepted")))] == 2
    assert seen_by_one[("grading_submissions_total", (("status", "graded"), ("verdict", "wrong_answer")))] == 1
    assert seen_by_one[("grading_latency_seconds_count", ())] == 3
    assert seen_by_one[("grading_queue_depth", (("state", "queued"),))] == 1


def _full_aggregation(db) -> grading_counts.Totals:
    """What /metrics computed from every submission at each scrape before revision 0009."""
    from sqlalchemy import case, extract, func, select

    if db.get_bind().dialect.name == "sqlite":
        elapsed = (func.julianday(Submission.graded_at) - func.julianday(Submission.created_at)) * 86400.0
    else:
        elapsed = extract("epoch", Submission.graded_at - Submission.created_at)
    by_status = db.execute(select(Submission.status, Submission.verdict, func.count(),
                                  func.coalesce(func.sum(Submission.grading_attempts - 1), 0))
                           .group_by(Submission.status, Submission.verdict)).all()
    done = Submission.status.in_(submissions.FINAL) & Submission.graded_at.is_not(None)
    count, total_s, *cumulative = db.execute(select(
        func.count(), func.coalesce(func.sum(elapsed), 0.0),
        *[func.sum(case((elapsed <= bound, 1), else_=0)) for bound in SECONDS_BUCKETS]).where(done)).one()
    totals = grading_counts.Totals(latency_count=int(count), latency_sum_s=float(total_s))
    for status, verdict, results, extra_attempts in by_status:
        if status not in submissions.PENDING:
            totals.results[(status, verdict or "")] = results
            totals.retries += max(0, int(extra_attempts))
    totals.latency_buckets = [(str(bound), int(c or 0)) for bound, c in zip(SECONDS_BUCKETS, cumulative)] + [("+Inf", int(count))]
    return totals


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def url_at_0008(request, tmp_path):
    """An empty database as revision 0008 left it."""
    from sqlalchemy import create_engine, text

    from tests.conftest import POSTGRES_ADMIN_URL

    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'old.db'}"
        migrate_to_head(url, "0008")
        yield url
        return
    name = f"rp_test_{uuid.uuid4().hex[:10]}"
    admin = create_engine(POSTGRES_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = POSTGRES_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
    try:
        migrate_to_head(url, "0008")
        yield url
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def test_the_backfill_gives_what_the_full_aggregation_gave(url_at_0008):
    """Revision 0009 fills grading_counts from the submissions already stored: /metrics then
    reports what it reported before, when it aggregated every submission at each scrape."""
    rng = random.Random(17)
    start = datetime(2026, 12, 1, 10, 0, tzinfo=timezone.utc)
    outcomes = [("graded", "accepted"), ("graded", "wrong_answer"), ("graded", "time_limit"),
                ("ungradable", None), ("system_error", None), ("queued", None), ("running", None)]
    rows = []
    for ident in range(1, 401):
        status, verdict = rng.choice(outcomes)
        made = start + timedelta(minutes=ident)
        latency_s = rng.choice([0.01, 0.04, 0.3, 0.7, 2.0, 4.0, 12.0, 45.0, 600.0]) * rng.uniform(0.9, 1.1)
        final = status not in submissions.PENDING
        rows.append({"id": ident, "status": status, "verdict": verdict, "attempts": rng.choice([1, 1, 1, 2, 3]),
                     "made": made, "graded": made + timedelta(seconds=latency_s) if final and ident % 50 else None})
    database = Database(url_at_0008)
    try:
        with database.session() as db:
            problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
            user = make_user(db, "ada")
            db.execute(insert(Submission), [
                {"id": row["id"], "user_id": user.id, "problem_id": problem.id, "problem_version": "v", "code": "",
                 "seed": 0, "status": row["status"], "verdict": row["verdict"], "message": "",
                 "grading_attempts": row["attempts"], "created_at": row["made"], "graded_at": row["graded"]}
                for row in rows])
            db.commit()
            before = _full_aggregation(db)
        migrate_to_head(url_at_0008)
        with database.session() as db:
            after = grading_counts.read(db)
    finally:
        database.dispose()
    assert after.results == before.results and len(before.results) == 5
    assert (after.retries, after.latency_count, after.latency_buckets) == (before.retries, before.latency_count,
                                                                           before.latency_buckets)
    assert after.latency_sum_s == pytest.approx(before.latency_sum_s)
    assert before.latency_count < sum(before.results.values())  # some final rows without a time, as old ones may be
    assert len({count for _, count in before.latency_buckets}) >= 8  # the latencies span the buckets
