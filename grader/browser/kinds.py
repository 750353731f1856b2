"""Which bundle a problem's kind gets for Run in the browser, beside the function problems'
(grader/browser/bundle.py builds those and asks here for the others)."""

from __future__ import annotations

from typing import Any

from grader.browser.controller_bundle import controller_bundle
from grader.browser.tests_bundle import tests_bundle
from grader.problem import Problem

SIMULATOR_KINDS = {"controller": controller_bundle, "tests": tests_bundle}


def simulator_kind_bundle(problem: Problem, base: dict[str, Any], max_code_bytes: int) -> dict[str, Any]:
    """A controller or tests problem's bundle. Raises NotExtractable (SyntaxError, OSError) when
    its scenario code cannot go to the browser."""
    return SIMULATOR_KINDS[problem.spec.kind](problem, base, max_code_bytes)
