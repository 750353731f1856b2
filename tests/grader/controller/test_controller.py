"""Controller problems: the simulator in the grader, the learner's controller in the sandbox."""

import json

import pytest

from grader.cases import hidden_cases
from grader.controller import run_metrics
from grader.controller.drive import TrustedController, drive, readings_of
from grader.controller.grade import diagnose, run_scenario
from grader.grade import grade_code, run_examples
from grader.problem import load_problem
from grader.mistake_program import mistake_program
from tests.utils.solutions import solution_for

SLUG = "stop-before-the-wall"


@pytest.fixture(scope="module")
def problem():
    from app.config import PROJECT_ROOT

    return load_problem(PROJECT_ROOT / "problems" / "simulator" / SLUG)


def trusted_reasons(problem, controller_class, cases):
    return [run_scenario(problem, case.args[0], TrustedController(controller_class, 0.02))[1].reason
            for case in cases]


def test_each_pass_moves_the_world_then_asks_the_controller(problem):
    """advance(0.02), then update(0.02) with that pass's readings: the order the lesson fixes."""
    seen = []

    class Recorder:
        def __init__(self, hw):
            self.hw = hw

        def update(self, dt_s):
            seen.append((self.hw.now_s(), self.hw.range_m(), dt_s))

    scenario = {"seed": 3, "gap_m": 1.5, "y_m": 1.0}
    drive(problem.reference.build(scenario), TrustedController(Recorder, 0.02), 0.02, 0.1)
    assert [round(t, 6) for t, _, _ in seen] == [0.02, 0.04, 0.06, 0.08, 0.1]
    fresh = problem.reference.build(scenario)
    fresh.advance(0.02)
    assert seen[0][1] == readings_of(fresh)["r"] and seen[0][2] == 0.02


def test_the_mistakes_fail_in_their_own_ways_and_are_recognised(problem):
    cases = hidden_cases(problem, 4)
    assert set(trusted_reasons(problem, problem.reference.Robot, cases)) == {"ok"}
    signatures = {}
    for mistake_id, controller in problem.mistake_functions.items():
        reasons = trusted_reasons(problem, controller, cases)
        assert any(reason != "ok" for reason in reasons), mistake_id
        assert diagnose(problem, cases, reasons).id == mistake_id
        signatures[mistake_id] = tuple(reasons)
    assert len(set(signatures.values())) == len(signatures)


@pytest.mark.sandbox
def test_a_good_controller_is_accepted_with_a_picture_of_every_run(problem):
    result = grade_code(problem, solution_for(SLUG), seed=9)
    assert (result.outcome, result.verdict, result.score) == ("graded", "accepted", 1.0)
    assert len(result.cases) >= 20
    run = result.cases[0].run
    assert run["world"]["width_m"] == 3.0 and len(run["world"]["segments"]) == 4
    assert 200 <= len(run["x_m"]) <= 240 and len(run["t_s"]) == len(run["range_m"]) == len(run["left_mps"])
    assert run["contacts"] == [] and abs(run["metrics"]["final_gap_m"] - 0.25) <= 0.03
    assert run["metrics"]["max_wheel_mps"] <= 0.305
    assert run["guides"]["range_m"] == [{"y": 0.25, "label": "stop mark"}]
    # The leaderboard's metrics, recorded per scenario: what the problem measures on the stored run.
    for case, graded in zip(hidden_cases(problem, 9), result.cases, strict=True):
        assert graded.metrics == run_metrics.measure(problem, graded.run, case.args[0])
        assert set(graded.metrics) == {"final-gap-error", "time-to-settle", "peak-wheel-speed"}
        assert all(isinstance(value, float) for value in graded.metrics.values())


@pytest.mark.sandbox
def test_full_duty_is_rejected_with_its_hint(problem):
    result = grade_code(problem, mistake_program(problem, "full-duty"), seed=9)
    assert result.verdict == "wrong_answer" and result.mistake_id == "full-duty"
    assert "0.40 m/s" in result.hint
    failing = [case for case in result.cases if not case.passed]
    assert failing and all("limit is 0.30 m/s" in case.message for case in failing if case.kind != "named")


@pytest.mark.sandbox
def test_the_controller_in_the_sandbox_reads_what_the_simulator_reads(problem):
    """Every reading the sandboxed controller printed equals the simulator's, pass by pass."""
    code = ("class Robot:\n    def __init__(self, hw):\n        self.hw = hw\n"
            "    def update(self, dt_s):\n"
            "        print(repr((self.hw.now_s(), self.hw.range_m(), self.hw.ticks(), self.hw.line(), self.hw.bump())))\n"
            "        self.hw.set_duty(0.3, 0.25)\n")
    result = run_examples(problem, code)
    assert result.verdict == "wrong_answer", "printing every pass is allowed; the output is only cut"
    printed = result.cases[0].stdout.splitlines()[:-2]  # print() keeps 16 KiB: drop the cut line and mark
    scenario = problem.spec.examples[0].args[0]
    sim, expected = problem.reference.build(json.loads(json.dumps(scenario))), []
    for _ in range(len(printed)):
        sim.advance(0.02)
        reading = readings_of(sim)
        expected.append(repr((reading["s"], reading["r"], tuple(reading["t"]), tuple(reading["l"]), reading["b"])))
        sim.set_duty(0.3, 0.25)
    assert len(printed) > 50 and printed == expected


@pytest.mark.sandbox
def test_a_controller_grading_reports_each_scenario_as_it_is_done(problem):
    seen = []
    result = grade_code(problem, solution_for(SLUG), seed=3, progress=lambda done, total: seen.append((done, total)))
    total = len(result.cases)
    assert seen == [(n, total) for n in range(1, total + 1)] and total >= 20
