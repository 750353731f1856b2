"""Helpers for authors of tests problems: a mistake is usually the reference suite with one test
weakened, so mistakes.py builds it from reference.py's SUITE rather than repeating it.

Trusted code: these run in the grader, never in the sandbox.
"""

from __future__ import annotations

import ast
import runpy
import textwrap
from pathlib import Path


def reference_suite(mistakes_file: str) -> str:
    """SUITE of the reference.py next to `mistakes_file` (pass mistakes.py's __file__)."""
    return runpy.run_path(str(Path(mistakes_file).with_name("reference.py")))["SUITE"]


def swap_test(suite: str, name: str, replacement: str) -> str:
    """`suite` with the top-level function `name` replaced by `replacement` (source of one or
    more functions, or "" to drop it). Raises KeyError if the suite has no such function."""
    lines = suite.splitlines(keepends=True)
    for node in ast.parse(suite).body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            start = min([node.lineno] + [d.lineno for d in node.decorator_list]) - 1
            new = textwrap.dedent(replacement).strip("\n")
            return "".join(lines[:start]) + (new + "\n" if new else "") + "".join(lines[node.end_lineno:])
    raise KeyError(f"the suite has no function {name}")
