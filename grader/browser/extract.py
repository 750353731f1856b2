"""The trusted code a problem's Run needs in the browser, cut out of its sources by name: its
`check()` and `picture()` with exactly the module-level definitions they reach, never the
reference solution or the case generators.

A problem's `reference.py` holds its solution beside its checker. Serving the file would hand the
learner the answer, so this reads the sources (never imports them) and keeps, for each root name,
the definitions it uses, following `from reference.x import f` into `reference/x.py` the same way.

What a problem's answer is: every reference/ function its entry point reaches, the HELPERS and
what the course publishes (PUBLISHED_PACKAGES) apart. What the closure of a checker may not reach (`Forbidden`): the problem's entry point, its
generators, what its entry point reaches in reference.py, and a reference/ function that is this
problem's answer alone. A reference/ function that is also another problem's answer (Elbow Up's
checker needs the arm's forward kinematics, which Where the Gripper Lands asks for) is kept, and
the bundle requires that problem solved: until the learner has solved one of the problems that ask
for it, their Run goes to the server (grader/browser/bundle.py, `for_learner`).
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

# What the course publishes in full is no answer to keep back: reference/sim is the simulator of
# Programming for Robotics 3, whose whole listing its lesson prints (ray against a segment and a
# circle included) and which a tests problem's tests import as `sim`. (reference/sim_practice,
# the simulator chapter's exercises, is not.)
PUBLISHED_PACKAGES: tuple[str, ...] = ("reference.sim",)

# Small functions some answers call that no problem asks for by itself, so a checker may take
# them to the browser whoever runs it (tests/grader/browser/test_extract.py checks that no
# problem's entry point hands its work to one of them).
HELPERS: frozenset[tuple[str, str]] = frozenset({
    ("reference.angles", "wrap"),              # an angle into (-pi, pi]
    ("reference.grids", "free_cells"),         # the cells of a plan that are not '#'
    ("reference.grids", "cells_with"),         # the cells holding one character
    ("reference.jacobian", "largest_difference"),  # the largest entry of |A - B|
})


class NotExtractable(Exception):
    """The checker's code cannot go to the browser (it reaches the solution, numpy, a star import...)."""


@dataclass
class _Source:
    path: Path
    tree: ast.Module
    defs: dict[str, ast.stmt]                      # module-level name -> the statement binding it
    order: dict[int, int] = field(default_factory=dict)  # id(statement) -> position in the file


def _load(path: Path) -> _Source:
    return _load_cached(path, path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=512)
def _load_cached(path: Path, mtime_ns: int) -> _Source:
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
    def __init__(self, root: Path = PROJECT_ROOT, forbidden: set[tuple[str, str]] | None = None,
                 gated: dict[tuple[str, str], frozenset[str]] | None = None):
        self.root = root
        self.forbidden = forbidden or set()
        self.gated = gated or {}                   # (module, name) -> the problems whose answer it is
        self.requires: set[frozenset[str]] = set()  # per gated name reached: solve one of these first
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
        if (module, name) in self.gated:
            self.requires.add(self.gated[module, name])
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


def entry_closure(reference_py: Path, entry_point: str, root: Path = PROJECT_ROOT) -> set[tuple[str, str]]:
    """Every module-level definition the entry point reaches, here and in reference/; where the
    sources cannot be followed (numpy, a star import), what the entry point calls directly."""
    extractor = Extractor(root)
    extractor.source(BROWSER_ROOT_NAME, reference_py)
    try:
        extractor.need(BROWSER_ROOT_NAME, entry_point)
    except NotExtractable:
        return solution_names(reference_py, entry_point, root)
    return set(extractor._done)


def _problem_entries(root: Path) -> list[tuple[str, Path, str]]:
    """(slug, reference.py, entry point) of every problem under root/problems."""
    entries = []
    for spec_path in sorted((root / "problems").glob("*/*/problem.yaml")):
        entry_point = (yaml.safe_load(spec_path.read_text(encoding="utf-8")) or {}).get("entry_point")
        reference_py = spec_path.parent / "reference.py"
        if isinstance(entry_point, str) and reference_py.is_file():
            entries.append((spec_path.parent.name, reference_py, entry_point))
    return entries


@functools.cache
def answer_owners(root: Path = PROJECT_ROOT) -> dict[tuple[str, str], frozenset[str]]:
    """Each reference/ function that is some problem's answer (its entry point reaches it; the
    HELPERS apart) -> the slugs of the problems whose answer it is."""
    owners: dict[tuple[str, str], set[str]] = {}
    for slug, reference_py, entry_point in _problem_entries(root):
        for module, name in entry_closure(reference_py, entry_point, root):
            if module != BROWSER_ROOT_NAME and (module, name) not in HELPERS and not _published(module) \
                    and _is_code(root, module, name):
                owners.setdefault((module, name), set()).add(slug)
    return {answer: frozenset(slugs) for answer, slugs in owners.items()}


def _published(module: str) -> bool:
    return any(module == package or module.startswith(package + ".") for package in PUBLISHED_PACKAGES)


def _is_code(root: Path, module: str, name: str) -> bool:
    """A function, or a class with methods: an answer is code. A constant, a type alias or a
    plain record (Point, Plan) says how data looks, which the statement says too."""
    path = root.joinpath(*module.split(".")).with_suffix(".py")
    node = _load(path).defs.get(name) if path.is_file() else None
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return True
    return isinstance(node, ast.ClassDef) and any(
        isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
        and not (item.name.startswith("__") and item.name != "__init__") for item in node.body)


def answers_reached(reference_py: Path, entry_point: str,
                    root: Path = PROJECT_ROOT) -> dict[tuple[str, str], frozenset[str]]:
    """What this problem's checker may carry only to a learner who has solved one of the problems
    whose answer it is: every reference/ answer (this problem among its owners where its own entry
    point reaches it), and the functions of reference.py its entry point reaches (this problem's)."""
    slug = reference_py.parent.name
    source = _load(reference_py)
    gated = dict(answer_owners(root))
    for module, name in entry_closure(reference_py, entry_point, root):
        node = source.defs.get(name) if module == BROWSER_ROOT_NAME else None
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            gated[module, name] = frozenset({slug})
    return gated


def never_sent(reference_py: Path, entry_point: str) -> set[tuple[str, str]]:
    """The entry point (the reference solution itself) and the generators (the hidden cases)."""
    return {(BROWSER_ROOT_NAME, name) for name in _load(reference_py).defs
            if name == entry_point or name == "generate" or name.startswith("generate_")}


@dataclass
class Checker:
    modules: dict[str, str]               # module name -> source, dependencies first
    reached: set[tuple[str, str]]         # (module, name) pairs the code kept
    requires_solved: list[list[str]]      # solve one problem of each list before it is sent


def extract_checker(reference_py: Path, roots: list[str], entry_point: str,
                    root: Path = PROJECT_ROOT) -> Checker:
    """The modules that define `roots` (names of reference.py) in the browser, as sources; the
    reference.py part is named BROWSER_ROOT_NAME. Raises NotExtractable."""
    extractor = Extractor(root, never_sent(reference_py, entry_point), answers_reached(reference_py, entry_point, root))
    extractor.source(BROWSER_ROOT_NAME, reference_py)
    for name in roots:
        extractor.need(BROWSER_ROOT_NAME, name)
    return Checker(modules=extractor.modules(), reached=set(extractor._done),
                   requires_solved=_fewest(extractor.requires))


def _fewest(requires: set[frozenset[str]]) -> list[list[str]]:
    """Drop a requirement another one implies (solving one of {a} is solving one of {a, b})."""
    kept = [group for group in requires if not any(other < group for other in requires)]
    return sorted(sorted(group) for group in kept)
