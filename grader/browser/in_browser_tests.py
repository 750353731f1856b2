"""Runs IN THE BROWSER (Pyodide, in a Web Worker): Run on a tests problem, the learner's tests
against the true simulator, with the grader's own code, so each test's result is the server's.

The suite harness of the sandbox (grader/testsuite/harness.py, SuiteHarness on grader/harness.py)
runs the tests and speaks the grader's channel records; grader/execute.py parses them, the tests
kind's execute.py reads each test's outcome and its grade.py makes the Run result. The simulator
is the bundle's copy of reference/sim, loaded afresh as `sim` for each Run (the sandbox's is a
fresh process): a test that changes the simulator changes it for that Run only. Mutants never
come here. What differs, as for function problems (grader/browser/in_browser.py): the page's
clock stops a test that runs past time_s, in place where the page can interrupt Python (the Run
goes on with the next test, as the server's CPU timer does), or else by ending the worker, and the
result then shows the tests after it not run.
Standard library only (plus the modules the bundle ships).
"""

import builtins
import json
import time

from grader import execute, harness
from grader.browser import packages
from grader.browser.in_browser import _Restored, _limits, _stopped_record, timed_in_the_browser
from grader.browser.interrupt import PageTimer
from grader.precheck import Ungradable
from grader.testsuite import grade as suite_grade
from grader.testsuite.discover import discover_tests
from grader.testsuite.execute import SuiteRun, _outcome
from grader.testsuite.harness import SuiteHarness


class RunTestsInBrowser:
    def __init__(self, bundle):
        self.bundle = bundle
        self.limits = _limits(bundle)
        self.package = bundle["suite_package"]

    def suite_run(self, lines, tests, ending):
        """The SuiteRun of these channel records, as grader/testsuite/execute.py's run_suite reads one."""
        data = ("\n".join(lines) + "\n").encode()
        execution = execute.assemble(execute.parse_channel(data, len(tests)), len(tests), ending, self.limits)
        timed_in_the_browser(execution, self.limits)
        return SuiteRun(mutant=None, load_status=execution.load_status, load_message=execution.load_message,
                        import_stdout=execution.import_stdout, sandbox="browser", wall_s=execution.wall_s,
                        tests=[_outcome(name, case) for name, case in zip(tests, execution.cases)])

    def result_of(self, lines, tests, ending, started):
        result = suite_grade._run_result(self.suite_run(lines, tests, ending))
        result.time_s = time.perf_counter() - started
        return result.model_dump()

    def run(self, code, report):
        """`report(record_json, provisional_json)` before each phase; returns the result's JSON."""
        started = time.perf_counter()
        try:
            tests = discover_tests(code, self.bundle["entry_point"], self.bundle["max_code_bytes"])
        except Ungradable as exc:
            return json.dumps(suite_grade.GradingResult(outcome="ungradable", message=str(exc),
                                                        time_s=time.perf_counter() - started).model_dump())
        lines = []

        def send(text):
            lines.append(text)
            stopped = _stopped_record(lines, len(tests), self.limits.time_s)
            provisional = None if stopped is None else self.result_of(
                lines + [stopped], tests, execute.Ending("error", "stopped"), started)
            starting = len(lines) - 2  # the test now starting, after the start and load records
            label = tests[starting] if 0 <= starting < len(tests) else None
            report(text, json.dumps(provisional) if provisional is not None else "", None, label)

        ending = execute.Ending("error", "the program ended before this test finished")
        with _Restored():
            packages.load_package(self.package["name"], self.package["modules"])  # the true simulator
            saved_send, harness.send = harness.send, send
            try:
                job = {"code": code, "entry_point": tests[0], "cases": tests, "case_time_s": self.limits.time_s,
                       "stdout_cap_bytes": execute.STDOUT_CAP_BYTES, "value_cap_bytes": execute.VALUE_CAP_BYTES}
                suite = SuiteHarness(job)
                suite.timer = PageTimer()
                builtins.plot = harness.make_plot_builtin(suite.plots)
                send('{"record":"start"}')
                if suite.load():
                    suite.run_cases()
            except MemoryError:
                ending = execute.Ending("memory_limit", execute._limit_message("memory_limit", self.limits))
            finally:
                harness.send = saved_send
        return json.dumps(self.result_of(lines, tests, ending, started))


def runner(bundle_json):
    return RunTestsInBrowser(json.loads(bundle_json))
