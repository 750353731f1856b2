"""Hostile tests of Run in the browser's routes (issue #22): only signed-in users, only published
problems, bad slugs 404; over every published problem of problems/, a bundle that holds no
hidden case (named or drawn), no generator, no mistake and no reference solution, and names
every problem whose answer its checker carries; and over the route, that code goes only to a
learner who solved one of those problems."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from app.main import create_app
from app.models import ProblemRow, Progress, User
from grader.browser.bundle import browser_bundle
from grader.browser.extract import BROWSER_ROOT_NAME, answer_owners, entry_closure, solution_names
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
        checker = "\n".join(m["source"] for m in bundle["modules"] if m["name"] == BROWSER_ROOT_NAME)
        for module, name in solution_names(Path(problem.folder) / "reference.py", problem.spec.entry_point):
            if module == BROWSER_ROOT_NAME and _defines(checker, name):  # what the entry point calls:
                assert [problem.slug] in bundle["requires_solved"], (problem.slug, name)  # once solved
        assert not _defines(sources, problem.spec.entry_point), problem.slug
        assert not _defines(sources, "generate"), problem.slug
        for mistake in problem.spec.mistakes:
            assert not _defines(sources, mistake_function_name(mistake.id)), (problem.slug, mistake.id)
        for module in bundle["modules"]:
            assert module["name"] == BROWSER_ROOT_NAME or module["name"].startswith("reference."), module["name"]
        _names_every_answer_it_carries(problem, bundle)
    assert checked >= 110, checked
    elbow = browser_bundle(library.get("elbow-up-or-elbow-down"))
    assert any("where-the-gripper-lands" in group for group in elbow["requires_solved"])


def _names_every_answer_it_carries(problem, bundle) -> None:
    """Each function the bundle defines that is a problem's answer (some entry point reaches it)
    is covered by a list of requires_solved made of problems whose answer it is; a function of
    reference.py the entry point reaches requires this problem itself."""
    owners = answer_owners()
    reference_py = Path(problem.folder) / "reference.py"
    own = {name for module, name in entry_closure(reference_py, problem.spec.entry_point) if module == BROWSER_ROOT_NAME}
    groups = [set(group) for group in bundle["requires_solved"]]
    for module in bundle["modules"]:
        for node in ast.parse(module["source"]).body:
            if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                continue
            if module["name"] == BROWSER_ROOT_NAME:
                assert node.name not in own or {problem.slug} in groups, (problem.slug, node.name)
            elif (module["name"], node.name) in owners:
                whose = owners[module["name"], node.name]
                assert any(group <= whose for group in groups), (problem.slug, module["name"], node.name)


@pytest.fixture
def course_client(production_settings):
    """The app in production settings serving the course's own problems, a learner and a stranger."""
    app = create_app(production_settings.model_copy(update={"problems_dir": PROJECT_ROOT / "problems"}))
    with TestClient(app, base_url="https://practice.example.edu"):
        yield app, with_account(app, "course.learner"), with_account(app, "course.stranger")


def _mark_solved(app, username: str, slug: str) -> None:
    """What record_result writes for an accepted submission, written directly: the grading is
    not what this test is about."""
    with app.state.platform.database.session() as db:
        user = db.scalar(select(User).where(User.username == username))
        problem = db.scalar(select(ProblemRow).where(ProblemRow.slug == slug))
        db.add(Progress(user_id=user.id, problem_id=problem.id, attempts=1, solved=True, best_score=1.0))
        db.commit()


def test_a_checker_carrying_another_answer_goes_only_to_a_learner_who_solved_it(course_client):
    app, learner, stranger = course_client
    for client in (learner, stranger):
        bundle = client.get("/api/problems/elbow-up-or-elbow-down/browser-run").json()
        assert bundle["runs_in_browser"] is False and bundle["modules"] == [] and bundle["examples"] == []
        assert "Where the Gripper Lands" in bundle["reason"]
    _mark_solved(app, "course.learner", "where-the-gripper-lands")
    bundle = learner.get("/api/problems/elbow-up-or-elbow-down/browser-run").json()
    assert bundle["runs_in_browser"] is True and "def hand_position(" in json.dumps(bundle)
    assert "def hand_position(" not in json.dumps(stranger.get("/api/problems/elbow-up-or-elbow-down/browser-run").json())
    # Solving some other problem unlocks nothing; its own answer needs the problem itself.
    _mark_solved(app, "course.stranger", "multiply-two-small-matrices")
    assert stranger.get("/api/problems/largest-lake/browser-run").json()["modules"] == []
