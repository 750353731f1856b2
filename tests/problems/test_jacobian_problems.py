"""The Jacobian problems of Level 4 (sections 10-14): their custom checkers judge what matters
(shape and entries, a numerical Jacobian against the analytic one within its step's bound, the
kind and the signed determinant), accept other valid methods, never raise on odd JSON answers,
and their generators keep the statements' promises."""

import math
import random
from pathlib import Path

import pytest

from grader.problem import load_problem
from reference.jacobian import (
    arm_numerical_jacobian, determinant_2x2, jacobian, network_outputs, network_slopes, numerical_jacobian,
)

LEVEL_4 = Path(__file__).resolve().parents[2] / "problems" / "level-4"
ODD_ANSWERS = [None, 3, "J", [], [[]], [[1.0, 2.0]], [[True, 1.0], [1.0, 1.0]], [[float("nan"), 0.0], [0.0, 0.0]],
               [[1e400, 0.0], [0.0, 0.0]], [[10 ** 400, 0], [0, 0]], {"a": 1}, [None, None]]


def reference_of(slug):
    return load_problem(LEVEL_4 / slug).reference


def draws(reference, count=300, seed=11):
    rng = random.Random(seed)
    return [reference.generate(rng) for _ in range(count)]


# ---- How the Hand Answers Each Joint

def test_hand_jacobian_accepts_a_fine_numerical_answer_and_names_a_transpose():
    ref = reference_of("how-the-hand-answers-each-joint")
    args = [[0.6, 0.5, 0.45], [0.2, 0.8, -1.1]]
    expected = ref.hand_jacobian(*args)
    assert ref.check(args, expected, arm_numerical_jacobian(*args, 1e-5)) == (True, "")
    passed, message = ref.check(args, expected, [list(col) for col in zip(*expected)])
    assert not passed and "swapped" in message
    wrong = [row[:] for row in expected]
    wrong[1][2] += 1e-4
    passed, message = ref.check(args, expected, wrong)
    assert not passed and "[1][2]" in message and "d y / d joint 2" in message


@pytest.mark.parametrize("answer", ODD_ANSWERS)
def test_hand_jacobian_checker_never_raises(answer):
    ref = reference_of("how-the-hand-answers-each-joint")
    args = [[1.2, 0.8], [0.3, 1.1]]
    passed, message = ref.check(args, ref.hand_jacobian(*args), answer)
    assert not passed and message


def test_hand_jacobian_generator_keeps_its_promises():
    for lengths, angles in draws(reference_of("how-the-hand-answers-each-joint")):
        assert 1 <= len(lengths) == len(angles) <= 8
        assert all(0.05 <= l <= 3.0 for l in lengths)


# ---- Nudge Each Joint, Watch the Hand

def test_nudge_accepts_the_exact_jacobian_and_refuses_a_one_sided_difference():
    ref = reference_of("nudge-each-joint-watch-the-hand")
    args = [[0.8, 0.6], [0.5, 1.2], [[-0.3835, -0.595], [0.6248, -0.0773]], 0.05]
    expected = ref.check_jacobian(*args)
    exact = jacobian(args[0], args[1])
    assert ref.check(args, expected, [exact, 0.5950393171548436]) == (True, "")
    forward = arm_numerical_jacobian(args[0], args[1], 0.05, central=False)
    assert not ref.check(args, expected, [forward, expected[1]])[0]
    passed, message = ref.check(args, expected, [expected[0], -expected[1]])
    assert not passed and "ABSOLUTE" in message


@pytest.mark.parametrize("answer", ODD_ANSWERS + [[[[0.0, 0.0], [0.0, 0.0]], "big"]])
def test_nudge_checker_never_raises(answer):
    ref = reference_of("nudge-each-joint-watch-the-hand")
    args = [[0.8, 0.6], [0.5, 1.2], [[-0.3835, -0.595], [0.6248, -0.0773]], 0.05]
    passed, message = ref.check(args, ref.check_jacobian(*args), answer)
    assert not passed and message


def test_nudge_generator_keeps_its_promises_and_our_answer_passes():
    ref = reference_of("nudge-each-joint-watch-the-hand")
    for lengths, angles, claimed, h in draws(ref):
        assert 1 <= len(lengths) == len(angles) <= 6 and 1e-4 <= h <= 0.2
        assert len(claimed) == 2 and all(len(row) == len(angles) for row in claimed)
        assert ref.check([lengths, angles, claimed, h], None, ref.check_jacobian(lengths, angles, claimed, h))[0]


# ---- Slopes of a Black Box

def test_slopes_accept_central_differences_with_any_promised_step():
    ref = reference_of("slopes-of-a-black-box")
    for model, inputs in draws(ref, 200):
        exact = network_slopes(model, inputs)
        for h in (1e-6, 1e-5, 1e-4):
            estimate = numerical_jacobian(lambda x: network_outputs(model, x), inputs, h)
            assert ref.check([model, inputs], exact, estimate) == (True, "")


def test_slopes_refuse_a_tiny_step_where_outputs_are_large():
    ref = reference_of("slopes-of-a-black-box")
    model = {"w1": [[0.6, 0.3]], "b1": [0.2], "w2": [[1.5], [-2.5]], "b2": [72.0, -65.0]}
    inputs = [0.9, -1.1]
    tiny = numerical_jacobian(lambda x: network_outputs(model, x), inputs, 1e-12)
    assert not ref.check([model, inputs], network_slopes(model, inputs), tiny)[0]


@pytest.mark.parametrize("answer", ODD_ANSWERS)
def test_slopes_checker_never_raises(answer):
    ref = reference_of("slopes-of-a-black-box")
    model, inputs = {"w1": [[1.2], [-0.7]], "b1": [0.5, 0.3], "w2": [[2.0, 1.5]], "b2": [0.4]}, [0.25]
    passed, message = ref.check([model, inputs], ref.slopes(model, inputs), answer)
    assert not passed and message


def test_slopes_generator_keeps_its_promises():
    for model, inputs in draws(reference_of("slopes-of-a-black-box")):
        m, k, p = len(inputs), len(model["b1"]), len(model["b2"])
        assert 1 <= m <= 4 and 1 <= k <= 5 and 1 <= p <= 3
        assert all(len(row) == m and max(map(abs, row)) <= 1.5 for row in model["w1"])
        assert all(len(row) == k and max(map(abs, row)) <= 5.0 for row in model["w2"])
        assert max(map(abs, model["b1"])) <= 2 and max(map(abs, model["b2"])) <= 80 and max(map(abs, inputs)) <= 2


# ---- Where the Welder Loses a Direction

def test_welder_accepts_the_short_formula_and_judges_kind_and_sign():
    ref = reference_of("where-the-welder-loses-a-direction")
    args = [0.8, 0.5, 0.6, -0.002, 0.001]
    expected = ref.welder_pose(*args)
    assert expected[0] == "stretched"
    assert ref.check(args, expected, ["stretched", 0.8 * 0.5 * math.sin(-0.002)]) == (True, "")
    assert not ref.check(args, expected, ["regular", expected[1]])[0]
    assert not ref.check(args, expected, ["stretched", abs(expected[1])])[0]
    assert not ref.check(args, expected, ["Stretched", expected[1]])[0]


@pytest.mark.parametrize("answer", ODD_ANSWERS + [["folded", None], ["folded"], [1, 2]])
def test_welder_checker_never_raises(answer):
    ref = reference_of("where-the-welder-loses-a-direction")
    args = [0.8, 0.5, 0.6, 1.3, 0.001]
    passed, message = ref.check(args, ref.welder_pose(*args), answer)
    assert not passed and message


def test_welder_generator_keeps_tol_below_half_l1_l2_and_away_from_det():
    ref = reference_of("where-the-welder-loses-a-direction")
    kinds = set()
    for l1, l2, t1, t2, tol in draws(ref):
        assert 0.1 <= l1 <= 2 and 0.1 <= l2 <= 2 and 0 <= tol < l1 * l2 / 2
        short = l1 * l2 * math.sin(t2)
        matrix = determinant_2x2(jacobian([l1, l2], [t1, t2]))
        assert (abs(short) <= tol) == (abs(matrix) <= tol)
        kinds.add(ref.welder_pose(l1, l2, t1, t2, tol)[0])
    assert kinds == {"regular", "stretched", "folded"}


# ---- Steering the Icing Nozzle

def test_icing_generator_covers_none_scaled_and_unscaled_and_formulas_agree():
    ref = reference_of("steering-the-icing-nozzle")
    seen = set()
    for l1, l2, t1, t2, vx, vy, max_rate, tol in draws(ref):
        assert 0.1 <= l1 <= 1 and 0.1 <= l2 <= 1 and abs(vx) <= 0.5 and abs(vy) <= 0.5
        assert 0.1 <= max_rate <= 10 and 0 <= tol <= 0.01
        rates = ref.icing_rates(l1, l2, t1, t2, vx, vy, max_rate, tol)
        assert (rates is None) == (abs(l1 * l2 * math.sin(t2)) <= tol)
        if rates is None:
            seen.add("none")
        else:
            seen.add("scaled" if math.isclose(max(map(abs, rates)), max_rate) else "unscaled")
    assert seen == {"none", "scaled", "unscaled"}


# ---- Another valid method passes every named case and 50 random ones

ALTERNATIVES = {
    "how-the-hand-answers-each-joint": '''
import math
def hand_jacobian(lengths, angles):
    def hand(q):
        x = y = h = 0.0
        for l, a in zip(lengths, q):
            h += a
            x += l * math.cos(h)
            y += l * math.sin(h)
        return x, y
    rows = [[], []]
    for c in range(len(angles)):
        up, down = list(angles), list(angles)
        up[c] += 1e-6
        down[c] -= 1e-6
        (x1, y1), (x0, y0) = hand(up), hand(down)
        rows[0].append((x1 - x0) / 2e-6)
        rows[1].append((y1 - y0) / 2e-6)
    return rows
''',
    "how-fast-is-the-spray-nozzle-moving": '''
import math
def nozzle_velocity(l1, l2, t1, t2, w1, w2):
    # each link's velocity: its heading's rate times the link turned a quarter turn
    a = t1 + t2
    vx = -l1 * math.sin(t1) * w1 - l2 * math.sin(a) * (w1 + w2)
    vy = l1 * math.cos(t1) * w1 + l2 * math.cos(a) * (w1 + w2)
    return vx, vy, math.hypot(vx, vy)
''',
    "nudge-each-joint-watch-the-hand": '''
import math
def check_jacobian(lengths, angles, claimed, h):
    def hand(q):
        return (sum(l * math.cos(sum(q[:i + 1])) for i, l in enumerate(lengths)),
                sum(l * math.sin(sum(q[:i + 1])) for i, l in enumerate(lengths)))
    q = list(angles)
    cols = []
    for c in range(len(q)):
        start = q[c]
        q[c] = start + h
        p1 = hand(q)
        q[c] = start - h
        p0 = hand(q)
        q[c] = start
        cols.append([(p1[0] - p0[0]) / (2 * h), (p1[1] - p0[1]) / (2 * h)])
    est = [[col[0] for col in cols], [col[1] for col in cols]]
    return est, max(abs(e - k) for er, kr in zip(est, claimed) for e, k in zip(er, kr))
''',
    "slopes-of-a-black-box": '''
import math
def slopes(model, inputs):
    gains = [1 - math.tanh(sum(w * x for w, x in zip(row, inputs)) + b) ** 2
             for row, b in zip(model["w1"], model["b1"])]
    return [[sum(w2 * g * row1[j] for w2, g, row1 in zip(row2, gains, model["w1"]))
             for j in range(len(inputs))] for row2 in model["w2"]]
''',
    "where-the-welder-loses-a-direction": '''
import math
def welder_pose(l1, l2, t1, t2, tol):
    a = t1 + t2
    j = [[-l1 * math.sin(t1) - l2 * math.sin(a), -l2 * math.sin(a)],
         [l1 * math.cos(t1) + l2 * math.cos(a), l2 * math.cos(a)]]
    det = j[0][0] * j[1][1] - j[0][1] * j[1][0]
    if not abs(det) <= tol:
        return "regular", det
    return ("stretched" if math.cos(t2) > 0 else "folded"), det
''',
    "steering-the-icing-nozzle": '''
import math
def icing_rates(l1, l2, t1, t2, vx, vy, max_rate, tol):
    det = l1 * l2 * math.sin(t2)
    if abs(det) <= tol:
        return None
    a = t1 + t2
    # Cramer's rule on the columns of J
    c0 = (-l1 * math.sin(t1) - l2 * math.sin(a), l1 * math.cos(t1) + l2 * math.cos(a))
    c1 = (-l2 * math.sin(a), l2 * math.cos(a))
    d = c0[0] * c1[1] - c1[0] * c0[1]
    w1 = (vx * c1[1] - c1[0] * vy) / d
    w2 = (c0[0] * vy - vx * c0[1]) / d
    k = min(1.0, max_rate / max(abs(w1), abs(w2), 1e-300))
    return w1 * k, w2 * k
''',
}


@pytest.mark.parametrize("slug", sorted(ALTERNATIVES))
def test_another_valid_method_is_accepted(slug):
    from tests.problems.test_every_problem import (
        example_cases, judge, learner_function, named_cases, random_cases, run_as_learner,
    )
    problem = load_problem(LEVEL_4 / slug)
    function = learner_function(problem, ALTERNATIVES[slug])
    for case in example_cases(problem) + named_cases(problem) + random_cases(problem, 5):
        ok, got = run_as_learner(function, case)
        assert ok, f"{case.name}: raised"
        passed, message = judge(problem, case, got)
        assert passed, f"{case.name} {case.args}: {message}"
