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


def _module_name(path: Path) -> str:
    parts = path.relative_to(GRADER.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_imports(path: Path) -> set[str]:
    """The modules a file imports when it runs (inside functions too), without `if TYPE_CHECKING:`."""
    tree = ast.parse(path.read_text())
    typing_only = {id(node) for block in ast.walk(tree) if isinstance(block, ast.If)
                   and getattr(block.test, "id", getattr(block.test, "attr", "")) == "TYPE_CHECKING"
                   for child in block.body for node in ast.walk(child)}
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1] + ([base] if base else []))
            found |= {base} | {f"{base}.{alias.name}" for alias in node.names}
    return found


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
    graph = {name: {other for other in _runtime_imports(path) if other in paths and other != name}
             for name, path in paths.items()}
    assert _cycles(graph) == []


def test_the_cycle_check_finds_a_cycle_hidden_in_a_function():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
