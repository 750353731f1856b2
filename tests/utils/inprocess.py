"""An in-process stand-in for the sandbox, for unit tests of the trusted side only.
It has none of the sandbox's protections; real runs are covered by the sandbox tests."""

from __future__ import annotations

import copy
import json

from grader.execute import CaseExecution, Execution


def execute_in_process(code, entry_point, cases_args, limits, *, sandbox=None, keep_arguments=False,
                       stop_at_time_limit=False) -> Execution:
    namespace: dict = {"__name__": "solution"}
    try:
        exec(compile(code, "solution.py", "exec"), namespace)
    except Exception as exc:
        return Execution(load_status="error", load_message=f"{type(exc).__name__}: {exc}",
                         cases=[CaseExecution(status="not_run") for _ in cases_args], sandbox="in-process")
    function = namespace.get(entry_point)
    if not callable(function):
        return Execution(load_status="missing_entry_point", sandbox="in-process")
    cases = []
    for args in cases_args:
        own = copy.deepcopy(args)  # the learner's copy, as across the sandbox's boundary
        try:
            value = json.loads(json.dumps(function(*own)))
            cases.append(CaseExecution(status="ok", value=value, mutated=keep_arguments and own != args))
        except Exception as exc:
            cases.append(CaseExecution(status="error", message=f"{type(exc).__name__}: {exc}"))
    return Execution(load_status="ok", cases=cases, sandbox="in-process")
