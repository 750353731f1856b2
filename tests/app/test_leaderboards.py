"""Class leaderboards of controller problems: the metrics recorded with each graded submission,
medians over its scenarios equal to what its result recorded, each learner's best accepted
submission ranked, off until the class's teacher opens it, and learners under pseudonyms."""

from __future__ import annotations

import statistics

from sqlalchemy import func, select

from app.models import RunMetricValue
from app.services import submissions
from tests.utils import insight
from tests.utils.leaderboard import (METRICS, SLUG, board, driven, hand_made, scenarios, set_open, submit,  # noqa: F401
                                     world, world_on_both)


def _robots(world):
    robot = world["app"].state.platform.library.get(SLUG).reference.Robot

    class Gentle(robot):  # slower to the mark, gentler on the wheels: it settles later
        GAIN_PER_S, CRUISE_MPS = 1.0, 0.24

    return robot, Gentle


def test_the_board_medians_are_the_medians_of_the_metrics_each_result_recorded(world_on_both):
    world = world_on_both
    robot, gentle = _robots(world)
    made = {}
    for who, controller in (("student", robot), ("classmate", gentle)):
        ident = submit(world, who)
        made[who] = ident
        result = driven(world, ident, controller)
        assert result.verdict == "accepted"
        with world["db"].session() as db:
            assert submissions.record_result(db, submissions.claim(db, ident, lease_s=60), result, max_attempts=3)
    with world["db"].session() as db:
        stored = db.scalar(select(func.count()).select_from(RunMetricValue)
                           .where(RunMetricValue.submission_id == made["student"]))
    teacher_view = board(world, "teacher").json()
    assert {e["username"]: e["submission_id"] for e in teacher_view["entries"]} == made
    for entry in teacher_view["entries"]:
        # what the learner's own result page reads: the result as recorded, scenario by scenario
        recorded = world["clients"][entry["username"]].get(f"/api/submissions/{entry['submission_id']}").json()
        cases = [case for case in recorded["cases"] if case["kind"] == "named"]  # every submission's
        assert stored == len(cases) * len(METRICS) and entry["scenarios"] == len(cases) >= 8
        assert entry["medians"] == {m: statistics.median(c["metrics"][m] for c in cases) for m in METRICS}
    # Both stop within a millimetre or two of the mark; the gentle one is ranked by its gap error,
    # which is the first metric, whatever its slower settling.
    ranked = sorted(teacher_view["entries"], key=lambda e: e["rank"])
    first = [e["medians"]["final-gap-error"] for e in ranked]
    assert first == sorted(first) and [e["rank"] for e in ranked] == [1, 2]
    gentle_entry = next(e for e in ranked if e["username"] == "classmate")
    robot_entry = next(e for e in ranked if e["username"] == "student")
    assert gentle_entry["medians"]["time-to-settle"] > robot_entry["medians"]["time-to-settle"]
    assert gentle_entry["medians"]["peak-wheel-speed"] < robot_entry["medians"]["peak-wheel-speed"]
    assert set_open(world, "teacher", True).json() == {"open": True}
    learner_view = board(world, "classmate").json()["entries"]
    assert [(e["name"], e["medians"], e["you"]) for e in learner_view] == [
        (e["name"], e["medians"], e["username"] == "classmate") for e in ranked]


def test_a_learners_best_accepted_submission_counts_ties_share_a_rank(world):
    submit(world, "student", hand_made(scenarios((0.010, 5.0, 0.28), (0.020, 6.0, 0.28), (0.030, 9.0, 0.28))))
    best = submit(world, "student", hand_made(scenarios((0.002, 7.0, 0.25), (0.004, 8.0, 0.25), (0.1, 8.5, 0.25))))
    submit(world, "student", hand_made(scenarios((0.0, 1.0, 0.1)), verdict="wrong_answer"))  # never counts
    tied = submit(world, "classmate", hand_made(scenarios((0.004, 6.0, 0.2), (0.001, 7.0, 0.3))))  # 0.0025, 6.5
    submit(world, "classmate")  # still queued: not on the board
    entries = board(world, "teacher").json()["entries"]
    assert [(e["username"], e["rank"]) for e in entries] == [("classmate", 1), ("student", 2)]
    assert entries[1]["submission_id"] == best
    assert entries[1]["medians"] == {"final-gap-error": 0.004, "time-to-settle": 8.0, "peak-wheel-speed": 0.25}
    assert entries[0]["medians"] == {"final-gap-error": 0.0025, "time-to-settle": 6.5, "peak-wheel-speed": 0.25}
    insight.join(world, "latecomer")
    submit(world, "latecomer", hand_made(scenarios((0.0025, 6.5, 0.25))))  # the same medians as classmate
    entries = board(world, "teacher").json()["entries"]
    assert [(e["username"], e["rank"]) for e in entries] == [("classmate", 1), ("latecomer", 1), ("student", 3)]
    assert entries[0]["submission_id"] == tied  # the earlier submission first among equals


def test_the_board_is_off_until_the_teacher_opens_it(world):
    submit(world, "student", hand_made(scenarios((0.01, 5.0, 0.28))))
    closed = board(world, "student").json()
    assert (closed["open"], closed["entries"], closed["teacher_view"]) == (False, [], False)
    preview = board(world, "teacher").json()  # the teacher sees it before opening it
    assert preview["open"] is False and len(preview["entries"]) == 1 and preview["teacher_view"]
    assert world["clients"]["student"].get(f"/api/classes/{world['class']}/leaderboards").json() == []
    assert set_open(world, "teacher", True).json() == {"open": True}
    assert set_open(world, "teacher", True).json() == {"open": True}  # opening twice: still one board
    opened = board(world, "student").json()
    assert opened["open"] and opened["opened_at"] and len(opened["entries"]) == 1
    listed = world["clients"]["classmate"].get(f"/api/classes/{world['class']}/leaderboards").json()
    assert listed == [{"slug": SLUG, "title": "Stop Before the Wall"}]
    assert "Leaderboard: Stop Before the Wall" in world["clients"]["classmate"].get("/classes").text
    assert "Leaderboard: Stop" not in world["clients"]["outsider"].get("/classes").text  # another class's
    assert set_open(world, "teacher", False).json() == {"open": False}
    assert board(world, "student").json()["entries"] == []
    assert set_open(world, "admin", True).json() == {"open": True}  # an admin may too


def test_learners_see_pseudonyms_their_own_row_marked_and_no_one_elses_work(world):
    own = submit(world, "student", hand_made(scenarios((0.01, 5.0, 0.28))))
    submit(world, "classmate", hand_made(scenarios((0.02, 5.0, 0.28))))
    set_open(world, "teacher", True)
    response = board(world, "student")
    seen = response.json()
    mine, theirs = seen["entries"]
    assert (mine["you"], theirs["you"]) == (True, False)
    assert mine["submission_id"] == own and theirs["submission_id"] is None
    assert all(e["username"] is None and e["user_id"] is None for e in seen["entries"])
    assert "classmate" not in response.text and "student" not in mine["name"].lower()
    assert "code" not in response.text and "set_duty" not in response.text
    names = {e["name"] for e in seen["entries"]}
    assert len(names) == 2
    # The same names on every visit, for everyone in the class; the teacher sees who is who.
    assert {e["name"] for e in board(world, "classmate").json()["entries"]} == names
    teacher_view = board(world, "teacher").json()["entries"]
    assert {e["name"]: e["username"] for e in teacher_view} == {mine["name"]: "student", theirs["name"]: "classmate"}
    assert not any(e["you"] for e in teacher_view)
    set_open(world, "teacher", False)
    set_open(world, "teacher", True)
    assert {e["name"] for e in board(world, "student").json()["entries"]} == names


def test_the_page_shows_the_board_to_members_and_the_form_to_the_teacher(world):
    submit(world, "student", hand_made(scenarios((0.0123, 5.5, 0.28))))
    submit(world, "classmate", hand_made(scenarios((0.02, 5.0, 0.28))))
    url = f"/classes/{world['class']}/problems/{SLUG}/leaderboard"
    assert "has not opened this leaderboard" in world["clients"]["student"].get(url).text
    teacher_page = world["clients"]["teacher"].get(url).text
    assert "Open the leaderboard" in teacher_page and "classmate" in teacher_page and "0.0123 m" in teacher_page
    class_problem = world["clients"]["teacher"].get(f"/classes/{world['class']}/problems/{SLUG}").text
    assert f"{url}\">Leaderboard (closed)" in class_problem
    set_open(world, "teacher", True)
    page = world["clients"]["student"].get(url)
    assert page.status_code == 200 and 'class="you"' in page.text and "0.0123 m" in page.text
    assert "classmate" not in page.text and "Close the leaderboard" not in page.text


def test_a_regrade_replaces_the_recorded_metrics(world):
    ident = submit(world, "student", hand_made(scenarios((0.01, 5.0, 0.28), (0.03, 7.0, 0.28))))
    with world["db"].session() as db:
        submissions.replace_result(db, ident, hand_made(scenarios((0.005, 4.0, 0.2))))
        db.commit()
        assert db.scalar(select(func.count()).select_from(RunMetricValue)
                         .where(RunMetricValue.submission_id == ident)) == 3
    entry = board(world, "teacher").json()["entries"][0]
    assert entry["medians"] == {"final-gap-error": 0.005, "time-to-settle": 4.0, "peak-wheel-speed": 0.2}
    with world["db"].session() as db:
        submissions.replace_result(db, ident, hand_made(scenarios((0.005, 4.0, 0.2)), verdict="wrong_answer"))
        db.commit()
    assert board(world, "teacher").json()["entries"] == []


def test_a_problem_without_metrics_has_no_board(world):
    response = board(world, "teacher", "scale-a-vector")
    assert response.status_code == 404 and "no leaderboard" in response.json()["detail"]
