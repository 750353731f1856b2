"""Runs learner code on case inputs inside the sandbox and reports what happened, case by case.

Owned by the sandbox work; this stub fixes the interface the grading pipeline relies on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

CaseStatus = Literal["ok", "error", "time_limit", "memory_limit", "output_limit", "not_run"]
LoadStatus = Literal["ok", "error", "missing_entry_point", "time_limit", "memory_limit", "output_limit", "crashed"]


@dataclass
class CaseExecution:
    status: CaseStatus
    value: Any = None          # JSON-decoded return value (tuples arrive as lists)
    message: str = ""          # for errors: "ZeroDivisionError: division by zero (line 4)"
    stdout: str = ""           # what the learner printed during this case (capped)
    time_s: float = 0.0
    plots: list[dict] = field(default_factory=list)


@dataclass
class Execution:
    load_status: LoadStatus
    load_message: str = ""
    cases: list[CaseExecution] = field(default_factory=list)  # one per input, in order
    import_stdout: str = ""
    import_plots: list[dict] = field(default_factory=list)
    sandbox: str = ""
    wall_s: float = 0.0
