"""Downhill to the Light Switch: the reference is reference.jacobian.descend_ik.

The statement fixes every step of the walk, so the walk is compared step by step: the number of
updates exactly, every distance within a tolerance, and the final angles the short way round (in
(-pi, pi]) with the pad landing where ours does.
"""

import math

from reference.arm import hand_position
from reference.descent_answers import series_plot, steps_problem, values_problem
from reference.ik_answers import angles_problem, finite_float
from reference.jacobian import descend_ik

DISTANCE_REL, DISTANCE_ABS = 1e-7, 1e-9
PAD_TOLERANCE_M = 1e-6


def downhill(l1, l2, target, start, alpha, tol, budget):
    (t1, t2), steps, distances = descend_ik([l1, l2], target, start, alpha, tol, budget)
    return t1, t2, steps, distances


def generate(rng):
    """Links of 0.2 to 1 m; a switch inside the ring (some out of reach, beyond it or in its hole);
    a start anywhere, sometimes beyond a full turn; a step size safe for the arm's size; tol from
    1e-6 to 1e-3; a budget of 100 to 1500 (sometimes 0 to 20)."""
    l1, l2 = round(rng.uniform(0.3, 1.0), 2), round(rng.uniform(0.2, 0.8), 2)
    inner, outer = abs(l1 - l2), l1 + l2
    kind = rng.random()
    if kind < 0.12:
        radius = outer * rng.uniform(1.05, 1.6)
    elif kind < 0.17 and inner > 0.1:
        radius = inner * rng.uniform(0.1, 0.8)
    else:
        radius = rng.uniform(inner + 0.05 * outer, 0.95 * outer)
    direction = rng.uniform(-math.pi, math.pi)
    target = [round(radius * math.cos(direction), 3), round(radius * math.sin(direction), 3)]
    spread = 6.0 if rng.random() < 0.2 else math.pi
    start = [round(rng.uniform(-spread, spread), 2), round(rng.uniform(-spread, spread), 2)]
    alpha = round(rng.uniform(0.3, 1.0) / outer ** 2, 2)
    tol = rng.choice([1e-6, 1e-5, 1e-4, 1e-3])
    budget = rng.randint(0, 20) if rng.random() < 0.12 else rng.randint(100, 1500)
    return [l1, l2, target, start, alpha, tol, budget]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; never raises, never shows an expected value."""
    l1, l2 = args[0], args[1]
    if not isinstance(got, (list, tuple)) or len(got) != 4:
        return False, "return a tuple (t1, t2, steps, distances)"
    t1, t2, steps, distances = expected
    problem = (steps_problem(steps, got[2])
               or values_problem(distances, got[3], "distances", DISTANCE_REL, DISTANCE_ABS)
               or angles_problem((t1, t2), got[:2], "the final angles"))
    if problem:
        return False, problem
    problem = on_the_open_end(got[:2])
    if problem:
        return False, problem
    ours, yours = hand_position((l1, l2), (t1, t2)), hand_position((l1, l2), got[:2])
    if math.dist(ours, yours) > PAD_TOLERANCE_M:
        return False, "with your final angles the pad lands somewhere else than where the walk ends"
    return True, ""


def on_the_open_end(angles):
    """(-pi, pi] keeps pi and leaves out -pi: an angle of -pi or below is refused, even though it
    names the same direction as pi (angles_problem lets rounding dust past either end)."""
    for joint, angle in enumerate(angles, start=1):
        value = finite_float(angle)
        if value is not None and value <= -math.pi:
            return (f"the final angles: t{joint} = {value:.16g} is outside (-pi, pi], which keeps pi "
                    "and leaves out -pi")
    return None


def picture(args, expected, got):
    """Our distances and the learner's, step by step on a log scale."""
    plots = [series_plot(expected[3], "our distances", "distance (m)")]
    if isinstance(got, (list, tuple)) and len(got) == 4:
        plots.append(series_plot(got[3], "your distances", "distance (m)"))
    return [p for p in plots if p is not None]
