"""A bundle as one learner may have it (grader/browser/bundle.py, for_learner): a checker that
carries another problem's answer goes only to a learner who solved one problem of each list."""

from __future__ import annotations

from grader.browser.bundle import for_learner

TITLES = {"where-the-gripper-lands": "Where the Gripper Lands", "the-arm-rides-along": "The Arm Rides Along",
          "elbow-up": "Elbow Up or Elbow Down", "flood": "Largest Lake"}


def _bundle(slug: str, requires: list[list[str]]) -> dict:
    return {"slug": slug, "version": "v1", "kind": "function", "entry_point": "f", "runs_in_browser": True,
            "reason": None, "limits": {"time_s": 1.0}, "checker": {"kind": "custom"}, "keep_arguments": False,
            "max_code_bytes": 65536, "examples": [{"name": "Example 1", "args": [1], "why": "", "expected": 2}],
            "modules": [{"name": "problem_check", "file": "x.py", "source": "def check(): ..."}],
            "requires_solved": requires, "check_module": "problem_check"}


def test_a_learner_who_solved_a_problem_of_each_list_gets_the_whole_bundle():
    bundle = _bundle("elbow-up", [["elbow-up", "the-arm-rides-along", "where-the-gripper-lands"]])
    assert for_learner(bundle, {"the-arm-rides-along"}, TITLES) is bundle
    assert for_learner(_bundle("flood", []), set(), TITLES)["modules"]


def test_a_learner_who_did_not_gets_no_code_and_is_told_the_first_problem_in_the_course():
    bundle = _bundle("elbow-up", [["elbow-up", "the-arm-rides-along", "where-the-gripper-lands"]])
    mine = for_learner(bundle, {"flood"}, TITLES)
    assert mine["runs_in_browser"] is False and mine["modules"] == [] and mine["examples"] == []
    assert mine["checker"] is None and mine["requires_solved"] == []
    assert "the answer to Where the Gripper Lands" in mine["reason"] and "or one of 2 others" in mine["reason"]


def test_every_list_must_be_met_and_its_own_answer_says_solve_this_one():
    bundle = _bundle("flood", [["flood"], ["where-the-gripper-lands"]])
    assert not for_learner(bundle, {"where-the-gripper-lands"}, TITLES)["runs_in_browser"]
    assert "parts of this problem's answer" in for_learner(bundle, {"where-the-gripper-lands"}, TITLES)["reason"]
    assert for_learner(bundle, {"flood", "where-the-gripper-lands"}, TITLES)["runs_in_browser"]
