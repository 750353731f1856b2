"""Runs IN THE BROWSER (Pyodide) only: stand-ins for the few grader modules whose server imports
(pydantic, the sandbox backends) Pyodide has not, so that the grader's own execute.py,
function/judge.py, function/pictures.py, checkers.py and precheck.py load there unchanged.

Each stand-in gives only the names those modules import. The result types are plain objects
with the fields and defaults of grader/contract.py (tests/browser/test_browser_run_parity.py
compares what both sides produce, field by field). Standard library only.
"""

import sys


def _module(name, **names):
    module = type(sys)(name)
    module.__dict__.update(names)
    sys.modules[name] = module
    parent, _, attr = name.rpartition(".")
    if parent:
        setattr(sys.modules.setdefault(parent, type(sys)(parent)), attr, module)
    return module


class _Model:
    """Keyword fields over defaults, as a pydantic model of grader/contract.py takes them."""

    FIELDS = ()

    def __init__(self, **fields):
        unknown = set(fields) - {name for name, _ in self.FIELDS}
        if unknown:
            raise ValueError(f"unknown fields {sorted(unknown)}")
        for name, default in self.FIELDS:
            value = fields[name] if name in fields else (default() if callable(default) else default)
            setattr(self, name, value)

    @classmethod
    def model_validate(cls, data):
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
        return cls(**data)

    def model_dump(self):
        return {name: _dumped(getattr(self, name)) for name, _ in self.FIELDS}


def _dumped(value):
    if isinstance(value, _Model):
        return value.model_dump()
    if isinstance(value, (list, tuple)):
        return [_dumped(v) for v in value]
    return value


class Plot(_Model):
    FIELDS = (("xs", list), ("ys", list), ("kind", "line"), ("label", None), ("xlabel", None),
              ("ylabel", None), ("logy", False), ("cells", None))
    KINDS = ("line", "scatter", "bar", "step", "grid")

    def __init__(self, **fields):
        super().__init__(**fields)
        if self.kind not in self.KINDS or type(self.logy) is not bool:
            raise ValueError("not a plot")
        for series in (self.xs, self.ys):
            if not isinstance(series, list) or any(v is not None and type(v) is not float for v in series):
                raise ValueError("a series must be floats or None")


class CaseResult(_Model):
    FIELDS = (("name", ""), ("kind", "example"), ("passed", False), ("verdict", "runtime_error"),
              ("message", ""), ("checks", ""), ("points_at_mistake", False), ("args", None),
              ("expected", None), ("got", None), ("stdout", ""), ("time_s", 0.0), ("plots", list),
              ("picture", list), ("run", None), ("metrics", dict))


class GradingResult(_Model):
    FIELDS = (("outcome", "graded"), ("verdict", None), ("score", None), ("message", ""), ("cases", list),
              ("hint", None), ("mistake_id", None), ("plots", list), ("stdout", ""), ("sandbox", ""),
              ("time_s", 0.0), ("sandbox_time_s", 0.0), ("problem_version", None))


class Case:
    def __init__(self, name, kind, args, why=""):
        self.name, self.kind, self.args, self.why = name, kind, args, why


class Limits:
    def __init__(self, time_s, memory_mib, wall_s):
        self.time_s, self.memory_mib, self.wall_s = time_s, memory_mib, wall_s


class SandboxUnavailable(Exception):
    pass


def _unavailable(*args, **kwargs):
    raise SandboxUnavailable("there is no sandbox in the browser")


def _example_cases(problem):
    """A browser problem carries its visible cases, as the bundle served them."""
    return list(problem.cases)


def _function_name(prefix):
    return lambda ident: prefix + ident.replace("-", "_")


def install(verdict_severity):
    """Register the stand-ins; `verdict_severity` is grader.contract.VERDICT_SEVERITY as served."""

    def overall_verdict(cases):
        seen = {c.verdict for c in cases}
        return next((v for v in verdict_severity if v in seen), "accepted")

    _module("grader.contract", Plot=Plot, CaseResult=CaseResult, GradingResult=GradingResult, Verdict=str, CaseKind=str,
            VERDICT_SEVERITY=tuple(verdict_severity), overall_verdict=overall_verdict)
    _module("grader.problem", Limits=Limits, Problem=object, Checker=object, Mistake=object, Mutant=object,
            mistake_function_name=_function_name(""), metric_function_name=_function_name("metric_"))
    _module("grader.cases", Case=Case, example_cases=_example_cases, hidden_cases=_unavailable)
    _module("grader.sandbox", SANDBOX_PYTHON="python3", RunResult=object, SandboxLimits=_unavailable,
            SandboxUnavailable=SandboxUnavailable, get_sandbox=_unavailable)
    _module("grader.sandbox_program", BASE_HARNESS=None, BOOTSTRAP="", CHANNEL=None,
            harness_program=_unavailable, SEAM=None, SandboxModule=lambda *args: None)
