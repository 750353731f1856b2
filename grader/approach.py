"""A submission's approach: its code with everything that does not change what it does taken away,
so that solutions written the same way fall together whatever their names, comments and layout.

The normal form is the code's syntax tree with
- the names the learner binds (variables, arguments, helper functions and classes) renamed
  `v1`, `v2`, ... in the order they are first met, reading the tree from the top;
- names the learner did not bind kept: builtins (`len`, `range`), imported modules and the names
  imported from them (`math`, `cos`), every attribute (`math.pi`, `self.speed`), the problem's
  entry point, and a class's method names (the harness calls them by name);
- docstrings and other bare strings (comments in all but name) dropped; comments and formatting
  are not in the tree at all;
- constants kept: `k * 2` and `k * 3` are different approaches.

The approach key is a hash of that form's dump. Code that does not parse has no approach.
Pure: no database, no app; grader/ never imports app/.
"""

from __future__ import annotations

import ast
import hashlib
import warnings

# Bump when the rules change: every key then changes, and stored keys are computed again.
RULES_VERSION = "1"
KEY_LENGTH = 16  # hex digits of the hash: 64 bits, no clash among a problem's few thousand approaches

def approach_key(code: str, entry_point: str | None = None) -> str | None:
    """The key of the code's approach, or None when it does not parse."""
    form = normal_form(code, entry_point)
    if form is None:
        return None
    return hashlib.sha256(f"{RULES_VERSION}\n{form}".encode()).hexdigest()[:KEY_LENGTH]


def stored_approach(code: str, entry_point: str | None = None) -> str:
    """What submissions.approach holds: the key, or "" (no approach) for code that does not parse,
    so a submission whose approach was looked for is told apart from one never looked at (NULL)."""
    return approach_key(code, entry_point) or ""


def normal_form(code: str, entry_point: str | None = None) -> str | None:
    """The normalised tree, dumped; None when the code does not parse."""
    tree = _parse(code, entry_point)
    if tree is None:
        return None
    return ast.dump(tree, annotate_fields=False, include_attributes=False)


def normal_source(code: str, entry_point: str | None = None) -> str | None:
    """The normal form as Python, for a reader: what every member of the approach looks like."""
    tree = _parse(code, entry_point)
    return None if tree is None else ast.unparse(tree)


def _parse(code: str, entry_point: str | None = None) -> ast.Module | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escapes and the like: the grader reports those
            tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):  # ValueError: a NUL byte
        return None
    try:
        _drop_bare_strings(tree)
        _Renamer(_bound_names(tree) - {entry_point}).visit(tree)
    except RecursionError:  # absurdly deep nesting that still parsed
        return None
    return tree


def _drop_bare_strings(tree: ast.AST) -> None:
    """Docstrings and strings standing alone as statements change nothing the code does."""
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if not isinstance(body, list) or not body or not isinstance(body[0], ast.stmt):
                continue
            kept = [s for s in body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)
                                            and isinstance(s.value.value, str))]
            if not kept and field == "body" and not isinstance(node, ast.Module):
                kept = [ast.Pass()]  # a function of a docstring alone still needs a body
            setattr(node, field, kept)


def _bound_names(tree: ast.AST) -> set[str]:
    """The names the learner's code binds, less what it imports and the methods of its classes."""
    bound: set[str] = set()
    imported: set[str] = set()
    methods: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            bound.add(node.rest)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            imported.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        if isinstance(node, ast.ClassDef):
            methods.update(s.name for s in node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return bound - imported - methods


class _Renamer(ast.NodeTransformer):
    """Renames the bound names in the order first met; one name, one new name, everywhere."""

    def __init__(self, renamable: set[str]):
        self.renamable = renamable
        self.names: dict[str, str] = {}

    def _new(self, name: str | None) -> str | None:
        if name is None or name not in self.renamable:
            return name
        if name not in self.names:
            self.names[name] = f"v{len(self.names) + 1}"
        return self.names[name]

    def visit_Name(self, node: ast.Name) -> ast.Name:
        node.id = self._new(node.id)
        return node

    def visit_arg(self, node: ast.arg) -> ast.arg:
        node.arg = self._new(node.arg)
        node.annotation = None  # annotations change nothing the code does
        return node

    def _visit_def(self, node):
        node.name = self._new(node.name)
        node.returns = None
        self.generic_visit(node)
        return node

    visit_FunctionDef = visit_AsyncFunctionDef = _visit_def

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.ClassDef:
        node.name = self._new(node.name)
        self.generic_visit(node)
        return node

    def visit_Call(self, node: ast.Call) -> ast.Call:
        # The keyword arguments of the learner's own functions are their renamed parameters.
        own = isinstance(node.func, ast.Name) and node.func.id in self.renamable
        self.generic_visit(node)
        if own:
            for keyword in node.keywords:
                keyword.arg = self._new(keyword.arg)
        return node

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> ast.ExceptHandler:
        node.name = self._new(node.name)
        self.generic_visit(node)
        return node

    def visit_Global(self, node: ast.Global) -> ast.Global:
        node.names = [self._new(name) for name in node.names]
        return node

    visit_Nonlocal = visit_Global

    def visit_MatchAs(self, node: ast.MatchAs) -> ast.MatchAs:
        node.name = self._new(node.name)
        self.generic_visit(node)
        return node

    visit_MatchStar = visit_MatchAs

    def visit_MatchMapping(self, node: ast.MatchMapping) -> ast.MatchMapping:
        node.rest = self._new(node.rest)
        self.generic_visit(node)
        return node
