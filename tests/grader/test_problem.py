import pytest

from grader.library import load_library
from grader.problem import ProblemError, load_problem, slugify
from tests.utils.problem_files import SCALE_A_VECTOR, copy_fixture, edit_yaml


@pytest.mark.parametrize("title, slug", [
    ("Elbow Up or Elbow Down", "elbow-up-or-elbow-down"),
    ("Hold the Brush Level: Wrist First", "hold-the-brush-level-wrist-first"),
    ("A* With Room to Spare", "a-with-room-to-spare"),
    ("Which Wells Can the Pipette Reach?", "which-wells-can-the-pipette-reach"),
    ("Two Wheels, One Motion", "two-wheels-one-motion"),
])
def test_slug_is_the_title_in_kebab_case(title, slug):
    assert slugify(title) == slug


def test_the_fixture_loads_with_a_stable_version():
    problem = load_problem(SCALE_A_VECTOR)
    assert problem.slug == "scale-a-vector"
    assert problem.spec.entry_point == "scale"
    assert problem.version == load_problem(SCALE_A_VECTOR).version
    assert set(problem.mistake_functions) == {"adds-instead"}


@pytest.mark.parametrize("changes, field, fragment", [
    ({"title": None}, "title", "missing"),
    ({"kind": "essay"}, "kind", "function"),
    ({"entry_point": "not a name"}, "entry_point", "Python name"),
    ({"level": 7}, "level", "2, 3, 4, 5"),
    ({"checker": {"kind": "tolerance"}}, "checker", "abs"),
    ({"limits": {"time_s": 500}}, "limits.time_s", "10"),
    ({"examples": []}, "examples", "at least one visible example"),
    ({"kind": "controller"}, "controller", "needs this section"),
    ({"tests": {"mutants": [{"id": "off-by-one", "description": "counts one tick too many"}]}}, "tests",
     "only a tests problem"),
    ({"colour": "red"}, "colour", "unknown field"),
    ({"statement": "missing.md"}, "statement", "does not exist"),
    ({"title": "Another Title"}, "title", "folder must be named"),
    ({"mistakes": [{"id": "no-such-function", "hint": "a hint that is long enough"}]},
     "mistakes.no-such-function", "must define no_such_function"),
])
def test_a_broken_problem_names_its_file_field_and_fix(tmp_path, changes, field, fragment):
    folder = copy_fixture(tmp_path)
    edit_yaml(folder, **changes)
    with pytest.raises(ProblemError) as caught:
        load_problem(folder)
    assert caught.value.field == field
    assert fragment in caught.value.message
    assert str(folder) in caught.value.path


def test_invalid_yaml_names_the_line(tmp_path):
    folder = copy_fixture(tmp_path)
    (folder / "problem.yaml").write_text("id: x\ntitle: [unclosed\n")
    with pytest.raises(ProblemError) as caught:
        load_problem(folder)
    assert caught.value.field.startswith("line ")


def test_a_reference_that_fails_to_import_is_reported(tmp_path):
    folder = copy_fixture(tmp_path)
    (folder / "reference.py").write_text("import does_not_exist\n")
    with pytest.raises(ProblemError) as caught:
        load_problem(folder)
    assert caught.value.field == "reference.py" and "ModuleNotFoundError" in caught.value.message


def test_the_library_serves_the_good_problems_and_lists_the_broken(tmp_path):
    copy_fixture(tmp_path)
    broken = copy_fixture(tmp_path, level="level-3")
    edit_yaml(broken, level=3, kind="essay")
    library = load_library(tmp_path)
    assert list(library.problems) == ["scale-a-vector"]
    assert len(library.errors) == 1 and library.errors[0].field == "kind"


def test_a_topic_not_in_the_levels_topics_file_is_refused(tmp_path):
    folder = copy_fixture(tmp_path)
    (tmp_path / "level-2" / "topics.yaml").write_text("topics:\n- A link is a vector\n- Test fixtures\n")
    load_problem(folder)
    edit_yaml(folder, topic="Test fixture")
    with pytest.raises(ProblemError) as caught:
        load_problem(folder)
    assert caught.value.field == "topic" and "topics.yaml" in caught.value.message


def test_the_library_lists_problems_in_lesson_order(tmp_path):
    first = copy_fixture(tmp_path)
    (tmp_path / "level-2" / "topics.yaml").write_text("topics:\n- Early topic\n- Test fixtures\n")
    second = tmp_path / "level-2" / "a-later-problem"
    first.rename(second.parent / "scale-a-vector")
    import shutil
    shutil.copytree(first, second)
    edit_yaml(second, title="A Later Problem", id="00000000-0000-4000-8000-000000000001", topic="Early topic",
              required=False)
    library = load_library(tmp_path)
    assert [p.slug for p in library.ordered()] == ["a-later-problem", "scale-a-vector"]


def test_a_problems_version_covers_the_shared_reference_modules_it_imports_and_no_others(tmp_path):
    from grader.problem import content_version

    (tmp_path / "reference").mkdir()
    (tmp_path / "reference" / "__init__.py").write_text("")
    (tmp_path / "reference" / "geometry.py").write_text("from reference import units\n\ndef dot(a, b):\n    return 0\n")
    (tmp_path / "reference" / "units.py").write_text("METRE = 1.0\n")
    (tmp_path / "reference" / "unrelated.py").write_text("X = 1\n")
    folder = tmp_path / "problems" / "level-2" / "a-problem"
    folder.mkdir(parents=True)
    (folder / "problem.yaml").write_text("title: A Problem\n")
    (folder / "reference.py").write_text("from reference.geometry import dot\n")
    before = content_version(folder, tmp_path)
    (tmp_path / "reference" / "unrelated.py").write_text("X = 2\n")
    assert content_version(folder, tmp_path) == before
    (tmp_path / "reference" / "units.py").write_text("METRE = 1000.0\n")  # imported through geometry
    after = content_version(folder, tmp_path)
    assert after != before
    (folder / "problem.yaml").write_text("title: A Problem, renamed\n")
    assert content_version(folder, tmp_path) not in (before, after)


def test_a_module_that_changes_its_imports_is_read_again_and_imports_inside_functions_count(tmp_path):
    from grader.problem import problem_modules

    (tmp_path / "reference").mkdir()
    (tmp_path / "reference" / "geometry.py").write_text("from reference import units\n")
    (tmp_path / "reference" / "units.py").write_text("METRE = 1.0\n")
    (tmp_path / "reference" / "frames.py").write_text("X = 1\n")
    folder = tmp_path / "problems" / "level-2" / "a-problem"
    folder.mkdir(parents=True)
    (folder / "reference.py").write_text("def solve():\n    try:\n        from reference.geometry import dot\n"
                                         "    except ImportError:\n        pass\n")
    names = lambda: [path.name for path in problem_modules(folder, tmp_path)]  # noqa: E731
    assert names() == ["geometry.py", "units.py"]
    (tmp_path / "reference" / "geometry.py").write_text("import reference.frames\n\n\n")  # another size
    assert names() == ["frames.py", "geometry.py"]
