"""The mutation record: a passing run is recorded by fingerprint, and any change to the problem,
to a shared reference module or to the analysis takes the problem out of it again."""

import shutil
from pathlib import Path

from grader import mutation_record
from grader.validate import main
from tests.utils.problem_files import SCALE_A_VECTOR

ROOT = Path(__file__).resolve().parents[2]


def _tree(tmp_path: Path, problem: Path = ROOT / "problems" / "level-2" / "where-the-gripper-lands"):
    root = tmp_path / "project"
    shutil.copytree(ROOT / "reference", root / "reference")
    for name in mutation_record.ANALYSIS_FILES:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, root / name)
    folder = root / "problems" / "level-2" / problem.name
    shutil.copytree(problem, folder)
    return root, folder


def test_a_recorded_problem_stays_recorded_until_something_it_depends_on_changes(tmp_path):
    root, folder = _tree(tmp_path)
    record = root / "problems" / "mutation-record.json"
    assert not mutation_record.is_recorded(folder, record, root)
    mutation_record.write([folder], record, root)
    assert mutation_record.is_recorded(folder, record, root)
    for changed in (folder / "problem.yaml", root / "reference" / "arm.py", root / "grader" / "mutation.py"):
        original = changed.read_text()
        changed.write_text(original + "\n# changed\n")
        assert not mutation_record.is_recorded(folder, record, root), changed
        changed.write_text(original)
        assert mutation_record.is_recorded(folder, record, root)
    unrelated = root / "reference" / "occupancy.py"  # not imported by this problem's reference
    unrelated.write_text(unrelated.read_text() + "\n# changed\n")
    assert mutation_record.is_recorded(folder, record, root)


def test_validate_records_only_what_passes(tmp_path, monkeypatch):
    root, folder = _tree(tmp_path, SCALE_A_VECTOR)
    record = root / "problems" / "mutation-record.json"
    monkeypatch.setattr(mutation_record, "RECORD", record)
    monkeypatch.setattr(mutation_record, "ROOT", root)
    broken = root / "problems" / "level-2" / "broken"
    shutil.copytree(folder, broken)
    (broken / "problem.yaml").write_text("title: [")
    assert main([str(folder), str(broken)], root / "problems", mutation=True, record=True) == 1
    assert mutation_record.read(record) == {folder.name: mutation_record.fingerprint(folder, root)}
