"""`python -m grader validate` catches what an author can get wrong."""

import pytest

from grader.__main__ import main
from grader.validate import validate_folder
from tests.utils.problem_files import SCALE_A_VECTOR, copy_fixture, edit_yaml, set_scale_mistakes

pytestmark = pytest.mark.sandbox


def test_the_fixture_validates_and_names_the_catching_case(capsys):
    assert main(["validate", str(SCALE_A_VECTOR)]) == 0
    out = capsys.readouterr().out
    assert "ok    scale-a-vector" in out
    assert "mistake adds-instead: caught by 'zero factor', 'negative factor'" in out


def test_a_mistake_no_named_case_catches_fails_validation(tmp_path):
    folder = copy_fixture(tmp_path)
    set_scale_mistakes(folder, {"adds-instead": ("(x + k, y + k)", "Scaling multiplies each component."),
                                "rounds-early": ("(round(k * x, 6), round(k * y, 6))", "Do not round before returning.")})
    report = validate_folder(folder)
    assert not report.ok
    assert report.errors == ["mistake rounds-early: no named hidden case catches it"]


def test_a_mistake_diagnosed_as_another_fails_validation(tmp_path):
    folder = copy_fixture(tmp_path)
    set_scale_mistakes(folder, {"adds-instead": ("(x + k, y + k)", "Scaling multiplies each component."),
                                "adds-again": ("(k + x, k + y)", "The same mistake, listed twice.")})
    report = validate_folder(folder)
    assert "mistake adds-again: diagnosed as adds-instead" in report.errors


def test_a_reference_that_fails_its_examples_fails_validation(tmp_path):
    folder = copy_fixture(tmp_path)
    edit_yaml(folder, checker={"kind": "exact"})
    (folder / "reference.py").write_text(
        "import random\n\ndef scale(x, y, k):\n    return (k * x + random.random(), k * y)\n\n"
        "def generate(rng):\n    return [1.0, 2.0, 3.0]\n")
    report = validate_folder(folder)
    assert any("reference fails its own checker on Example 1" in e for e in report.errors)


def test_a_broken_yaml_is_a_failed_validation_not_a_crash(tmp_path, capsys):
    folder = copy_fixture(tmp_path)
    edit_yaml(folder, kind="essay")
    assert main(["validate", str(folder)]) == 1
    assert "FAIL" in capsys.readouterr().out


def test_a_custom_checker_that_raises_on_a_malformed_answer_fails_validation(tmp_path):
    folder = copy_fixture(tmp_path)
    edit_yaml(folder, checker={"kind": "custom"})
    with (folder / "reference.py").open("a") as reference:
        reference.write("\n\ndef check(args, expected, got):\n    return abs(got[0] - expected[0]) < 1e-9\n")
    report = validate_folder(folder, mutation=False)
    assert any(e.startswith("check() raises on Example 1 with got=None: TypeError") for e in report.errors)
