"""Measurements That Carry Their Error: the reference is reference.jacobian.measured_results
(power-law results, slopes p q / v, covariance J diag(s^2) J^T)."""

import math
import random

from reference.blur_answers import blur_picture, spread_picture
from reference.jacobian import measured_results, power_law_value

POWERS = [-2, -1, -1, -0.5, 0, 0, 0.5, 1, 1, 1, 2, 3]
CONSTANTS = [1, 1, 1, 0.5, 2, math.pi, 4 * math.pi ** 2, 1 / math.pi, 9.81]
PICTURE_SAMPLES = 800


def propagate(values, sds, formulas):
    return measured_results(values, sds, formulas)


def generate(rng):
    """1 to 5 positive measured values of mixed sizes, standard deviations 0 to 5% of them (a
    few exactly 0), and 1 to 4 power-law results (a few with every power 0)."""
    n, m = rng.randint(1, 5), rng.randint(1, 4)
    values = [round(rng.uniform(0.5, 2.0) * rng.choice([0.01, 0.1, 1, 10, 100]), 4) for _ in range(n)]
    sds = [0.0 if rng.random() < 0.08 else round(v * rng.uniform(0.002, 0.05), 6) or 1e-6 for v in values]
    formulas = [[rng.choice(CONSTANTS), [rng.choice(POWERS) for _ in range(n)]] for _ in range(m)]
    return [values, sds, formulas]


def picture(args, expected, got):
    """Simulated labs (every value drawn as gauss(value, sd)): results 0 and 1 as a cloud with our
    2-sd ellipse and the learner's; a single result as a histogram with both bell curves."""
    values, sds, formulas = args
    rng = random.Random(0)
    outcomes = []
    for _ in range(PICTURE_SAMPLES):
        drawn = [rng.gauss(v, s) for v, s in zip(values, sds)]
        if min(drawn) > 0:
            outcomes.append([power_law_value(drawn, c, p) for c, p in formulas[:2]])
    got_cov = got[1] if isinstance(got, (list, tuple)) and len(got) == 2 else None
    results, covariance = expected
    if len(formulas) == 1:
        got_var = got_cov[0][0] if _first_entry_exists(got_cov) else None
        return spread_picture([o[0] for o in outcomes], results[0], covariance[0][0], got_var, "result 0")
    return blur_picture([tuple(o) for o in outcomes], (results[0], results[1]), covariance, got_cov,
                        "result 0", "result 1")


def _first_entry_exists(matrix):
    return isinstance(matrix, (list, tuple)) and matrix and isinstance(matrix[0], (list, tuple)) and matrix[0]
