"""One direction of dependency: the grading core (grader/) imports nothing from the platform (app/),
not even inside a function; the platform's commands reach `python -m grader` as plug-ins."""

import ast
from pathlib import Path

from grader.__main__ import PLUGIN_GROUP, main

GRADER = Path(__file__).resolve().parents[2] / "grader"


def _imported_names(path: Path) -> list[tuple[int, str]]:
    names = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append((node.lineno, node.module))
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names.append((node.lineno, str(node.args[0].value)))
    return names


def test_the_grading_core_imports_nothing_from_the_platform():
    offending = [f"{path.relative_to(GRADER.parent)}:{line} imports {name}"
                 for path in sorted(GRADER.rglob("*.py")) for line, name in _imported_names(path)
                 if name == "app" or name.startswith("app.")]
    assert offending == []


def test_the_check_sees_an_import_of_the_platform_inside_a_function(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from app.services import submissions\n    import importlib\n"
                      "    importlib.import_module('app.db')\n")
    assert [name for _, name in _imported_names(sample)] == ["app.services", "importlib", "app.db"]


def test_the_platforms_commands_are_plugged_into_the_grader_command_line(capsys):
    from importlib.metadata import entry_points

    assert {plugin.name for plugin in entry_points(group=PLUGIN_GROUP)} >= {"worker", "rig-worker", "rig-status"}
    try:
        main(["--help"])
    except SystemExit:
        pass
    help_text = capsys.readouterr().out
    assert all(command in help_text for command in ("validate", "worker", "rig-worker", "rig-status"))
