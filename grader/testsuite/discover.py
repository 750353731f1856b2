"""Which tests a submission defines, found without running it: its top-level `def <prefix>_...`
functions, in the order they are first defined. What is not there makes the code ungradable.

Found on the trusted side, so a test's name is never taken from the sandbox.
"""

from __future__ import annotations

import ast
import warnings

from grader.precheck import Ungradable, precheck

MAX_TESTS = 40


def test_prefix(entry_point: str) -> str:
    """`test` -> `test_`: the problem's entry point names the tests' common prefix."""
    return entry_point + "_"


def discover_tests(code: str, entry_point: str, max_bytes: int) -> list[str]:
    """The test functions' names, or Ungradable with a message for the learner."""
    tree = _parse(code)
    if tree is None or len(code.encode("utf-8")) > max_bytes:
        precheck(code, entry_point, max_bytes)  # raises the platform's message: too big, or not Python
    prefix = test_prefix(entry_point)
    names = list(dict.fromkeys(node.name for node in tree.body
                               if isinstance(node, ast.FunctionDef) and node.name.startswith(prefix)))
    if not names:
        raise Ungradable(f"No tests found. A test is a function defined at the top level of your file "
                         f"whose name starts with {prefix}, for example: def {prefix}stops_in_time():")
    if len(names) > MAX_TESTS:
        raise Ungradable(f"Your file defines {len(names)} tests; keep it to {MAX_TESTS} or fewer.")
    return names


def _parse(code: str) -> ast.Module | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.parse(code, filename="solution.py")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
