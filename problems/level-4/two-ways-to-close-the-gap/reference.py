"""Two Ways to Close the Gap: the reference is reference.jacobian.close_the_gap.

The statement fixes every step of both walks, so each is compared step by step: the number of
updates exactly, every distance within a tolerance, the final angles the short way round (they are
not wrapped: 2 pi apart is the same pose) and the hand landing where ours does.
"""

import math

from reference.angles import wrap
from reference.arm import hand_position
from reference.descent_answers import series_plot, steps_problem, values_problem
from reference.ik_answers import as_angles
from reference.jacobian import close_the_gap as both_rules

DISTANCE_REL, DISTANCE_ABS = 1e-7, 1e-9
ANGLE_TOLERANCE_RAD = 1e-6
HAND_TOLERANCE_M = 1e-6
RULES = (("transpose", "the transpose walk"), ("dls", "the damped walk"))


def close_the_gap(l1, l2, target, start, alpha, lam, tol, budget):
    runs = both_rules([l1, l2], target, start, alpha, lam, tol, budget)
    return tuple((q[0], q[1], steps, distances) for q, steps, distances in (runs[rule] for rule, _ in RULES))


def generate(rng):
    """A drawn case whose walks are well conditioned (see _well_conditioned)."""
    while True:
        args = _draw(rng)
        if _well_conditioned(args):
            return args


def _well_conditioned(args, nudge_rad=1e-11, allowed_spread=1e-8):
    """Whether nudging the start by 1e-11 rad leaves both walks' step counts and distances the
    same to 1e-8: far from the long jumps of light damping, where rounding dust alone (another
    order of sums, an equivalent formula) would change the walk beyond the checker's tolerance."""
    l1, l2, target, start, *rest = args
    ours = close_the_gap(l1, l2, target, start, *rest)
    nudged = close_the_gap(l1, l2, target, [start[0] + nudge_rad, start[1] - nudge_rad], *rest)
    return all(a[2] == b[2] and all(abs(x - y) <= allowed_spread * max(1.0, abs(x)) for x, y in zip(a[3], b[3]))
               for a, b in zip(ours, nudged))


def _draw(rng):
    """Links of 0.3 to 1 m; a target inside the ring (some out of reach); a start anywhere, a
    few exactly stretched (t2 = 0, singular); a transpose step safe for the arm; lambda 0.05 to
    0.3 (at least 0.15 when the target is out of reach, where small damping keeps jumping); tol
    1e-6 to 1e-3; a budget of 50 to 600 (sometimes 0 to 10)."""
    l1, l2 = round(rng.uniform(0.3, 1.0), 2), round(rng.uniform(0.3, 0.9), 2)
    inner, outer = abs(l1 - l2), l1 + l2
    out_of_reach = rng.random() < 0.15
    radius = outer * rng.uniform(1.05, 1.5) if out_of_reach else rng.uniform(inner + 0.1 * outer, 0.9 * outer)
    direction = rng.uniform(-math.pi, math.pi)
    target = [round(radius * math.cos(direction), 3), round(radius * math.sin(direction), 3)]
    stretched = rng.random() < 0.15
    start = [round(rng.uniform(-math.pi, math.pi), 2), 0.0 if stretched else round(rng.uniform(-2.8, 2.8), 2)]
    alpha = round(rng.uniform(0.3, 1.0) / outer ** 2, 2)
    lam = round(rng.uniform(0.15, 0.3) if out_of_reach else rng.uniform(0.05, 0.3), 2)
    tol = rng.choice([1e-6, 1e-5, 1e-4, 1e-3])
    budget = rng.randint(0, 10) if rng.random() < 0.1 else rng.randint(50, 600)
    return [l1, l2, target, start, alpha, lam, tol, budget]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; never raises, never shows an expected value."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair of runs: (the transpose run, the damped run)"
    for (_, name), ours, yours in zip(RULES, expected, got):
        problem = _run_problem(args[:2], ours, yours, name)
        if problem:
            return False, problem
    return True, ""


def _run_problem(lengths, ours, yours, name):
    if not isinstance(yours, (list, tuple)) or len(yours) != 4:
        return f"{name} should be (t1, t2, steps, distances)"
    problem = (steps_problem(ours[2], yours[2])
               or values_problem(ours[3], yours[3], f"{name}'s distances", DISTANCE_REL, DISTANCE_ABS))
    if problem:
        return problem if problem.startswith(name) else f"{name}: {problem}"
    angles = as_angles(yours[:2], 2)
    if angles is None:
        return f"{name}: the final angles should be two numbers"
    if any(abs(wrap(a - b)) > ANGLE_TOLERANCE_RAD for a, b in zip(angles, ours[:2])):
        return f"{name}: the final angles are wrong"
    if math.dist(hand_position(lengths, ours[:2]), hand_position(lengths, angles)) > HAND_TOLERANCE_M:
        return f"{name}: with your final angles the hand lands somewhere else"
    return None


def picture(args, expected, got):
    """Both walks' distances on a log scale, ours and the learner's."""
    plots = [series_plot(run[3], f"our {rule}", "distance (m)") for (rule, _), run in zip(RULES, expected)]
    if isinstance(got, (list, tuple)) and len(got) == 2:
        for (rule, _), run in zip(RULES, got):
            if isinstance(run, (list, tuple)) and len(run) == 4:
                plots.append(series_plot(run[3], f"your {rule}", "distance (m)"))
    return [p for p in plots if p is not None]
