"""The similarity report: a pair copied with renamed variables and new comments is found, with the
shared parts marked on both sides; independent solutions, the starter code and what most of the
problem's solutions share are not counted; the report is cached, bounded in time, and changes
nothing a learner sees."""

from __future__ import annotations

import yaml

from app.models import ProblemRow, Progress, Submission
from app.services import accounts, code_similarity, similarity, submissions
from tests.utils.elbow_variants import ANOTHER_ALGORITHM, RENAMED_AND_RECOMMENTED
from tests.utils import insight
from tests.utils.insight import world, world_on_both  # noqa: F401  (the shared fixtures)
from tests.utils.factories import make_user
from tests.utils.solutions import solution_for

SLUG = "elbow-up-or-elbow-down"
ORIGINAL = solution_for(SLUG)
STARTER = yaml.safe_load((insight.ELBOW / "problem.yaml").read_text())["starter"]


def _report(world, who="teacher", **params):
    response = world["clients"][who].get(f"/api/classes/{world['class']}/problems/{SLUG}/similarity", params=params)
    assert response.status_code == 200, response.text
    return response.json()


def _shared_text(side) -> str:
    return "".join(s["text"] for s in side["segments"] if s["shared"])


def test_a_copy_with_renamed_variables_is_found_and_an_independent_solution_is_not(world_on_both):
    world = world_on_both
    original = insight.submit(world, "student", SLUG, ORIGINAL, "accepted")
    copy = insight.submit(world, "classmate", SLUG, RENAMED_AND_RECOMMENTED, "accepted")
    insight.join(world, "latecomer")
    insight.submit(world, "latecomer", SLUG, ANOTHER_ALGORITHM, "accepted")
    insight.submit(world, "outsider", SLUG, ORIGINAL, "accepted")  # another class: not compared here
    report = _report(world)
    assert report["learners_compared"] == 3 and report["complete"] and report["starter_discounted"]
    assert [(p["left"]["username"], p["right"]["username"]) for p in report["pairs"]] == [("student", "classmate")]
    pair = report["pairs"][0]
    assert {pair["left"]["submission_id"], pair["right"]["submission_id"]} == {original, copy}
    assert pair["similarity"] >= 0.9
    left, right = _shared_text(pair["left"]), _shared_text(pair["right"])
    assert "math.acos(max(-1.0, min(1.0, c)))" in left and "math.acos(max(-1.0, min(1.0, cos_b)))" in right
    assert "".join(s["text"] for s in pair["right"]["segments"]) == RENAMED_AND_RECOMMENTED
    low = _report(world, threshold=0.1)  # even at the lowest threshold the other algorithm stays apart
    assert len(low["pairs"]) == 1


def test_the_starter_code_is_not_counted(world):
    kept_starter = STARTER.replace("    ...", "")
    insight.submit(world, "student", SLUG, kept_starter + "    return []\n")
    insight.submit(world, "classmate", SLUG, kept_starter + "    return [(math.atan2(y, x), 0.0)]\n")
    engine_alone = code_similarity.compare({1: kept_starter + "    return []\n",
                                            2: kept_starter + "    return [(math.atan2(y, x), 0.0)]\n"},
                                           code_similarity.boilerplate("", []), 0.6, 10)
    assert engine_alone.pairs  # without the discount the starter alone makes them look alike
    assert _report(world)["pairs"] == []


def test_what_most_solutions_share_is_not_counted():
    helper = ORIGINAL.split("def elbow_solutions")[0]  # the angle-wrapping helper everyone was shown
    programs = {i: helper + f"def elbow_solutions(l1, l2, x, y):\n    return [({i} * x - {i * 7} / y, {i * 3} + l1 ** {i})]\n"
                for i in range(1, 11)}
    plain = code_similarity.compare(programs, code_similarity.boilerplate("", []), 0.5, 10)
    assert plain.pairs  # the helper alone is most of each program
    discounted = code_similarity.boilerplate("", list(programs.values()))
    assert code_similarity.compare(programs, discounted, 0.5, 10).pairs == []
    too_few = code_similarity.boilerplate("", list(programs.values())[: code_similarity.MIN_POPULATION - 1])
    assert len(too_few) == 0  # seven programs say nothing about what "most" write


def test_the_report_is_cached_until_the_work_changes_and_is_cut_short_by_its_time_limit(world, monkeypatch):
    insight.submit(world, "student", SLUG, ORIGINAL)
    insight.submit(world, "classmate", SLUG, RENAMED_AND_RECOMMENTED)
    first = _report(world)
    assert _report(world)["computed_at"] == first["computed_at"]
    insight.submit(world, "classmate", SLUG, ANOTHER_ALGORITHM)  # the classmate's latest is now this one
    fresh = _report(world)
    assert fresh["computed_at"] != first["computed_at"] and fresh["pairs"] == []
    insight.join(world, "latecomer")
    insight.submit(world, "latecomer", SLUG, RENAMED_AND_RECOMMENTED)
    monkeypatch.setattr(similarity, "TIME_LIMIT_S", 0.0)
    cut = _report(world)
    assert not cut["complete"] and cut["pairs_compared"] == 0


def test_a_report_changes_no_score_and_no_result(world):
    for who, code in (("student", ORIGINAL), ("classmate", RENAMED_AND_RECOMMENTED)):
        insight.submit(world, who, SLUG, code, "accepted")
    with world["db"].session() as db:
        before = sorted((s.id, s.status, s.verdict, s.score, s.message) for s in db.query(Submission))
        progress = sorted((p.user_id, p.solved, p.best_score, p.attempts) for p in db.query(Progress))
    assert _report(world)["pairs"]
    page = world["clients"]["teacher"].get(f"/classes/{world['class']}/problems/{SLUG}/similarity")
    assert page.status_code == 200 and "<mark>" in page.text and "never a verdict" in page.text
    with world["db"].session() as db:
        assert sorted((s.id, s.status, s.verdict, s.score, s.message) for s in db.query(Submission)) == before
        assert sorted((p.user_id, p.solved, p.best_score, p.attempts) for p in db.query(Progress)) == progress
    for who in ("student", "classmate"):
        mine = world["clients"][who].get(f"/api/submissions/{before[0][0]}").text
        assert "similar" not in mine.lower()


def test_many_learners_of_the_problem_elsewhere_set_the_boilerplate(world):
    """The population is the problem's latest programs platform-wide, so a class of two is not
    judged by itself alone."""
    with world["db"].session() as db:
        for n in range(code_similarity.MIN_POPULATION):
            make_user(db, f"elsewhere{n}")
    report = _report(world)
    assert report["boilerplate_from"] == 0
    for who in ("student", "classmate"):
        insight.submit(world, who, SLUG, ORIGINAL)
    with world["db"].session() as db:
        row = db.get(ProblemRow, world["problem_ids"][SLUG])
        for n in range(code_similarity.MIN_POPULATION):
            submissions.accept(db, accounts.find_user(db, f"elsewhere{n}"), row, ANOTHER_ALGORITHM)
    assert _report(world)["boilerplate_from"] == code_similarity.MIN_POPULATION + 2
