"""Regrading after a reference fix, on SQLite and PostgreSQL: the preview counts what the regrade
then records, the learners' progress and the class dashboard follow, every earlier result is kept,
a solve taken away is told, and each submission is regraded once whatever is repeated or lost."""

from __future__ import annotations

import io
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import select, update

from app.db import Database
from app.models import GradingCount, Progress, RegradeResult, Submission, utcnow
from app.services import classes, dashboard, grading_counts, regrades, submissions
from app.services.problem_sync import sync_problems
from app.grading import regrade_command
from app.grading.regrade_worker import regrade_submission
from app.grading.worker import WorkerContext, grade_submission
from grader.library import load_library
from tests.utils.aggregates import snapshot as aggregates_snapshot
from tests.utils.factories import make_user
from tests.utils.problem_files import copy_fixture

pytestmark = pytest.mark.sandbox

SLUG = "scale-a-vector"
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
LIKE_THE_BUG = "def scale(x, y, k):\n    return (k * x, k * x)\n"  # what the broken reference answered
NOTHING = "def scale(x, y, k):\n    return None\n"
BROKEN_REFERENCE = "def scale(x, y, k):\n    return (k * x, k * x)\n"


class World:
    """A problem whose reference had a bug when the class submitted, then fixed on disk."""

    def __init__(self, database_url: str, root: Path):
        self.database = Database(database_url)
        self.folder = copy_fixture(root)
        self.reference = (self.folder / "reference.py").read_text()
        (self.folder / "reference.py").write_text(self.reference.replace("return (k * x, k * y)",
                                                                          "return (k * x, k * x)"))
        self.root = root
        self.library = load_library(root)
        with self.database.session() as db:
            sync_problems(db, self.library)
            self.problem_id = self.row(db).id
            self.teacher = make_user(db, "teach", role="teacher")
            self.classroom = classes.create_class(db, self.teacher, "Robots")
            self.users = {name: make_user(db, name) for name in ("ada", "bob", "cyd")}
            for user in self.users.values():
                classes.join(db, user, self.classroom.join_code)
            self.ids = {name: submissions.accept(db, self.users[name], self.row(db), code).id
                        for name, code in (("ada", CORRECT), ("bob", LIKE_THE_BUG), ("cyd", NOTHING))}
        self.grade_all()

    def row(self, db):
        from app.services.catalog import find_problem

        return find_problem(db, SLUG)

    def context(self) -> WorkerContext:
        return WorkerContext(database=self.database, library=self.library)

    def grade_all(self) -> None:
        for submission_id in self.ids.values():
            assert grade_submission(self.context(), submission_id) == "graded"

    def fix_the_reference(self) -> None:
        (self.folder / "reference.py").write_text(self.reference)
        self.library = load_library(self.root)
        with self.database.session() as db:
            sync_problems(db, self.library)

    def run(self, dry_run: bool, sample: int | None = None) -> regrades.RegradeOut:
        with self.database.session() as db:
            regrade, ids = regrades.start(db, self.row(db), dry_run=dry_run, sample=sample)
            regrade_id = regrade.id
        for submission_id in ids:
            assert regrade_submission(self.context(), regrade_id, submission_id) == "graded"
        return self.summary(regrade_id)

    def summary(self, regrade_id: int) -> regrades.RegradeOut:
        with self.database.session() as db:
            return regrades.summary(db, regrades.find(db, self.row(db), regrade_id))

    def verdicts(self) -> dict[str, str]:
        with self.database.session() as db:
            return {name: db.get(Submission, submission_id).verdict for name, submission_id in self.ids.items()}

    def solved(self) -> dict[str, bool]:
        with self.database.session() as db:
            return {name: bool(db.get(Progress, (user.id, self.problem_id)).solved) for name, user in self.users.items()}


@pytest.fixture
def world(database_url, tmp_path):
    world = World(database_url, tmp_path / "problems")
    yield world
    world.database.dispose()


def _counts(summary: regrades.RegradeOut) -> tuple:
    return (summary.total, summary.changed, summary.gained, summary.lost, summary.other,
            [t.model_dump() for t in summary.transitions],
            [(c.submission_id, c.username, c.before, c.after) for c in summary.whose])


def test_the_preview_counts_what_the_regrade_then_records(world):
    assert world.verdicts() == {"ada": "wrong_answer", "bob": "accepted", "cyd": "wrong_answer"}
    world.fix_the_reference()
    with world.database.session() as db:
        before = aggregates_snapshot(db)
        cells_before = {row["username"]: row["cells"] for row in dashboard.class_dashboard(db, world.classroom)["students"]}
        offered = regrades.state(db, world.row(db))
    assert offered.outdated == 3 and offered.preview is None and offered.regrade is None

    preview = world.run(dry_run=True)
    assert preview.finished and preview.done == preview.total == 3
    assert (preview.changed, preview.gained, preview.lost, preview.other) == (2, 1, 1, 0)
    assert {(c.username, c.before, c.after) for c in preview.whose} == {
        ("ada", "wrong_answer", "accepted"), ("bob", "accepted", "wrong_answer")}
    with world.database.session() as db:  # a preview changes nothing
        assert aggregates_snapshot(db) == before
    assert world.verdicts() == {"ada": "wrong_answer", "bob": "accepted", "cyd": "wrong_answer"}

    regrade = world.run(dry_run=False)
    assert _counts(regrade) == _counts(preview)
    assert world.verdicts() == {"ada": "accepted", "bob": "wrong_answer", "cyd": "wrong_answer"}
    assert world.solved() == {"ada": True, "bob": False, "cyd": False}
    with world.database.session() as db:
        state = regrades.state(db, world.row(db))
        assert state.outdated == 0 and state.regrade.id == regrade.id and state.preview.id == preview.id
        board = dashboard.class_dashboard(db, world.classroom)
    cells = {row["username"]: row["cells"] for row in board["students"]}
    assert cells["ada"] == cells_before["bob"] != cells["bob"] == cells_before["ada"]  # solved, tried: swapped


def test_the_kept_aggregates_are_the_ones_the_regraded_submissions_imply(world):
    world.fix_the_reference()
    world.run(dry_run=False)
    with world.database.session() as db:
        kept = aggregates_snapshot(db)
        counts = sorted((c.status, c.verdict, c.latency_le, c.results) for c in db.scalars(select(GradingCount)))
        submissions.rebuild_aggregates(db)
        assert aggregates_snapshot(db) == kept
        assert sorted((c.status, c.verdict, c.latency_le, c.results)
                      for c in db.scalars(select(GradingCount)) if c.results) == [c for c in counts if c[3]]
        totals = grading_counts.read(db).results
    assert totals == {("graded", "accepted"): 1, ("graded", "wrong_answer"): 2}  # each submission once, as it is now


def test_every_earlier_result_is_kept_and_a_lost_solve_is_told(world):
    world.fix_the_reference()
    world.run(dry_run=False)
    with world.database.session() as db:
        [earlier] = regrades.history(db, world.ids["bob"])
        assert (earlier.old_verdict, earlier.new_verdict) == ("accepted", "wrong_answer")
        assert earlier.old_result["verdict"] == "accepted" and earlier.old_result["result"]["cases"]
        [told] = regrades.notices(db, world.users["bob"].id, problem_id=world.problem_id)
        assert told.lost_a_solve and (told.before, told.after) == ("accepted", "wrong_answer")
        [good_news] = regrades.notices(db, world.users["ada"].id, submission_id=world.ids["ada"])
        assert not good_news.lost_a_solve and good_news.after == "accepted"
        assert regrades.notices(db, world.users["cyd"].id) == []  # nothing changed for cyd


def test_each_submission_is_regraded_once_whatever_is_repeated_or_lost(world):
    world.fix_the_reference()
    with world.database.session() as db:
        regrade, ids = regrades.start(db, world.row(db), dry_run=False)
        # A worker claims bob's job and is killed before recording: its lease runs out.
        lost = regrades.claim(db, regrade.id, world.ids["bob"], lease_s=60)
        db.execute(update(RegradeResult).where(RegradeResult.submission_id == world.ids["bob"])
                   .values(lease_expires_at=utcnow() - timedelta(seconds=1)))
        db.commit()
        with pytest.raises(regrades.RegradeRefused):  # one regrade at a time
            regrades.start(db, world.row(db), dry_run=False)
        assert regrades.recover_lost(db, max_attempts=3, stalled_after_s=3600) == [(regrade.id, world.ids["bob"])]
    for submission_id in ids + ids:  # every message delivered twice
        regrade_submission(world.context(), regrade.id, submission_id)
    with world.database.session() as db:  # the killed worker's late result is refused
        from grader.contract import GradingResult

        assert not regrades.record(db, lost, GradingResult(outcome="graded", verdict="accepted", score=1.0), 3)
        rows = db.scalars(select(RegradeResult).where(RegradeResult.regrade_id == regrade.id)).all()
        assert sorted((row.status, row.attempts) for row in rows) == [("done", 1), ("done", 1), ("done", 2)]
        assert db.get(Progress, (world.users["bob"].id, world.problem_id)).attempts == 1
    assert world.summary(regrade.id).lost == 1
    assert world.verdicts()["bob"] == "wrong_answer"
    with world.database.session() as db:  # and nothing is left to regrade
        with pytest.raises(regrades.RegradeRefused, match="graded against version"):
            regrades.start(db, world.row(db), dry_run=False)


def test_a_preview_on_a_sample_grades_that_many(world):
    world.fix_the_reference()
    preview = world.run(dry_run=True, sample=2)
    assert preview.total == preview.done == 2 and preview.sample == 2


def test_the_command_line_previews_then_regrades_through_the_local_pool(world, make_settings):
    world.fix_the_reference()
    settings = make_settings(str(world.database.engine.url.render_as_string(hide_password=False)),
                             problems_dir=world.root, dispatcher="none")
    out = io.StringIO()
    assert regrade_command.run(settings, SLUG, dry_run=True, out=out, timeout_s=60) == 0
    assert "2 of 3 verdicts would change: 1 newly accepted, 1 no longer accepted" in out.getvalue()
    assert "bob: accepted -> wrong_answer" in out.getvalue()
    assert world.verdicts()["bob"] == "accepted"
    out = io.StringIO()
    assert regrade_command.run(settings, SLUG, dry_run=False, out=out, timeout_s=60) == 0
    assert "2 of 3 verdicts changed" in out.getvalue()
    assert world.verdicts() == {"ada": "accepted", "bob": "wrong_answer", "cyd": "wrong_answer"}
    assert regrade_command.run(settings, SLUG, dry_run=False, out=io.StringIO(), timeout_s=60) == 1  # nothing left
