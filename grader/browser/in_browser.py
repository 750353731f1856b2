"""Runs IN THE BROWSER (Pyodide, in a Web Worker): Run on a function problem's visible examples,
with the grader's own code, so the browser's answer is the server's answer.

The same harness as the sandbox's (grader/harness.py, speaking grader/channel.py's records) runs
the learner's code; the same grader/execute.py parses its records; the same
grader/function/judge.py judges each example with grader/checkers.py and the problem's own
check() and picture() (cut out of its reference.py by grader/browser/extract.py, never its
solution). What differs, and why:

- No CPU timer: Pyodide has no setitimer. The worker's page measures each phase (the import, each
  example) and, when one runs past the problem's time_s, stops it where it runs
  (grader/browser/interrupt.py: a time limit, as the CPU timer's) or, where it cannot, ends the
  worker. For that, before each phase this module hands the page the result to show if that phase
  is stopped (`provisional`): the records so far plus a time_limit record for the phase, judged as
  the server judges a case stopped by its timer. Either way the message says the time was
  measured in the browser.
- No process to end: the learner's code shares this interpreter with the driver, so the modules
  it imported and the builtins it changed are put back after each Run.
Standard library only (plus the modules the bundle ships).
"""

import builtins
import json
import signal
import sys

from grader import execute, harness
from grader.browser.interrupt import PageTimer
from grader.cases import Case
from grader.function.judge import judge_execution
from grader.precheck import Ungradable, precheck
from grader.problem import Limits


class _Spec:
    def __init__(self, bundle):
        checker = bundle["checker"]
        self.checker = type("Checker", (), dict(checker))()
        self.entry_point = bundle["entry_point"]
        self.keep_arguments = bundle["keep_arguments"]


class BrowserProblem:
    """What judge.py and pictures.py read of a problem, from the served bundle."""

    def __init__(self, bundle, check_module):
        self.slug = bundle["slug"]
        self.spec = _Spec(bundle)
        self.custom_check = getattr(check_module, "check", None)
        self.reference = check_module


def _limits(bundle):
    limits = bundle["limits"]
    return Limits(limits["time_s"], limits["memory_mib"], limits["wall_s"])


def timed_here(seconds):
    """A time limit's message when the page's clock, not a CPU timer, measured it."""
    return f"took more than {seconds:g} s, timed in your browser"


def timed_in_the_browser(execution, limits):
    """A phase the page stopped in place says so, as the one it stops by ending the worker does."""
    on_the_server = execute._limit_message("time_limit", limits)
    if execution.load_status == "time_limit" and execution.load_message == on_the_server:
        execution.load_message = timed_here(limits.time_s)
    for case in execution.cases:
        if case.status == "time_limit" and case.message == on_the_server:
            case.message = timed_here(limits.time_s)


def _stopped_record(lines, n_cases, time_s):
    """The record the phase now starting gets if the page stops it: a time limit, timed by the
    page's clock (the server's says CPU time)."""
    done = len(lines) - 1  # after the start record: the load, then one per case
    message = json.dumps(timed_here(time_s))
    common = '"status":"time_limit","message":%s,"stdout":"","time_s":0.0,"plots":[]' % message
    if done <= 0:
        return '{"record":"load",' + common + ',"exception":""}'
    if done - 1 < n_cases:
        return '{"record":"case","index":%d,' % (done - 1) + common + ',"value":null}'
    return None


class RunInBrowser:
    def __init__(self, bundle, check_module):
        self.bundle = bundle
        self.problem = BrowserProblem(bundle, check_module)
        self.limits = _limits(bundle)
        self.cases = [Case(e["name"], "example", e["args"], e.get("why") or "") for e in bundle["examples"]]
        self.expected = [e["expected"] for e in bundle["examples"]]

    def result_of(self, lines, ending):
        """The GradingResult's JSON fields for these channel records, as the server computes them."""
        data = ("\n".join(lines) + "\n").encode()
        execution = execute.assemble(execute.parse_channel(data, len(self.cases)), len(self.cases), ending, self.limits)
        execution.sandbox = "browser"
        timed_in_the_browser(execution, self.limits)
        execute._skip_after_first_time_limit(execution)
        return judge_execution(self.problem, self.cases, self.expected, execution).model_dump()

    def provisional(self, lines):
        record = _stopped_record(lines, len(self.cases), self.limits.time_s)
        if record is None:
            return None
        return self.result_of(lines + [record], execute.Ending("error", "stopped"))

    def run(self, code, report):
        """`report(record_json, provisional_json)` before each phase; returns the result's JSON."""
        try:
            precheck(code, self.bundle["entry_point"], self.bundle["max_code_bytes"])
        except Ungradable as exc:
            return json.dumps({"outcome": "ungradable", "message": str(exc), "cases": [], "plots": [],
                               "stdout": "", "verdict": None})
        lines = []

        def send(text):
            lines.append(text)
            provisional = self.provisional(lines)
            report(text, json.dumps(provisional) if provisional is not None else "")

        ending = execute.Ending("error", "the program ended before this case finished")
        with _Restored():
            saved_send, harness.send = harness.send, send
            try:
                job = {"code": code, "entry_point": self.bundle["entry_point"],
                       # a copy, as the sandbox gets one: a call that changes its arguments in
                       # place must not change the case the result shows
                       "cases": json.loads(json.dumps([c.args for c in self.cases])),
                       "case_time_s": self.limits.time_s,
                       "stdout_cap_bytes": execute.STDOUT_CAP_BYTES, "value_cap_bytes": execute.VALUE_CAP_BYTES,
                       "keep_arguments": self.bundle["keep_arguments"]}
                run = harness.Harness(job)
                run.timer = PageTimer()
                builtins.plot = harness.make_plot_builtin(run.plots)
                send('{"record":"start"}')
                if run.load():
                    run.run_cases(stop_at_time_limit=True)
            except MemoryError:
                ending = execute.Ending("memory_limit", execute._limit_message("memory_limit", self.limits))
            finally:
                harness.send = saved_send
        return json.dumps(self.result_of(lines, ending))


class _Restored:
    """Puts back what the learner's code may change in this shared interpreter."""

    def __enter__(self):
        self.modules = set(sys.modules)
        self.builtins = dict(builtins.__dict__)
        self.streams = sys.stdout, sys.stderr
        self.recursion_limit = sys.getrecursionlimit()
        self.on_interrupt = signal.getsignal(signal.SIGINT)  # the page's stop (interrupt.py)
        return self

    def __exit__(self, *exc):
        sys.stdout, sys.stderr = self.streams
        sys.setrecursionlimit(self.recursion_limit)
        signal.signal(signal.SIGINT, self.on_interrupt)
        for name in set(sys.modules) - self.modules:
            del sys.modules[name]
        builtins.__dict__.clear()
        builtins.__dict__.update(self.builtins)
        return False


def runner(bundle_json):
    """The page's handle on one problem: its bundle's check module loaded once."""
    bundle = json.loads(bundle_json)
    check_module = sys.modules.get(bundle["check_module"]) if bundle["check_module"] else None
    return RunInBrowser(bundle, check_module)
