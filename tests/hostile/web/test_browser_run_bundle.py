"""Hostile tests of Run in the browser's routes (issue #22): only signed-in users, only published
problems, bad slugs 404, and, over every published problem of problems/, a bundle that holds no
hidden case (named or drawn), no generator, no mistake and no reference solution."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grader.browser.bundle import browser_bundle
from grader.browser.extract import BROWSER_ROOT_NAME, shared_solutions, solution_names
from grader.cases import hidden_cases
from grader.library import load_library
from grader.problem import PROJECT_ROOT, mistake_function_name
from tests.hostile.web.conftest import browser, with_account

FIXTURE_SLUG = "scale-a-vector"


def test_anonymous_gets_no_bundle_and_no_runtime(production_app):
    client = browser(production_app)
    for path in (f"/api/problems/{FIXTURE_SLUG}/browser-run", "/api/browser-run/runtime"):
        response = client.get(path)
        assert response.status_code == 401, path
        assert "detail" in response.json()


@pytest.mark.parametrize("slug", ["no-such-problem", "..%2F..%2Fetc", "%00", "SCALE-A-VECTOR", "a" * 300,
                                  "scale-a-vector%20", "%E2%80%AE"])
def test_bad_slugs_are_not_found(production_app, slug):
    learner = with_account(production_app, "bundle.reader")
    assert learner.get(f"/api/problems/{slug}/browser-run").status_code == 404


def test_a_learner_gets_the_bundle_and_it_cannot_be_written(production_app):
    learner = with_account(production_app, "bundle.learner")
    bundle = learner.get(f"/api/problems/{FIXTURE_SLUG}/browser-run").json()
    assert bundle["slug"] == FIXTURE_SLUG and bundle["runs_in_browser"] is True
    assert [e["name"] for e in bundle["examples"]] and all("expected" in e for e in bundle["examples"])
    runtime = learner.get("/api/browser-run/runtime").json()
    assert "grader.harness" in [m["name"] for m in runtime["modules"]]
    assert learner.post(f"/api/problems/{FIXTURE_SLUG}/browser-run", json={}).status_code == 405


@pytest.fixture(scope="module")
def library():
    return load_library(PROJECT_ROOT / "problems")


def _defines(text: str, name: str) -> bool:
    return f"def {name}(" in text or f"class {name}(" in text or f"class {name}:" in text


def test_no_published_bundle_holds_a_hidden_case_a_generator_a_mistake_or_the_solution(library):
    checked = 0
    for problem in library.problems.values():
        bundle = browser_bundle(problem)
        text = json.dumps(bundle)
        if not bundle["runs_in_browser"]:
            assert bundle["examples"] == [] and bundle["modules"] == [], problem.slug
            continue
        checked += 1
        sources = "\n".join(m["source"] for m in bundle["modules"])
        example_args = [e["args"] for e in bundle["examples"]]
        for case in hidden_cases(problem, seed=1) + hidden_cases(problem, seed=2):
            if case.args in example_args:
                continue  # an example is visible whatever else it is
            assert json.dumps(case.args) not in text, (problem.slug, case.name)
        for module, name in solution_names(Path(problem.folder) / "reference.py", problem.spec.entry_point):
            own = [m["source"] for m in bundle["modules"] if m["name"] == module]
            assert not any(_defines(source, name) for source in own), (problem.slug, module, name)
        assert not _defines(sources, problem.spec.entry_point), problem.slug
        assert not _defines(sources, "generate"), problem.slug
        for mistake in problem.spec.mistakes:
            assert not _defines(sources, mistake_function_name(mistake.id)), (problem.slug, mistake.id)
        for module in bundle["modules"]:
            assert module["name"] == BROWSER_ROOT_NAME or module["name"].startswith("reference."), module["name"]
            for answer_module, name in shared_solutions():  # no problem's answer, this one's or another's
                assert module["name"] != answer_module or not _defines(module["source"], name), (
                    problem.slug, answer_module, name)
    assert checked >= 80, checked
    assert not browser_bundle(library.get("elbow-up-or-elbow-down"))["runs_in_browser"]  # needs another's answer
