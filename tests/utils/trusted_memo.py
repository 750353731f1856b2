"""Validating a problem calls the same trusted code on the same case again and again: each of its
mistakes is graded on seeds 1 and 2, and each grading works out the reference's answer to every
hidden case and tries the earlier mistakes on them (the diagnosis), then validate's own checks
work out the reference's answers once more per mistake. The reference and the mistakes are pure
functions of their JSON arguments (call_trusted gives each a private copy), so within one
problem's validation each (function, arguments) pair is worked out once and its JSON kept: every
caller still gets a fresh decoded value, exactly what call_trusted would have returned.
Only the tests use this, and only for the length of one `remembering_trusted_calls()` block."""

from __future__ import annotations

import contextlib
import json
from typing import Any, Iterator

import grader.cases
import grader.function.diagnosis
import grader.function.grade
import grader.function.validate

# Every module that calls call_trusted while a function problem is validated (mutation.py not:
# a mutant is a new function each time, nothing to share).
_CALLERS = (grader.function.grade, grader.function.diagnosis, grader.function.validate)


@contextlib.contextmanager
def remembering_trusted_calls() -> Iterator[dict]:
    original = grader.cases.call_trusted
    # Keyed by the function object itself (held, so no other function can reuse its id).
    answers: dict[tuple[Any, str], str] = {}

    def call_trusted(function, args: list[Any]) -> Any:
        key = (function, json.dumps(args, sort_keys=True))
        if key not in answers:
            answers[key] = json.dumps(original(function, args))  # an exception is not kept
        return json.loads(answers[key])

    for module in _CALLERS:
        assert module.call_trusted is original, f"{module.__name__}.call_trusted is already replaced"
        module.call_trusted = call_trusted
    try:
        yield answers
    finally:
        for module in _CALLERS:
            module.call_trusted = original
