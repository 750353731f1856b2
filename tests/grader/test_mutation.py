"""Mutation analysis: a problem whose hidden cases miss a boundary the statement names fails
`validate` with the surviving mutant and a witness; a case on the boundary, or the mutant listed
as equivalent with a reason, makes it pass."""

from __future__ import annotations

import pytest
import yaml

from grader import mutation
from grader.problem import load_problem
from grader.validate import validate_folder

PROBLEM = {
    "id": "7a1c9b3e-2f4d-4e8a-9c6b-1d2e3f4a5b6c", "title": "Echoes Within Reach", "level": 3,
    "topic": "Test fixtures", "kind": "function", "entry_point": "within",
    "statement": "Count the readings at most `reach` metres away; a reading of exactly `reach` counts.",
    "examples": [{"args": [[0.5, 2.0, 1.2], 1.5]}, {"args": [[], 1.0]}],
    "cases": {"named": [{"name": "none near", "args": [[3.0, 4.0], 1.0], "why": "Nothing within reach."},
                        {"name": "all near", "args": [[0.1, 0.2], 1.0], "why": "Everything within reach."}],
              "random": {"count": 10}},
    "checker": {"kind": "exact"}, "limits": {"time_s": 1, "memory_mib": 128, "wall_s": 10},
}
REFERENCE = '''
def within(readings, reach):
    return sum(1 for r in readings if r <= reach)


def generate(rng):
    return [[round(rng.uniform(0, 3), 2) for _ in range(rng.randint(0, 6))], round(rng.uniform(0.5, 2.5), 2)]


def generate_edges(rng):
    """Readings exactly at the reach, as the statement says they count."""
    reach = round(rng.uniform(0.5, 2.5), 1)
    return [[reach, round(reach + rng.choice([-0.5, 0.5]), 1)], reach]
'''


def write_problem(folder, **changes):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "problem.yaml").write_text(yaml.safe_dump({**PROBLEM, **changes}, sort_keys=False))
    (folder / "reference.py").write_text(REFERENCE)
    (folder / "mistakes.py").write_text("")
    return folder


@pytest.fixture
def folder(tmp_path):
    return write_problem(tmp_path / "level-3" / "echoes-within-reach")


def test_a_boundary_no_case_touches_is_found_with_the_mutant_and_a_witness(folder):
    report = mutation.analyse(load_problem(folder))
    [missing] = report.missing_cases
    assert missing.mutant.id.endswith(".within:3:LtE->Lt#1")
    assert "r <= reach" in missing.mutant.description and "'r < reach'" in missing.mutant.description
    readings, reach = missing.witness
    assert reach in readings and missing.expected == missing.got + 1


@pytest.mark.sandbox
def test_validate_fails_on_it_and_passes_once_a_case_is_on_the_boundary(folder, tmp_path):
    failed = validate_folder(folder)
    assert any(e.startswith("missing case: mutant") and "witness args" in e for e in failed.errors), failed.errors
    named = PROBLEM["cases"]["named"] + [{"name": "exactly at reach", "args": [[1.5, 0.2], 1.5],
                                           "why": "A reading of exactly the reach counts."}]
    fixed = write_problem(tmp_path / "fixed" / "level-3" / "echoes-within-reach",
                          cases={**PROBLEM["cases"], "named": named})
    report = validate_folder(fixed)
    assert report.ok, report.errors
    assert any(n.startswith("mutation: ") for n in report.notes)


def test_a_mutant_listed_as_equivalent_is_not_held_against_the_cases(folder, tmp_path):
    mutant_id = mutation.analyse(load_problem(folder)).missing_cases[0].mutant.id
    listed = write_problem(tmp_path / "listed" / "level-3" / "echoes-within-reach",
                           equivalent_mutants=[{"id": mutant_id, "reason": "the statement lets either count"}])
    assert mutation.analyse(load_problem(listed)).missing_cases == []


def test_the_reference_is_followed_into_the_reference_package_and_restored_after():
    from reference import histogram

    functions = mutation.reachable_functions(histogram.localize_on_ring)
    names = {f.__name__ for f in functions}
    assert {"localize_on_ring", "ring_filter_steps", "sense", "move", "best_cell"} <= names
    assert all(f.__module__.startswith("reference") for f in functions)
    [mutant] = [m for m in mutation.mutants_of(histogram.best_cell) if "GtE->Gt" in m.id]
    original = histogram.best_cell
    with mutation.installed(mutant, "reference.histogram"):
        assert histogram.best_cell is not original
        assert histogram.best_cell([0.5, 0.5 - 1e-9]) == 0
    assert histogram.best_cell is original


@pytest.mark.parametrize("source, operator", [
    ("def f(a, b):\n    return a < b\n", "Lt->LtE"),
    ("def f(a, b):\n    return a + b\n", "Add->Sub"),
    ("def f(a, b):\n    return a and b\n", "And->Or"),
    ("def f(x):\n    return 0.5 * x\n", "constant*10"),
    ("import math\ndef f(y, x):\n    return math.atan2(y, x)\n", "atan2-arguments-swapped"),
    ("def f(x):\n    return wrap(x)\n", "wrap-removed"),
    ("import math\ndef f(x):\n    return math.floor(x)\n", "floor->int"),
    ("def f(n):\n    return [i for i in range(n)]\n", "range-end+1"),
    ("def f(a, b):\n    return (a, b)\n", "returned-pair-swapped"),
    ("def f(a, b):\n    return min(a, b)\n", "min-first-only"),
])
def test_each_operator_makes_its_mutant(tmp_path, source, operator):
    import importlib.util

    path = tmp_path / "mod_under_test.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("mod_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert any(operator in m.id for m in mutation.mutants_of(module.f)), [m.id for m in mutation.mutants_of(module.f)]
