"""The cases a submission is graded on: the visible examples, the named hidden cases, and random
cases drawn with the submission's seed (so any grading can be replayed exactly)."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from typing import Any

from grader.contract import CaseKind
from grader.problem import Problem


@dataclass(frozen=True)
class Case:
    name: str
    kind: CaseKind
    args: list[Any]
    why: str | None = None


def as_json_args(args: list[Any]) -> list[Any]:
    """The args exactly as the learner's code receives them (tuples become lists)."""
    return json.loads(json.dumps(args))


def example_cases(problem: Problem) -> list[Case]:
    return [
        Case(name=f"Example {i}", kind="example", args=as_json_args(example.args), why=example.note)
        for i, example in enumerate(problem.spec.examples, start=1)
    ]


def hidden_cases(problem: Problem, seed: int) -> list[Case]:
    named = [Case(c.name, "named", as_json_args(c.args), c.why) for c in problem.spec.cases.named]
    rng = random.Random(seed)
    drawn = [
        Case(f"random #{i}", "random", as_json_args(problem.reference.generate(rng)))
        for i in range(1, problem.spec.cases.random.count + 1)
    ]
    return named + drawn


def call_trusted(function, args: list[Any]) -> Any:
    """Call reference or mistake code on a private copy, so it cannot alter the case; JSON round
    trip so expected values have the same shape as what the sandbox sends back."""
    return json.loads(json.dumps(function(*copy.deepcopy(args))))
