"""The registry of problem kinds: the `kind` field of a problem.yaml names its entry here.

The built-in kinds are listed below; a kind from outside the grading core (a plug-in, a test's
fake) is added with `register`. Nothing else in the core names a kind: grader/grade.py and
grader/validate.py ask `kind_of(problem)`.
"""

from __future__ import annotations

from grader.controller import kind as controller
from grader.function import kind as function
from grader.kind import Kind
from grader.problem import Problem, ProblemError
from grader.testsuite import kind as tests

_KINDS: dict[str, Kind] = {"function": function, "controller": controller, "tests": tests}


class UnknownKind(ProblemError):
    """A problem whose kind no registered package grades: the problem's fault, named by file and field."""


def names() -> list[str]:
    return sorted(_KINDS)


def kind_of(problem: Problem) -> Kind:
    try:
        return _KINDS[problem.spec.kind]
    except KeyError:
        raise UnknownKind(problem.folder / "problem.yaml", "kind",
                          f"{problem.spec.kind!r} is not a kind the grader knows; use one of "
                          f"{', '.join(names())}") from None


def register(name: str, kind: Kind) -> None:
    """Add a kind; one name is one kind, so a second registration under a name is refused."""
    if name in _KINDS:
        raise ValueError(f"a kind named {name!r} is already registered")
    _KINDS[name] = kind


def unregister(name: str) -> None:
    _KINDS.pop(name)
