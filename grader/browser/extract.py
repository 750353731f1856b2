"""The trusted code a problem's Run needs in the browser, cut out of its sources by name: its
`check()` and `picture()` with exactly the module-level definitions they reach, never the
reference solution or the case generators.

A problem's `reference.py` holds its solution beside its checker. Serving the file would hand the
learner the answer, so this reads the sources (never imports them) and keeps, for each root name,
the definitions it uses, following `from reference.x import f` into `reference/x.py` the same way.
What the closure may not reach (`Forbidden`): the problem's entry point, its generators, and what
the entry point itself calls from `reference/` (the algorithm the learner writes). A problem whose
checker needs one of those runs on the server, as before.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from grader.problem import PROJECT_ROOT

REFERENCE_PACKAGE = "reference"
BROWSER_ROOT_NAME = "problem_check"   # the module name the browser gives a problem's cut-out code


class NotExtractable(Exception):
    """The checker's code cannot go to the browser (it reaches the solution, numpy, a star import...)."""


@dataclass
class _Source:
    path: Path
    tree: ast.Module
    defs: dict[str, ast.stmt]                      # module-level name -> the statement binding it
    order: dict[int, int] = field(default_factory=dict)  # id(statement) -> position in the file


@dataclass
class Extracted:
    modules: dict[str, str]          # module name -> source, dependencies first
    reached: set[tuple[str, str]]    # (module, name) pairs the code kept


def _load(path: Path) -> _Source:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    source = _Source(path, tree, {})
    for position, node in enumerate(tree.body):
        source.order[id(node)] = position
        for name in _bound_names(node):
            source.defs.setdefault(name, node)
    return source


def _bound_names(node: ast.stmt) -> list[str]:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        return [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        if any(alias.name == "*" for alias in node.names):
            raise NotExtractable(f"a star import in {node.lineno}")
        return [(alias.asname or alias.name).split(".")[0] for alias in node.names]
    return []


def _used_names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _attributes_of(node: ast.AST, name: str) -> set[str]:
    """`name.attr` uses inside node: which functions of an imported module it calls."""
    return {n.attr for n in ast.walk(node)
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == name}


class Extractor:
    def __init__(self, root: Path = PROJECT_ROOT, forbidden: set[tuple[str, str]] | None = None):
        self.root = root
        self.forbidden = forbidden or set()
        self._sources: dict[str, _Source] = {}
        self._kept: dict[str, set[int]] = {}       # module -> ids of kept statements
        self._order: list[str] = []                # modules as finished, dependencies first
        self._done: set[tuple[str, str]] = set()

    def source(self, module: str, path: Path | None = None) -> _Source:
        if module not in self._sources:
            path = path or self.root.joinpath(*module.split(".")).with_suffix(".py")
            if not path.is_file():
                raise NotExtractable(f"{module} is not a module of {REFERENCE_PACKAGE}/")
            self._sources[module] = _load(path)
        return self._sources[module]

    def need(self, module: str, name: str) -> None:
        if (module, name) in self._done:
            return
        if (module, name) in self.forbidden:
            raise NotExtractable(f"it uses {name} from {module}, which is the reference solution")
        self._done.add((module, name))
        source = self.source(module)
        node = source.defs.get(name)
        if node is None:
            return  # a builtin (len, abs...): nothing to keep
        kept = self._kept.setdefault(module, set())
        if id(node) not in kept:
            kept.add(id(node))
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                self._check_import(node, source)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            target = self._imported_function(node, name)
            if target:
                self.need(*target)
            return
        for used in _used_names(node):
            if used not in source.defs:
                continue
            self.need(module, used)
            submodule = self._imported_module(source.defs[used], used)
            for attr in _attributes_of(node, used) if submodule else ():
                self.need(submodule, attr)

    @staticmethod
    def _check_import(node: ast.stmt, source: _Source) -> None:
        if isinstance(node, ast.ImportFrom) and node.level:
            raise NotExtractable(f"a relative import in {source.path.name}")
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
        if any(n.split(".")[0] == "numpy" for n in names):
            raise NotExtractable("it needs numpy")

    def _is_reference_module(self, dotted: str) -> bool:
        return (dotted.split(".")[0] == REFERENCE_PACKAGE
                and self.root.joinpath(*dotted.split(".")).with_suffix(".py").is_file())

    def _imported_function(self, node: ast.stmt, name: str) -> tuple[str, str] | None:
        """`from reference.x import f` binding `name`: (reference.x, f); a module or stdlib: None."""
        if not isinstance(node, ast.ImportFrom) or (node.module or "").split(".")[0] != REFERENCE_PACKAGE:
            return None
        for alias in node.names:
            if (alias.asname or alias.name) == name and not self._is_reference_module(f"{node.module}.{alias.name}"):
                return node.module, alias.name
        return None

    def _imported_module(self, node: ast.stmt, name: str) -> str | None:
        """The reference/ module bound to `name` (`from reference import x`, `import reference.x as x`)."""
        for alias in getattr(node, "names", []):
            if isinstance(node, ast.ImportFrom) and (alias.asname or alias.name) == name:
                dotted = f"{node.module}.{alias.name}"
                return dotted if self._is_reference_module(dotted) else None
            if isinstance(node, ast.Import) and alias.asname == name and self._is_reference_module(alias.name):
                return alias.name
            if isinstance(node, ast.Import) and not alias.asname and alias.name.split(".")[0] == name \
                    and alias.name.split(".")[0] == REFERENCE_PACKAGE:
                raise NotExtractable(f"`import {alias.name}` without a name: use from-imports")
        return None

    def _statement(self, module: str, node: ast.stmt, text: str) -> str:
        """A kept statement's source; a from-import of reference/ names only what was kept of it
        (the rest of that module is not in the browser)."""
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == REFERENCE_PACKAGE:
            names = [alias for alias in node.names if (module, alias.asname or alias.name) in self._done]
            return f"from {node.module} import " + ", ".join(
                alias.name + (f" as {alias.asname}" if alias.asname else "") for alias in names)
        return ast.get_source_segment(text, node) or ""

    def modules(self) -> dict[str, str]:
        """Each module's kept statements in file order, reference/ modules before their users."""
        out: dict[str, str] = {}
        for module in sorted(self._kept, key=lambda m: (m == BROWSER_ROOT_NAME, m.count("."), m)):
            source = self._sources[module]
            text = source.path.read_text(encoding="utf-8")
            kept = [self._statement(module, n, text) for n in source.tree.body if id(n) in self._kept[module]]
            out[module] = '"""Cut out for the browser from ' + _shown_path(source.path, self.root) + '"""\n' + \
                "\n\n".join(kept) + "\n"
        return _dependencies_first(out)


def _shown_path(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return path.name


def _dependencies_first(modules: dict[str, str]) -> dict[str, str]:
    """reference.a may import reference.b: order so every module comes after those it imports."""
    order: list[str] = []

    def visit(name: str, seen: tuple[str, ...]) -> None:
        if name in order or name in seen:
            return
        for other in modules:
            if other != name and (f"from {other} import" in modules[name] or f"import {other}" in modules[name]):
                visit(other, seen + (name,))
        order.append(name)

    for name in modules:
        visit(name, ())
    return {name: modules[name] for name in order}


def solution_names(reference_py: Path, entry_point: str, root: Path = PROJECT_ROOT) -> set[tuple[str, str]]:
    """What must never reach the browser from this problem: its entry point, its generators, and
    the reference/ functions the entry point calls (the algorithm itself)."""
    source = _load(reference_py)
    forbidden = {(BROWSER_ROOT_NAME, name) for name in source.defs
                 if name == entry_point or name == "generate" or name.startswith("generate_")}
    entry = source.defs.get(entry_point)
    if entry is None:
        return forbidden
    for used in _used_names(entry):
        node = source.defs.get(used)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == REFERENCE_PACKAGE:
            for alias in node.names:
                if (alias.asname or alias.name) == used:
                    forbidden.add((node.module, alias.name))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and used != entry_point:
            forbidden.add((BROWSER_ROOT_NAME, used))
    for attr_user in (n for n in ast.walk(entry) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)):
        node = source.defs.get(attr_user.value.id)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            module = node.module if isinstance(node, ast.ImportFrom) else None
            for alias in node.names:
                if (alias.asname or alias.name).split(".")[0] == attr_user.value.id:
                    target = f"{module}.{alias.name}" if module else alias.name
                    if target.split(".")[0] == REFERENCE_PACKAGE:
                        forbidden.add((target, attr_user.attr))
    return forbidden


@functools.cache
def shared_solutions(root: Path = PROJECT_ROOT) -> frozenset[tuple[str, str]]:
    """The reference/ functions that are some problem's solution (its entry point calls them):
    a checker that needs one would hand a learner another problem's answer, so it stays on the
    server (Elbow Up's checker needs the arm's forward kinematics, which a Level 2 problem asks for)."""
    shared = set()
    for spec_path in sorted((root / "problems").glob("*/*/problem.yaml")):
        entry_point = (yaml.safe_load(spec_path.read_text(encoding="utf-8")) or {}).get("entry_point")
        reference_py = spec_path.parent / "reference.py"
        if isinstance(entry_point, str) and reference_py.is_file():
            shared |= {(module, name) for module, name in solution_names(reference_py, entry_point, root)
                       if module != BROWSER_ROOT_NAME}
    return frozenset(shared)


def extract_checker(reference_py: Path, roots: list[str], entry_point: str,
                    root: Path = PROJECT_ROOT) -> Extracted:
    """The modules that define `roots` (names of reference.py) in the browser, as sources; the
    reference.py part is named BROWSER_ROOT_NAME. Raises NotExtractable."""
    extractor = Extractor(root, solution_names(reference_py, entry_point, root) | shared_solutions(root))
    extractor.source(BROWSER_ROOT_NAME, reference_py)
    for name in roots:
        extractor.need(BROWSER_ROOT_NAME, name)
    return Extracted(modules=extractor.modules(), reached=set(extractor._done))
