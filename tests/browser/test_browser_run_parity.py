"""Parity of Run in the browser with Run on the server (issue #22): every published problem that
runs in the browser, with a correct solution (tests/utils/solutions) and its first listed mistake
(as validate grades it), run through the server's sandbox (grader.grade.run_examples) and through
Pyodide in ONE headless Chromium page holding ONE worker, batched. The outcome, verdict, each
example's verdict, message, value, printed output, plots and picture must be the same; only
timings differ. A problem that runs on the server says so in its bundle and is counted apart."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from app.routes.api_browser_run import BrowserBundle
from grader.browser.bundle import browser_bundle, runtime
from grader.grade import run_examples
from grader.library import load_library
from grader.mistake_program import mistake_program
from grader.problem import PROJECT_ROOT
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser]

# Runs every job in one worker, one after another, and returns each result (or its error).
DRIVE_WORKER = """async ({runtime, jobs}) => {
  const worker = new Worker("/static/js/python_worker.js", {type: "module"});
  const next = () => new Promise((resolve) => { worker.onmessage = (e) => {
    if (e.data.type !== "phase") resolve(e.data); }; });
  let message = next();
  worker.postMessage({type: "init", runtime});
  const ready = await message;
  if (ready.type !== "ready") return {failed: ready.message};
  const results = [];
  for (const job of jobs) {
    message = next();
    worker.postMessage({type: "run", id: results.length + 1, bundle: job.bundle, code: job.code});
    const answer = await message;
    results.push(answer.type === "result" ? answer.result : JSON.stringify({error: answer.message}));
  }
  worker.terminate();
  return {python: ready.python, load_ms: ready.load_ms, results};
}"""


# What may differ, and why (the problem page's note on what the code runs on names both):
# - Pyodide's math functions (sin, atan2, exp...) come from another C library than the server's
#   glibc and may differ in the last digits: floats are compared to a relative 1e-8, in values and
#   in the numbers a message quotes (finite differences magnify a last-digit difference);
# - Python 3.12 and later word math's domain errors ("expected a positive input, got 0") where
#   the server's 3.11 says "math domain error".
REL_TOL, ABS_TOL = 1e-8, 1e-12
NUMBER = re.compile(r"-?\d+\.\d+(?:e[-+]?\d+)?|-?\d+e[-+]?\d+")
MATH_DOMAIN = re.compile(r"ValueError: (math domain error|expected a [^\n]*?, got [^\n(]*?)(?= \(line |\n|$)")


def normal_text(text: str) -> tuple[str, list[float]]:
    text = MATH_DOMAIN.sub("ValueError: math domain error", text)
    return NUMBER.sub("#", text), [float(n) for n in NUMBER.findall(text)]


def alike(a, b) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return (isinstance(a, (int, float)) and isinstance(b, (int, float)) and type(a) is type(b)
                and math.isclose(a, b, rel_tol=REL_TOL, abs_tol=ABS_TOL))
    if isinstance(a, str) and isinstance(b, str):
        (ta, na), (tb, nb) = normal_text(a), normal_text(b)
        return ta == tb and len(na) == len(nb) and all(alike(x, y) for x, y in zip(na, nb))
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(alike(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(alike(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def comparable(result: dict) -> dict:
    """What the learner reads of a Run, without the timings and the runner's name."""
    cases = [{k: v for k, v in case.items() if k != "time_s"} for case in result.get("cases", [])]
    return {"outcome": result["outcome"], "verdict": result.get("verdict"), "message": result.get("message"),
            "stdout": result.get("stdout", ""), "plots": result.get("plots", []), "cases": cases}


def served(bundle: dict) -> str:
    """The bundle as GET /api/problems/{slug}/browser-run sends it (its response model's types)."""
    return BrowserBundle.model_validate(bundle).model_dump_json()


def jobs_of(library) -> tuple[list[dict], list[str]]:
    jobs, on_server = [], []
    for problem in library.problems.values():
        if problem.spec.kind != "function":
            continue  # the simulator's problems: tests/browser/test_browser_run_parity_sim.py
        bundle = browser_bundle(problem)
        if not bundle["runs_in_browser"]:
            on_server.append(f"{problem.slug}: {bundle['reason']}")
            continue
        codes = [("solution", solution_for(problem.slug))]
        if problem.spec.mistakes:
            codes.append((problem.spec.mistakes[0].id, mistake_program(problem, problem.spec.mistakes[0].id)))
        for label, code in codes:
            if code:
                jobs.append({"problem": problem, "label": label, "code": code, "bundle": bundle})
    return jobs, on_server


def test_every_published_problem_runs_alike_in_the_browser_and_on_the_server(browser, live_server):
    library = load_library(PROJECT_ROOT / "problems")
    jobs, on_server = jobs_of(library)
    assert len({job["problem"].slug for job in jobs}) >= 80
    server = [json.loads(run_examples(job["problem"], job["code"]).model_dump_json()) for job in jobs]
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/login")
        answer = page.evaluate(DRIVE_WORKER, {"runtime": runtime(),
                                              "jobs": [{"bundle": served(j["bundle"]), "code": j["code"]} for j in jobs]})
    finally:
        context.close()
    assert "failed" not in answer, answer
    differences = []
    for job, on_the_server, browser_text in zip(jobs, server, answer["results"]):
        in_the_browser = json.loads(browser_text)
        if "error" in in_the_browser or not alike(comparable(on_the_server), comparable(in_the_browser)):
            differences.append(f"{job['problem'].slug} ({job['label']}):\n  server  {comparable(on_the_server)}\n"
                               f"  browser {in_the_browser if 'error' in in_the_browser else comparable(in_the_browser)}")
    Path(PROJECT_ROOT / "var").mkdir(exist_ok=True)
    (PROJECT_ROOT / "var" / "browser-run-parity.txt").write_text(
        f"python {answer['python']}, load {answer['load_ms']} ms, {len(jobs)} runs\n"
        + "\n".join(differences) + "\n\non the server:\n" + "\n".join(on_server) + "\n")
    assert not differences, f"{len(differences)} of {len(jobs)} runs differ:\n" + "\n\n".join(differences[:5])


HOARDS = {  # Elbow Up allows 128 MiB, as RLIMIT_AS does in the sandbox; the worker's heap is capped
    "held under the limit": "def elbow_solutions(l1, l2, x, y):\n    hoard = bytearray(60 * 2**20)\n    return []\n",
    "one block past it": "def elbow_solutions(l1, l2, x, y):\n    hoard = bytearray(300 * 2**20)\n    return []\n",
    "growing past it": "def elbow_solutions(l1, l2, x, y):\n    hoard = []\n    while True:\n        hoard.append(bytes(2**20))\n",
    "past it on import": "hoard = bytearray(300 * 2**20)\ndef elbow_solutions(l1, l2, x, y):\n    return []\n",
    "after a hoard, the solution": solution_for("elbow-up-or-elbow-down"),
}


def test_memory_past_the_limit_runs_alike_in_the_browser_and_on_the_server(browser, live_server):
    problem = load_library(PROJECT_ROOT / "problems").problems["elbow-up-or-elbow-down"]
    bundle = served(browser_bundle(problem))
    server = [comparable(json.loads(run_examples(problem, code).model_dump_json())) for code in HOARDS.values()]
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/login")
        answer = page.evaluate(DRIVE_WORKER, {"runtime": runtime(),
                                              "jobs": [{"bundle": bundle, "code": code} for code in HOARDS.values()]})
    finally:
        context.close()
    in_the_browser = [comparable(json.loads(text)) for text in answer["results"]]
    verdicts = [result["verdict"] for result in server]
    assert verdicts == ["wrong_answer", "memory_limit", "memory_limit", "memory_limit", "accepted"], verdicts
    for label, on_the_server, there in zip(HOARDS, server, in_the_browser):
        assert alike(on_the_server, there), f"{label}:\n  server  {on_the_server}\n  browser {there}"
