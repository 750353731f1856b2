"""Approaches across a class and teachers' comments on them: the class's submissions grouped with
their counts, verdicts and an example; a comment reaching exactly the learners of the teacher's
classes whose submission takes the approach, now and later, and no one else."""

from __future__ import annotations

from sqlalchemy import update

from app.grading.worker import WorkerContext, grade_submission
from app.models import Submission
from app.services import submissions
from grader.approach import approach_key
from tests.utils import insight
from tests.utils.insight import world, world_on_both  # noqa: F401  (the shared fixtures)

SLUG = "scale-a-vector"
RIGHT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
RIGHT_RENAMED = "# mine\ndef scale(a, b, factor):\n    '''Scaled.'''\n    return (factor * a,\n            factor * b)\n"
LOOPED = "def scale(x, y, k):\n    out = []\n    for v in (x, y):\n        out.append(k * v)\n    return tuple(out)\n"
ADDS = "def scale(x, y, k):\n    return (k + x, k + y)\n"


def _approaches(world, who="teacher", class_key="class"):
    return world["clients"][who].get(f"/api/classes/{world[class_key]}/problems/{SLUG}/approaches")


def _comment(world, key: str, body: str, who="teacher", class_key="class"):
    return world["clients"][who].put(f"/api/classes/{world[class_key]}/problems/{SLUG}/approaches/{key}/comment",
                                     json={"body": body})


def _comments_seen(world, who: str, submission_id: int) -> list[str]:
    response = world["clients"][who].get(f"/api/submissions/{submission_id}/comments")
    assert response.status_code == 200, response.text
    return [c["body"] for c in response.json()]


def test_the_classes_submissions_are_grouped_with_counts_verdicts_and_an_example(world_on_both):
    world = world_on_both
    insight.submit(world, "student", SLUG, ADDS, "wrong_answer")
    accepted = insight.submit(world, "student", SLUG, RIGHT, "accepted")
    insight.submit(world, "classmate", SLUG, RIGHT_RENAMED, "accepted")
    insight.submit(world, "classmate", SLUG, LOOPED)  # not graded yet
    insight.submit(world, "classmate", SLUG, "def scale(:\n", "wrong_answer")
    insight.submit(world, "outsider", SLUG, RIGHT, "accepted")  # the other teacher's class: not counted here
    body = _approaches(world).json()
    assert (body["total_approaches"], body["submissions"], body["unparsed"]) == (3, 4, 1)
    first = body["approaches"][0]
    assert first["key"] == approach_key(RIGHT, "scale") == approach_key(RIGHT_RENAMED, "scale")
    assert (first["learners"], first["submissions"], first["accepted"], first["failed"]) == (2, 2, 2, 0)
    assert first["example_submission"] in (accepted, accepted + 1) and "def scale" in first["example_code"]
    assert first["normal_form"] == "def scale(v1, v2, v3):\n    return (v3 * v1, v3 * v2)"
    rest = {a["key"]: a for a in body["approaches"][1:]}
    assert rest[approach_key(ADDS, "scale")]["failed"] == 1
    looped = rest[approach_key(LOOPED, "scale")]
    assert (looped["accepted"], looped["failed"], looped["submissions"]) == (0, 0, 1)
    other = _approaches(world, "other_teacher", "other_class").json()
    assert [(a["learners"], a["submissions"]) for a in other["approaches"]] == [(1, 1)]


def test_a_comment_reaches_exactly_the_teachers_learners_of_that_approach_now_and_later(world_on_both):
    world = world_on_both
    mine = insight.submit(world, "student", SLUG, RIGHT, "accepted")
    looped = insight.submit(world, "classmate", SLUG, LOOPED, "accepted")
    outsiders = insight.submit(world, "outsider", SLUG, RIGHT, "accepted")
    loners = insight.submit(world, "loner", SLUG, RIGHT_RENAMED, "accepted")
    key = approach_key(RIGHT, "scale")
    saved = _comment(world, key, "  Neat! Now try it for a vector of any length.  ")
    assert saved.status_code == 200, saved.text
    assert saved.json()["body"] == "Neat! Now try it for a vector of any length."
    assert _comments_seen(world, "student", mine) == ["Neat! Now try it for a vector of any length."]
    assert _comments_seen(world, "classmate", looped) == []  # another approach
    assert _comments_seen(world, "outsider", outsiders) == []  # the same approach, another teacher's class
    assert _comments_seen(world, "loner", loners) == []  # the same approach, in no class
    assert _comments_seen(world, "teacher", mine) == ["Neat! Now try it for a vector of any length."]

    later = insight.submit(world, "classmate", SLUG, RIGHT_RENAMED)  # later, renamed, not graded yet
    assert _comments_seen(world, "classmate", later) == ["Neat! Now try it for a vector of any length."]
    assert _comments_seen(world, "classmate", looped) == []
    insight.join(world, "latecomer")
    late = insight.submit(world, "latecomer", SLUG, RIGHT)
    assert _comments_seen(world, "latecomer", late) == ["Neat! Now try it for a vector of any length."]
    insight.join(world, "loner")  # joining the class brings the comment to earlier work too
    assert _comments_seen(world, "loner", loners) == ["Neat! Now try it for a vector of any length."]

    page = world["clients"]["student"].get(f"/submissions/{mine}").text
    assert "From your teacher" in page and "Now try it for a vector of any length." in page
    assert "From your teacher" not in world["clients"]["outsider"].get(f"/submissions/{outsiders}").text


def test_each_teachers_comment_reaches_their_own_classes_and_can_be_replaced_and_deleted(world):
    mine = insight.submit(world, "student", SLUG, RIGHT, "accepted")
    outsiders = insight.submit(world, "outsider", SLUG, RIGHT, "accepted")
    key = approach_key(RIGHT, "scale")
    assert _comment(world, key, "From the first teacher").status_code == 200
    assert _comment(world, key, "From the second teacher", "other_teacher", "other_class").status_code == 200
    assert _comments_seen(world, "student", mine) == ["From the first teacher"]
    assert _comments_seen(world, "outsider", outsiders) == ["From the second teacher"]
    assert _comment(world, key, "Replaced").status_code == 200
    assert _comments_seen(world, "student", mine) == ["Replaced"]
    assert _approaches(world).json()["approaches"][0]["comment"]["body"] == "Replaced"
    teacher = world["clients"]["teacher"]
    url = f"/api/classes/{world['class']}/problems/{SLUG}/approaches/{key}/comment"
    assert teacher.delete(url).status_code == 204
    assert teacher.delete(url).status_code == 404
    assert _comments_seen(world, "student", mine) == []
    assert _comments_seen(world, "outsider", outsiders) == ["From the second teacher"]


def test_submissions_made_before_approaches_were_kept_get_theirs_when_first_needed(world):
    made = insight.submit(world, "student", SLUG, RIGHT_RENAMED, "accepted")
    with world["db"].session() as db:
        db.execute(update(Submission).where(Submission.id == made).values(approach=None))
        db.commit()
    key = approach_key(RIGHT, "scale")
    assert [a["key"] for a in _approaches(world).json()["approaches"]] == [key]
    with world["db"].session() as db:
        assert db.get(Submission, made).approach == key
    assert _comment(world, key, "Seen").status_code == 200
    with world["db"].session() as db:
        db.execute(update(Submission).where(Submission.id == made).values(approach=None))
        db.commit()
    assert _comments_seen(world, "student", made) == ["Seen"]  # filled on the result page's read


def test_the_grading_worker_stores_the_approach_with_the_result_and_unparsable_code_has_none(world):
    good = insight.submit(world, "student", SLUG, RIGHT)
    bad = insight.submit(world, "student", SLUG, "def scale(:\n")
    with world["db"].session() as db:  # accepting costs the web process no parsing
        assert db.get(Submission, good).approach is None and db.get(Submission, bad).approach is None
    platform = world["app"].state.platform
    context = WorkerContext.from_settings(platform.settings, platform.database, platform.library)
    assert [grade_submission(context, ident) for ident in (good, bad)] == ["graded", "ungradable"]
    with world["db"].session() as db:
        assert db.get(Submission, good).approach == approach_key(RIGHT, "scale")
        assert db.get(Submission, bad).approach == ""
        assert submissions.fill_approaches(db, world["problem_ids"][SLUG], "scale") == 0
