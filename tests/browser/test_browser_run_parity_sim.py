"""Parity of Run in the browser with Run on the server for the simulator kinds (issue #22): the
controller problem (Stop Before the Wall: its visible scenarios on our reference.sim in Pyodide,
the learner's Robot driven pass by pass) and the two tests problems (the learner's tests against
the true simulator), each with its correct solution (tests/utils/solutions) and its first listed
mistake, through the server's sandbox (grader.grade.run_examples) and through one Pyodide worker
in headless Chromium. Compared field by field as tests/browser/test_browser_run_parity.py does
(only timings differ): outcome, verdict, message, each scenario's or test's verdict, message,
output, metrics and run trace (world, path, range, wheel speeds, contacts, guides)."""

from __future__ import annotations

import json
import time

import pytest

from grader.browser.bundle import browser_bundle, runtime
from grader.grade import run_examples
from grader.library import load_library
from grader.mistake_program import mistake_program
from grader.problem import PROJECT_ROOT
from grader.testsuite.diagnosis import mistake_source
from tests.browser.test_browser_run_parity import alike, comparable, served
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser]

SIM_PROBLEMS = ("stop-before-the-wall", "tests-for-the-bump-sensor", "the-museum-patrol-replays-its-night")

# Runs every job in one worker, one after another, each timed; "phase" and "beat" messages are
# the page's clock, not answers (the worker holds on to the result until the Run ends).
DRIVE_WORKER = """async ({runtime, jobs}) => {
  const worker = new Worker("/static/js/python_worker.js", {type: "module"});
  const answers = [];
  let wake = null;
  worker.onmessage = (e) => {
    if (e.data.type === "phase" || e.data.type === "beat") return;
    answers.push(e.data);
    if (wake) wake();
  };
  const answer = async () => { while (!answers.length) await new Promise((r) => { wake = r; }); return answers.shift(); };
  worker.postMessage({type: "init", runtime});
  const ready = await answer();
  if (ready.type !== "ready") return {failed: ready.message};
  const results = [];
  for (const [index, job] of jobs.entries()) {
    const started = performance.now();
    worker.postMessage({type: "run", id: index + 1, bundle: job.bundle, code: job.code});
    const got = await answer();
    results.push({ms: performance.now() - started,
                  text: got.type === "result" ? got.result : JSON.stringify({error: got.message})});
  }
  worker.terminate();
  return {python: ready.python, load_ms: ready.load_ms, results};
}"""


def codes_of(problem) -> list[tuple[str, str]]:
    mistake = problem.spec.mistakes[0].id
    wrong = mistake_source(problem, mistake) if problem.spec.kind == "tests" else mistake_program(problem, mistake)
    return [("solution", solution_for(problem.slug)), (mistake, wrong)]


@pytest.fixture(scope="module")
def sim_jobs():
    library = load_library(PROJECT_ROOT / "problems")
    jobs = []
    for slug in SIM_PROBLEMS:
        problem = library.problems[slug]
        bundle = browser_bundle(problem)
        assert bundle["runs_in_browser"], f"{slug}: {bundle['reason']}"
        for label, code in codes_of(problem):
            started = time.perf_counter()
            server = json.loads(run_examples(problem, code).model_dump_json())
            jobs.append({"problem": problem, "label": label, "code": code, "bundle": bundle, "server": server,
                         "server_s": time.perf_counter() - started})
    return jobs


def in_the_browser(browser, live_server, jobs) -> dict:
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/login")
        answer = page.evaluate(DRIVE_WORKER, {"runtime": runtime(), "jobs": [
            {"bundle": served(job["bundle"]), "code": job["code"]} for job in jobs]})
    finally:
        context.close()
    assert "failed" not in answer, answer
    return answer


def differences_of(jobs, answer, compared=comparable) -> list[str]:
    differences = []
    for job, browser_run in zip(jobs, answer["results"]):
        got, on_the_server = json.loads(browser_run["text"]), job["server"]
        if "error" in got or not alike(compared(on_the_server), compared(got)):
            differences.append(f"{job['problem'].slug} ({job['label']}):\n  server  {compared(on_the_server)}\n"
                               f"  browser {got if 'error' in got else compared(got)}")
    return differences


def test_the_simulator_problems_run_alike_in_the_browser_and_on_the_server(browser, live_server, sim_jobs):
    answer = in_the_browser(browser, live_server, sim_jobs)
    differences = differences_of(sim_jobs, answer)
    timings = [f"{job['problem'].slug} ({job['label']}): server {job['server_s'] * 1000:.0f} ms, "
               f"browser {run['ms']:.0f} ms" for job, run in zip(sim_jobs, answer["results"])]
    (PROJECT_ROOT / "var").mkdir(exist_ok=True)
    (PROJECT_ROOT / "var" / "browser-run-parity-sim.txt").write_text(
        f"python {answer['python']}, load {answer['load_ms']} ms\n" + "\n".join(timings) + "\n\n"
        + "\n".join(differences) + "\n")
    assert not differences, f"{len(differences)} of {len(sim_jobs)} runs differ:\n" + "\n\n".join(differences)
    # what is compared is not empty: the controller's runs carry their traces, the suites their tests
    kinds = {job["problem"].spec.kind: json.loads(run["text"]) for job, run in zip(sim_jobs, answer["results"])
             if job["label"] == "solution"}
    assert kinds["controller"]["verdict"] == "accepted" and all(c["run"]["x_m"] for c in kinds["controller"]["cases"])
    assert all(c["metrics"] and c["run"]["guides"] for c in kinds["controller"]["cases"])
    assert kinds["tests"]["verdict"] == "accepted" and len(kinds["tests"]["cases"]) >= 3


# Controllers that go wrong in each way a pass can: the same result on both sides.
WAYS_TO_FAIL = {
    "raises mid-run, printing every pass": (
        "class Robot:\n    def __init__(self, hw):\n        self.hw = hw\n"
        "    def update(self, dt_s):\n        print('at', self.hw.now_s(), self.hw.range_m())\n"
        "        if self.hw.now_s() > 1.0:\n            1 / 0\n        self.hw.set_duty(0.5, 0.5)\n"),
    "a bad duty": (
        "class Robot:\n    def __init__(self, hw):\n        self.hw = hw\n"
        "    def update(self, dt_s):\n        self.hw.set_duty('fast', 0.2)\n"),
    "Robot(hw) raises": (
        "class Robot:\n    def __init__(self, hw):\n        raise ValueError('no robot today')\n"
        "    def update(self, dt_s):\n        pass\n"),
    "fails at import": "print('loading')\nspeed = undefined_name\n",
    "no Robot": "class Robo:\n    pass\n",
    "not Python": "class Robot(\n",
    "the world is out of reach": (
        "import sys\nclass Robot:\n    def __init__(self, hw):\n        self.hw = hw\n"
        "        print(sorted(n for n in sys.modules if n.startswith(('reference', 'problem_check', 'sim'))))\n"
        "        import reference.sim\n    def update(self, dt_s):\n        pass\n"),
}
# 8 MiB a pass against the problem's 256 MiB: both sides stop it with a MemoryError some thirty
# passes in, not always in the same one (the sandbox counts the interpreter's own 14 MiB, the
# browser's heap what Pyodide had free), so the runs agree in their verdicts and nearly in length.
HOARDER = ("class Robot:\n    def __init__(self, hw):\n        self.hw, self.hoard = hw, []\n"
           "    def update(self, dt_s):\n        self.hoard.append(bytes(8 * 2**20))\n        self.hw.set_duty(0.3, 0.3)\n")
# A pass that runs past its 0.05 s: the server's CPU timer and the browser's wall clock both stop
# it (the messages name which clock), in the same pass of the same scenario.
SLOW_PASS = ("import time\nclass Robot:\n    def __init__(self, hw):\n        self.hw = hw\n"
             "    def update(self, dt_s):\n        if self.hw.now_s() > 0.5:\n            t = time.process_time()\n"
             "            while time.process_time() - t < 0.2:\n                pass\n        self.hw.set_duty(0.3, 0.3)\n")


def timeless(result: dict) -> dict:
    """comparable() without the time-limit messages, which say which clock stopped the pass."""
    seen = comparable(result)
    seen["cases"] = [{**case, "message": case["verdict"]} if case["verdict"] == "time_limit" else case
                     for case in seen["cases"]]
    return seen


def test_a_controller_that_goes_wrong_goes_wrong_alike(browser, live_server, sim_jobs):
    controller = next(job for job in sim_jobs if job["problem"].spec.kind == "controller")
    problem, bundle = controller["problem"], controller["bundle"]
    jobs = [{"problem": problem, "label": label, "code": code, "bundle": bundle,
             "server": json.loads(run_examples(problem, code).model_dump_json())}
            for label, code in [*WAYS_TO_FAIL.items(), ("a slow pass", SLOW_PASS), ("a hoarder", HOARDER)]]
    answer = in_the_browser(browser, live_server, jobs)
    differences = differences_of(jobs[:-1], answer, timeless)
    assert not differences, "\n\n".join(differences)
    outcomes = {job["label"]: json.loads(run["text"]) for job, run in zip(jobs, answer["results"])}
    assert outcomes["no Robot"]["outcome"] == outcomes["not Python"]["outcome"] == "ungradable"
    assert [c["verdict"] for c in outcomes["a slow pass"]["cases"]] == ["time_limit", "time_limit"]
    assert "timed in your browser" in outcomes["a slow pass"]["cases"][0]["message"]
    assert "ModuleNotFoundError" in outcomes["the world is out of reach"]["cases"][0]["message"]
    assert "[]" in outcomes["the world is out of reach"]["cases"][0]["stdout"]
    hoarded, on_the_server = outcomes["a hoarder"], jobs[-1]["server"]
    assert [c["verdict"] for c in hoarded["cases"]] == [c["verdict"] for c in on_the_server["cases"]] == ["memory_limit"] * 2
    for here, there in zip(hoarded["cases"], on_the_server["cases"]):
        assert 5 <= len(here["run"]["t_s"]) and abs(len(here["run"]["t_s"]) - len(there["run"]["t_s"])) <= 1
