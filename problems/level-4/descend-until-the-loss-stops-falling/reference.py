"""Descend Until the Loss Stops Falling: the reference is reference.jacobian.fit_line_by_descent.

The statement fixes every step of the run, so the run is compared step by step: the number of
updates exactly, every loss and the final line within a tolerance (sums in another order differ
by rounding dust only).
"""

import math

from reference.descent_answers import number_problem, series_plot, steps_problem, values_problem
from reference.jacobian import fit_line_by_descent

LINE_TOLERANCE = 1e-7


def descend(xs, ys, start, rate, tol, budget):
    return fit_line_by_descent(xs, ys, start, rate, tol, budget)


def generate(rng):
    """3 to 12 noisy pairs (sometimes 1 or 2) about a random line, a learning rate a fraction of
    the largest stable one (sometimes beyond it, so the loss rises), a tol from 1e-8 to 1e-3."""
    n = rng.choice([1, 2]) if rng.random() < 0.08 else rng.randint(3, 12)
    low = rng.choice([-3.0, 0.0, 1.0])
    xs = sorted(round(rng.uniform(low, low + rng.uniform(2.0, 6.0)), 2) for _ in range(n))
    w_true, b_true, noise = rng.uniform(-2, 2), rng.uniform(-3, 3), rng.choice([0.0, 0.05, 0.3, 1.0])
    ys = [round(w_true * x + b_true + rng.gauss(0, noise), 2) for x in xs]
    fraction = rng.uniform(2.05, 2.8) if rng.random() < 0.15 else rng.uniform(0.2, 1.8)
    rate = max(0.001, round(fraction * 2 / _largest_curvature(xs) / 2, 3))
    start = [round(rng.uniform(-2, 2), 1), round(rng.uniform(-2, 2), 1)]
    tol = rng.choice([1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8])
    budget = rng.randint(0, 30) if rng.random() < 0.15 else rng.randint(200, 3000)
    return [xs, ys, start, rate, tol, budget]


def _largest_curvature(xs):
    """The largest eigenvalue of the loss's Hessian [[mean x^2, mean x], [mean x, 1]]: a rate
    above 2 over it makes the descent overshoot and grow."""
    n = len(xs)
    a, c = sum(x * x for x in xs) / n, sum(xs) / n
    return (a + 1) / 2 + math.hypot((a - 1) / 2, c)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; never raises, never shows an expected value."""
    if not isinstance(got, (list, tuple)) or len(got) != 4:
        return False, "return a tuple (w, b, steps, losses)"
    w, b, steps, losses = expected
    problem = (steps_problem(steps, got[2])
               or values_problem(losses, got[3], "losses")
               or number_problem(w, got[0], "w", LINE_TOLERANCE, LINE_TOLERANCE)
               or number_problem(b, got[1], "b", LINE_TOLERANCE, LINE_TOLERANCE))
    return (False, problem) if problem else (True, "")


def picture(args, expected, got):
    """Our losses and the learner's, step by step on a log scale."""
    plots = [series_plot(expected[3], "our losses", "loss")]
    if isinstance(got, (list, tuple)) and len(got) == 4:
        plots.append(series_plot(got[3], "your losses", "loss"))
    return [p for p in plots if p is not None]
