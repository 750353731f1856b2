"""Runs IN THE BROWSER (Pyodide, in a Web Worker): Run on a controller problem's visible
scenarios, with the grader's own code, so the browser draws the server's run pictures.

The course's simulator (reference/sim, loaded as `reference.sim` from the bundle), the grader's
drive() loop, trace recorder, metrics and grade.py's scenario_result() and _result(), and the
problem's build()/judge()/metrics()/guides() cut out of its reference.py: the same as the server's
Run. What stands in for the sandbox is BrowserSession below: the same controller harness
(grader/controller/harness.py, ControllerSession, on the seam of device/seam.py) serving the same
one-line JSON messages, but called in this interpreter instead of over a pipe. What differs:

- No CPU timer: a phase (the import, Robot(hw), one update()) is timed by the wall clock when it
  returns, against the same budgets (limits.time_s, controller.pass_cpu_s), and said to be timed
  in your browser. One that never returns is stopped by the page's clock, which this module keeps
  alive with a beat while passes go by: in place where the page can interrupt Python
  (grader/browser/interrupt.py: that pass a time limit, its scenario's run up to there, the next
  scenarios run, as on the server), or else by ending the worker, and the page then shows the
  provisional result handed to it before that scenario (earlier scenarios as run, this one a time
  limit without its run, the rest not run). The whole Run past the problem's wall_s ends as the
  sandbox's would: that scenario a time limit, the later ones not run.
- No process: what the learner's code changes in this interpreter is put back after each Run.

Importing this module registers the browser's grader.controller.session (the Session) and
grader.controller.one_core (no core to pin) before grader/controller/grade.py is loaded.
Standard library only (plus the modules the bundle ships).
"""

import builtins
import contextlib
import io
import json
import sys
import time
from types import SimpleNamespace

from grader import harness as base
from grader.browser.in_browser import _Restored, timed_here
from grader.browser.interrupt import PageTimer
from grader.cases import Case
from grader.controller import harness as controller_harness
from grader.controller.drive import ControllerFailed
from grader.execute import STDOUT_CAP_BYTES, VALUE_CAP_BYTES
from grader.precheck import Ungradable, precheck
from grader.problem import Limits

# The server's Session waits this much longer than a phase's budget (session.PASS_WALL_SLACK_S);
# the page's clock gives a phase as much before it ends the worker.
WALL_SLACK_S = 1.0
BEAT_EVERY_S = 0.25
_encode = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


class LoadFailed(Exception):
    def __init__(self, record):
        super().__init__(record.get("message", ""))
        self.record = record


class WallTimer(PageTimer):
    """Stands in for harness.CpuTimer: the phase's wall time, checked when it returns; over its
    budget, disarm() raises TimeLimit where the CPU timer's signal would have. One that never
    returns the page stops in place (PageTimer) or by ending the worker."""

    def arm(self, seconds):
        super().arm(seconds)
        self.deadline = time.perf_counter() + seconds

    def disarm(self):
        if self.armed:
            self.armed = False
            if time.perf_counter() > self.deadline:
                self.expired = True
                raise base.TimeLimit()


class PageClock:
    """The page's hold on a Run: `phase` before each phase (with the result to show if it is
    stopped), `beat` while a scenario's passes go by."""

    def __init__(self, report):
        self.report = report
        self.last_beat = time.perf_counter()

    def phase(self, provisional, limit_s, label):
        self.report("phase", json.dumps(provisional) if provisional is not None else "", limit_s, label)
        self.last_beat = float("-inf")  # the first pass beats: from then on a pass has its own limit

    def beat(self, limit_s):
        now = time.perf_counter()
        if now - self.last_beat > BEAT_EVERY_S:
            self.report("beat", "", limit_s, "")
            self.last_beat = now


class BrowserSession:
    """The Controller of drive(), as grader/controller/session.py's Session is, without a sandbox."""

    alive = True

    def __init__(self, problem, code, sandbox=None):
        spec = problem.spec
        self.clock = problem.clock
        self.pass_s = spec.controller.pass_cpu_s
        self.wall_s = spec.limits.wall_s
        self.started_s = time.perf_counter()
        job = {"code": code, "entry_point": spec.entry_point, "cases": [],
               "case_time_s": spec.limits.time_s, "stdout_cap_bytes": STDOUT_CAP_BYTES,
               "value_cap_bytes": VALUE_CAP_BYTES, "dt_s": spec.controller.dt_s,
               "pass_cpu_s": spec.controller.pass_cpu_s}
        self.records = []
        harness = base.Harness(job)
        harness.timer = WallTimer()
        builtins.plot = base.make_plot_builtin(harness.plots)
        with self._speaking():
            harness.load()
        load = json.loads(self.records.pop())
        if load.get("status") == "time_limit":
            load["message"] = timed_here(spec.limits.time_s)
        if load.get("status") != "ok":
            raise LoadFailed(load)
        self.controller = controller_harness.ControllerSession(harness, job)

    @contextlib.contextmanager
    def _speaking(self):
        """The harnesses' records come to this session instead of the sandbox's fd 3."""
        saved = base.send, controller_harness.send
        base.send = controller_harness.send = self.records.append
        try:
            yield
        finally:
            base.send, controller_harness.send = saved

    def _exchange(self, message, record):
        with self._speaking():
            self.controller.serve(io.BytesIO(_encode(message).encode() + b"\n"))
        answer = json.loads(self.records.pop()) if self.records else {}
        if answer.get("record") != record:
            raise ControllerFailed("error", "your program wrote to the grader's private channel")
        if answer.get("status", "ok") != "ok":
            raise ControllerFailed(answer["status"], answer.get("message", ""))
        return answer

    def start(self):
        self._exchange({"start": 1}, "started")

    def step(self, readings):
        if time.perf_counter() - self.started_s > self.wall_s:  # the sandbox's wall clock ends it there
            self.alive = False
            raise ControllerFailed("time_limit", f"your program ran longer than {self.wall_s:g} s in all, "
                                                 "timed in your browser")
        try:
            answer = self._exchange(readings, "pass")
        except ControllerFailed as failed:
            if failed.status == "time_limit":
                failed.message = f"update() took more than its {self.pass_s:g} s in one pass, timed in your browser"
            raise
        self.clock.beat(self.pass_s + WALL_SLACK_S)
        left, right = answer.get("d", (0.0, 0.0))
        return float(left), float(right)

    def finish(self):
        if not self.alive:
            return ""
        try:
            return str(self._exchange({"end": 1}, "end").get("stdout", ""))
        except ControllerFailed:
            return ""

    def close(self):
        return time.perf_counter() - self.started_s


class _Ended:
    """A session the page has stopped: the scenarios after it are not run."""

    alive = False


def _register_stand_ins():
    for name, names in (("grader.controller.session", {"Session": BrowserSession, "LoadFailed": LoadFailed}),
                        ("grader.controller.one_core", {"on_one_core": contextlib.nullcontext})):
        module = type(sys)(name)
        module.__dict__.update(names)
        sys.modules[name] = module


_register_stand_ins()


class BrowserControllerProblem:
    """What grade.py, drive.py and run_metrics.py read of a problem, from the served bundle."""

    def __init__(self, bundle, reference):
        limits, controller = bundle["limits"], bundle["controller"]
        self.slug, self.version = bundle["slug"], bundle["version"]
        self.reference = reference
        self.mistake_functions = {}
        self.spec = SimpleNamespace(
            entry_point=bundle["entry_point"], mistakes=[],
            limits=Limits(limits["time_s"], limits["memory_mib"], limits["wall_s"]),
            controller=SimpleNamespace(dt_s=controller["dt_s"], duration_s=controller["duration_s"],
                                       pass_cpu_s=controller["pass_cpu_s"],
                                       metrics=[SimpleNamespace(id=m) for m in controller["metrics"]]))
        self.cases = [Case(e["name"], "example", e["args"], e.get("why") or "") for e in bundle["examples"]]
        self.clock = None


class RunControllerInBrowser:
    def __init__(self, bundle, reference):
        self.bundle = bundle
        self.problem = BrowserControllerProblem(bundle, reference)

    def run(self, code, report):
        """`report(kind, provisional_json, limit_s, label)` for the page's clock; returns the
        result's JSON, the fields of the server's Run."""
        from grader.controller import grade

        started = time.perf_counter()
        try:
            precheck(code, self.bundle["entry_point"], self.bundle["max_code_bytes"])
        except Ungradable as exc:
            return json.dumps(grade.GradingResult(outcome="ungradable", message=str(exc)).model_dump())
        problem, clock = self.problem, PageClock(report)
        problem.clock = clock
        limits = problem.spec.limits
        with _Restored():
            clock.phase(grade._load_failure({"status": "time_limit", "message": timed_here(limits.time_s)}, 0.0)
                        .model_dump(), limits.time_s + WALL_SLACK_S, "Loading your code")
            try:
                session = BrowserSession(problem, code)
            except LoadFailed as failed:
                return json.dumps(grade._load_failure(failed.record, time.perf_counter() - started).model_dump())
            results, reasons = [], []
            for index, case in enumerate(problem.cases):
                clock.phase(self._if_stopped(grade, results, reasons, index), limits.time_s + WALL_SLACK_S,
                            case.name)
                result, reason = grade.scenario_result(problem, case, session)
                results.append(result)
                reasons.append(reason)
            clock.phase(None, 0, "")
            result = grade._result(problem, problem.cases, results, reasons, False, session.close(),
                                   time.perf_counter() - started)
        return json.dumps(result.model_dump())

    def _if_stopped(self, grade, results, reasons, index):
        """The result if the page stops scenario `index`: the earlier ones as run, this one a time
        limit, the later ones not run (as after a sandbox that stopped answering)."""
        cases = self.problem.cases
        stopped = grade._case_result(cases[index], None, grade.Verdict(False, "time_limit", timed_here(
            self.problem.spec.controller.pass_cpu_s + WALL_SLACK_S)), {})
        rest = [grade.scenario_result(self.problem, case, _Ended()) for case in cases[index + 1:]]
        return grade._result(self.problem, cases, [*results, stopped, *(r for r, _ in rest)],
                             [*reasons, "time_limit", *(why for _, why in rest)], False, 0.0, 0.0).model_dump()


def runner(bundle_json):
    """The page's handle on one problem; the worker has loaded the simulator (`packages`) and the
    problem's scenario code (`modules`), and takes them out of sys.modules once this returns (the
    learner's code finds no `reference` package, as in the sandbox; the loaded code keeps what it
    imported)."""
    bundle = json.loads(bundle_json)
    return RunControllerInBrowser(bundle, sys.modules[bundle["check_module"]])
