"""What makes code ungradable, found without running it: too big, does not parse, no entry point.

Ungradable code is not charged as an attempt, so this stays strict about what it calls ungradable:
anything that might work at run time goes to the sandbox.
"""

from __future__ import annotations

import ast
import warnings


class Ungradable(Exception):
    pass


def _defined_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(alias.asname or alias.name).split(".")[0] for alias in node.names}
        elif isinstance(node, (ast.If, ast.Try, ast.With, ast.For, ast.While)):
            names |= _defined_names(ast.Module(body=list(ast.iter_child_nodes(node)), type_ignores=[]))
    return names


def precheck(code: str, entry_point: str, max_bytes: int) -> None:
    """Raise Ungradable with a learner-facing message, or return when the code is worth running."""
    if len(code.encode("utf-8")) > max_bytes:
        raise Ungradable(f"Your code is over {max_bytes // 1024} KiB; please shorten it.")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(code, filename="solution.py")
    except SyntaxError as exc:
        line = f" on line {exc.lineno}" if exc.lineno else ""
        raise Ungradable(f"SyntaxError{line}: {exc.msg}") from None
    except (ValueError, MemoryError, RecursionError) as exc:
        raise Ungradable(f"Your code could not be read: {type(exc).__name__}") from None
    has_star_import = any(isinstance(n, ast.ImportFrom) and any(a.name == "*" for a in n.names) for n in tree.body)
    if entry_point not in _defined_names(tree) and not has_star_import:
        raise Ungradable(f"Define a function named {entry_point} at the top level of your code.")
