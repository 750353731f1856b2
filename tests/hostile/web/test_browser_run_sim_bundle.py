"""Hostile tests of Run in the browser's bundles for the simulator kinds (issue #22): over every
published controller and tests problem, a bundle that holds no hidden scenario, no generator, no
mutant (its code, id or description), no mistake, no reference solution (the reference Robot, the
reference suite) and nothing of reference/sim_practice (the simulator chapter's answers); its
simulator is exactly reference/sim and its grader modules exactly the grader's files; it requires
nothing solved (the lesson prints reference/sim in full), and over the route it goes to signed-in
learners only."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from grader.browser.bundle import browser_bundle
from grader.browser.extract import BROWSER_ROOT_NAME, answer_owners, never_sent
from grader.browser.sim_bundle import SIM_DIR
from grader.cases import hidden_cases
from grader.library import load_library
from grader.problem import PROJECT_ROOT, mistake_function_name
from tests.hostile.web.conftest import browser, with_account
from tests.hostile.web.test_browser_run_bundle import _defines

SIM_KINDS = ("controller", "tests")
PRACTICE_DIR = PROJECT_ROOT / "reference" / "sim_practice"


@pytest.fixture(scope="module")
def sim_problems():
    library = load_library(PROJECT_ROOT / "problems")
    problems = [p for p in library.problems.values() if p.spec.kind in SIM_KINDS]
    assert {p.spec.kind for p in problems} == set(SIM_KINDS)
    return problems


def _sources(bundle) -> list[dict]:
    packages = [*bundle.get("packages", []), *([bundle["suite_package"]] if bundle.get("suite_package") else [])]
    return [*bundle.get("grader_modules", []), *bundle["modules"], *(m for p in packages for m in p["modules"])]


def _top_level_defs(source: str) -> set[str]:
    return {node.name for node in ast.parse(source).body
            if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))}


def test_a_simulator_bundle_holds_no_hidden_scenario_mutant_mistake_or_solution(sim_problems):
    for problem in sim_problems:
        bundle = browser_bundle(problem)
        assert bundle["runs_in_browser"], (problem.slug, bundle["reason"])
        text = json.dumps(bundle)
        sources = "\n".join(m["source"] for m in _sources(bundle))
        examples = [e["args"] for e in bundle["examples"]]
        for case in hidden_cases(problem, seed=1) + hidden_cases(problem, seed=2):
            assert case.args in examples or json.dumps(case.args) not in text, (problem.slug, case.name)
            assert case.kind != "named" or case.name not in text, (problem.slug, case.name)
        for module, name in never_sent(Path(problem.folder) / "reference.py", problem.spec.entry_point):
            assert not _defines(sources, name), (problem.slug, name)  # the reference Robot, generate()
        for mistake in problem.spec.mistakes:
            assert not _defines(sources, mistake_function_name(mistake.id)), (problem.slug, mistake.id)
            assert mistake.hint not in text, (problem.slug, mistake.id)
        if problem.spec.kind == "tests":
            mutants = (Path(problem.folder) / "mutants.py").read_text(encoding="utf-8")
            for name in _top_level_defs(mutants):
                assert not _defines(sources, name), (problem.slug, name)
            for mutant in problem.spec.tests.mutants:
                assert mutant.id not in text and mutant.description not in text, (problem.slug, mutant.id)
            suite = problem.reference.SUITE
            for node in ast.parse(suite).body:
                if isinstance(node, ast.FunctionDef):  # the reference suite's tests and helpers
                    assert ast.get_source_segment(suite, node) not in text, (problem.slug, node.name)
        for module in bundle["modules"]:  # the cut-out: only the problem's trusted scenario code
            assert module["name"] == BROWSER_ROOT_NAME, (problem.slug, module["name"])


def test_a_simulator_bundle_carries_reference_sim_as_it_is_and_nothing_of_sim_practice(sim_problems):
    sim_files = {p.stem: p.read_text(encoding="utf-8") for p in SIM_DIR.glob("*.py")}
    practice = {name for path in PRACTICE_DIR.glob("*.py") for name in _top_level_defs(path.read_text(encoding="utf-8"))}
    grader_files = {str(p.relative_to(PROJECT_ROOT)) for p in (PROJECT_ROOT / "grader").rglob("*.py")}
    for problem in sim_problems:
        bundle = browser_bundle(problem)
        packages = [*bundle["packages"], *([bundle["suite_package"]] if bundle.get("suite_package") else [])]
        assert [p["name"] for p in packages] == ["reference.sim" if problem.spec.kind == "controller" else "sim"]
        assert {m["name"]: m["source"] for m in packages[0]["modules"]} == sim_files, problem.slug
        for module in bundle["grader_modules"]:
            assert module["file"] in grader_files or module["file"] == "device/seam.py", module["file"]
            assert module["source"] == (PROJECT_ROOT / module["file"]).read_text(encoding="utf-8")
        assert "sim_practice" not in json.dumps(bundle), problem.slug
        for module in _sources(bundle):
            shared = practice & _top_level_defs(module["source"])
            sim_names = _top_level_defs("\n".join(sim_files.values()))
            assert shared <= sim_names, (problem.slug, module["file"], shared - sim_names)  # same name, sim's own


def test_a_simulator_bundle_carries_no_answer_but_the_published_simulator(sim_problems):
    carried = [answer for answer in answer_owners() if answer[0].startswith("reference.sim.")]
    assert carried == [], carried  # the lesson prints reference/sim in full (extract.PUBLISHED_PACKAGES)
    for problem in sim_problems:
        bundle = browser_bundle(problem)
        assert bundle["requires_solved"] == [], (problem.slug, bundle["requires_solved"])
        assert not [m for m in bundle.get("packages", []) if m["name"].startswith("reference.sim_practice")]


@pytest.fixture
def course_client(production_settings):
    app = create_app(production_settings.model_copy(update={"problems_dir": PROJECT_ROOT / "problems"}))
    with TestClient(app, base_url="https://practice.example.edu"):
        yield app, with_account(app, "sim.learner"), with_account(app, "sim.stranger")


def test_the_simulator_goes_to_a_signed_in_learner_and_no_one_else(course_client):
    app, learner, _ = course_client
    slugs = ("stop-before-the-wall", "tests-for-the-bump-sensor")
    controller = learner.get(f"/api/problems/{slugs[0]}/browser-run").json()
    assert controller["runs_in_browser"] is True and controller["runner"] == "grader.browser.in_browser_controller"
    assert controller["controller"]["dt_s"] == 0.02 and controller["packages"][0]["name"] == "reference.sim"
    tests = learner.get(f"/api/problems/{slugs[1]}/browser-run").json()
    assert tests["runs_in_browser"] is True and tests["suite_package"]["name"] == "sim"
    for slug in slugs:
        response = browser(app).get(f"/api/problems/{slug}/browser-run")
        assert response.status_code == 401 and "def nearest_segment_hit(" not in response.text
