"""One direction of dependency: the grading core (grader/) imports nothing from the platform (app/),
not even inside a function; the platform's commands reach `python -m grader` as plug-ins."""

import ast
from pathlib import Path

from grader.__main__ import PLUGIN_GROUP, main

GRADER = Path(__file__).resolve().parents[2] / "grader"


def _module_name(path: Path) -> str:
    parts = path.relative_to(GRADER.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[int, str, bool]]:
    """(line, module, under `if TYPE_CHECKING:`) for every import a file makes, inside functions
    too, `importlib.import_module("...")` included, relative imports resolved."""
    tree = ast.parse(path.read_text())
    typing_only = {id(node) for block in ast.walk(tree) if isinstance(block, ast.If)
                   and getattr(block.test, "id", getattr(block.test, "attr", "")) == "TYPE_CHECKING"
                   for child in block.body for node in ast.walk(child)}
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the file's package
                module = _module_name(path)
                package = (module if path.name == "__init__.py" else module.rpartition(".")[0]).split(".")
                base = ".".join(package[:len(package) - node.level + 1] + ([base] if base else []))
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names = [str(node.args[0].value)]
        found += [(node.lineno, name, id(node) in typing_only) for name in names]
    return found


def test_the_grading_core_imports_nothing_from_the_platform():
    offending = [f"{path.relative_to(GRADER.parent)}:{line} imports {name}"
                 for path in sorted(GRADER.rglob("*.py")) for line, name, _ in _imports(path)
                 if name == "app" or name.startswith("app.")]
    assert offending == []


def test_the_check_sees_an_import_of_the_platform_inside_a_function(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from app.services import submissions\n    import importlib\n"
                      "    importlib.import_module('app.db')\n")
    assert {"app.services", "importlib", "app.db"} <= {name for _, name, _ in _imports(sample)}


def test_the_platforms_commands_are_plugged_into_the_grader_command_line(capsys):
    from importlib.metadata import entry_points

    assert {plugin.name for plugin in entry_points(group=PLUGIN_GROUP)} >= {"worker", "rig-worker", "rig-status"}
    try:
        main(["--help"])
    except SystemExit:
        pass
    help_text = capsys.readouterr().out
    assert all(command in help_text for command in ("validate", "worker", "rig-worker", "rig-status"))



def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_the_grading_core_has_no_import_cycles():
    paths = {_module_name(path): path for path in GRADER.rglob("*.py")}
    graph = {name: {other for _, other, typing_only in _imports(path)
                    if not typing_only and other in paths and other != name} for name, path in paths.items()}
    assert _cycles(graph) == []


def test_the_cycle_check_finds_a_cycle_hidden_in_a_function():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
