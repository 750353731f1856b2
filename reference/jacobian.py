"""The Jacobian of a planar arm: how the hand answers each joint, and what that lets us do.

Conventions (shared by every Jacobian problem):
- the arm is reference.arm's: base at the origin, x to the right, y up, joint angles in RADIANS,
  counter-clockwise positive and RELATIVE (joint i turns link i away from link i - 1; joint 0 is
  measured from +x), so link i points along the running sum of angles 0..i;
- a Jacobian is a list of ROWS, one per output, and a COLUMN per input (joint): for an arm
  row 0 is d(hand x) and row 1 is d(hand y), column i is joint i (counted from 0), so an arm of
  n joints has a 2 x n Jacobian. Column i is the hand's velocity (m/s) when joint i turns at
  1 rad/s and every other joint holds still; its transpose holds the same numbers in the wrong
  places;
- joint rates are in rad/s and are rates of the RELATIVE angles; hand velocities are in m/s;
- a pose is singular when its singularity measure (|det J| for two joints, the manipulability
  sqrt(det(J J^T)) in general, which is |det J| when J is square) is AT MOST a tolerance
  (SINGULAR_TOLERANCE unless told): never t2 == 0, since pi and 2 pi give rounding dust;
- no function here changes a list it is given.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from reference.arm import Point, hand_position

Matrix = list[list[float]]

SINGULAR_TOLERANCE = 1e-9  # |det J| <= this: singular (the lesson's joint_rates refuses there)
NUDGE_STEP_RAD = 1e-6  # a step for numerical Jacobians: small, but far above rounding (not 1e-12)


def link_headings(angles_rad: Sequence[float]) -> list[float]:
    """The absolute direction of every link: the running sums of the relative joint angles."""
    headings, heading = [], 0.0
    for angle in angles_rad:
        heading += angle
        headings.append(heading)
    return headings


def jacobian(lengths: Sequence[float], angles_rad: Sequence[float]) -> Matrix:
    """The 2 x n Jacobian of the hand's (x, y) with respect to the n relative joint angles.

    Turning joint i swings every link from i on in a circle around joint i, so link j >= i adds
    its own vector turned a quarter turn, l_j (-sin phi_j, cos phi_j), to column i (phi_j its
    absolute heading). Column 0 is therefore (-y, x) of the hand.
    """
    if len(lengths) != len(angles_rad):
        raise ValueError(f"{len(lengths)} link lengths but {len(angles_rad)} joint angles")
    headings = link_headings(angles_rad)
    row_x, row_y = [], []
    for i in range(len(angles_rad)):
        row_x.append(-sum((l * math.sin(h) for l, h in zip(lengths[i:], headings[i:])), 0.0))
        row_y.append(sum((l * math.cos(h) for l, h in zip(lengths[i:], headings[i:])), 0.0))
    return [row_x, row_y]


def transpose(matrix: Sequence[Sequence[float]]) -> Matrix:
    """Rows become columns: an m x n matrix gives an n x m one."""
    return [list(column) for column in zip(*matrix)]


def mat_vec(matrix: Sequence[Sequence[float]], vector: Sequence[float]) -> list[float]:
    """The product M v: entry k is row k of M times v, summed."""
    if any(len(row) != len(vector) for row in matrix):
        raise ValueError(f"a matrix row has a length other than the vector's {len(vector)}")
    return [sum((m * v for m, v in zip(row, vector)), 0.0) for row in matrix]


def times_transpose(matrix: Sequence[Sequence[float]]) -> Matrix:
    """M M^T (m x m for an m x n M): for a Jacobian, the 2 x 2 matrix J J^T."""
    return [[sum((a * b for a, b in zip(row_i, row_k)), 0.0) for row_k in matrix] for row_i in matrix]


def hand_velocity(lengths: Sequence[float], angles_rad: Sequence[float],
                  joint_rates_rad_s: Sequence[float]) -> Point:
    """The hand's velocity (vx, vy) in m/s at this instant: J q_dot, by the chain rule.

    The rates are those of the relative angles: the second link's heading turns at w0 + w1,
    which J already accounts for (adding the shoulder's rate again would count it twice).
    """
    vx, vy = mat_vec(jacobian(lengths, angles_rad), joint_rates_rad_s)
    return vx, vy


def hand_speed(lengths: Sequence[float], angles_rad: Sequence[float],
               joint_rates_rad_s: Sequence[float]) -> float:
    """How fast the hand moves (m/s): the length of hand_velocity."""
    return math.hypot(*hand_velocity(lengths, angles_rad, joint_rates_rad_s))


def _outputs(function: Callable[[list[float]], Sequence[float] | float], inputs: list[float]) -> list[float]:
    value = function(inputs)
    if isinstance(value, (int, float)):
        return [float(value)]
    return [float(v) for v in value]


def numerical_jacobian(function: Callable[[list[float]], Sequence[float] | float],
                       inputs: Sequence[float], step: float = NUDGE_STEP_RAD, *,
                       central: bool = True) -> Matrix:
    """The Jacobian of any function of a list of numbers, by nudging one input at a time.

    `function` takes a list of numbers and returns a list of outputs (or one number, taken as a
    single output). Row k is output k, column i is input i. Central difference (default):
    column i = (f(x + h e_i) - f(x - h e_i)) / (2 h), error ~ h^2; one-sided (central=False):
    (f(x + h e_i) - f(x)) / h, error ~ h. Each nudge is made on a fresh copy: `inputs` is never
    changed, and only input i moves for column i.
    """
    if step <= 0:
        raise ValueError("the step must be positive")
    base = [float(v) for v in inputs]
    at_base = None if central else _outputs(function, list(base))
    columns = []
    for i in range(len(base)):
        up = list(base)
        up[i] += step
        if central:
            down = list(base)
            down[i] -= step
            columns.append([(a - b) / (2 * step) for a, b in zip(_outputs(function, up), _outputs(function, down))])
        else:
            columns.append([(a - b) / step for a, b in zip(_outputs(function, up), at_base)])
    return transpose(columns) if columns else [[] for _ in _outputs(function, list(base))]


def arm_numerical_jacobian(lengths: Sequence[float], angles_rad: Sequence[float],
                           step: float = NUDGE_STEP_RAD, *, central: bool = True) -> Matrix:
    """The arm's 2 x n Jacobian by nudging each joint through forward kinematics alone."""
    return numerical_jacobian(lambda q: hand_position(lengths, q), angles_rad, step, central=central)


def largest_difference(a: Sequence[Sequence[float]], b: Sequence[Sequence[float]]) -> float:
    """The largest absolute difference over all entries of two matrices of one shape."""
    if len(a) != len(b) or any(len(ra) != len(rb) for ra, rb in zip(a, b)):
        raise ValueError("the two matrices differ in shape")
    return max((abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb)), default=0.0)


def central_difference_bound(step: float, third_derivative_bound: float) -> float:
    """How far a central difference can be from the slope: h^2 / 6 times a bound on |f'''|.

    For an arm's hand, |d^3 x / dq^3| is at most the total reach, so the bound is reach h^2 / 6.
    """
    return step * step / 6.0 * third_derivative_bound


def forward_difference_bound(step: float, second_derivative_bound: float) -> float:
    """How far a one-sided difference can be from the slope: h / 2 times a bound on |f''|."""
    return step / 2.0 * second_derivative_bound


def determinant_2x2(matrix: Sequence[Sequence[float]]) -> float:
    """det [[a, b], [c, d]] = a d - b c: the signed area of the parallelogram of the columns."""
    (a, b), (c, d) = matrix
    return a * d - b * c


def two_link_determinant(l1: float, l2: float, t2_rad: float) -> float:
    """det J of a two-link arm, multiplied out: l1 l2 sin(t2), whatever the shoulder angle."""
    return l1 * l2 * math.sin(t2_rad)


def manipulability(matrix: Sequence[Sequence[float]]) -> float:
    """sqrt(det(J J^T)) of a 2 x n Jacobian: |det J| when n = 2, 0 when the columns line up.

    Unit joint rates carry the hand over an ellipse of area pi times this: never negative;
    rounding can take det(J J^T) a hair below 0 at a singular pose, which is read as 0.
    """
    if len(matrix) != 2:
        raise ValueError("manipulability here is for a 2-row Jacobian")
    if len(matrix[0]) == 2:
        return abs(determinant_2x2(matrix))
    return math.sqrt(max(0.0, determinant_2x2(times_transpose(matrix))))


def is_singular(matrix: Sequence[Sequence[float]], tol: float = SINGULAR_TOLERANCE) -> bool:
    """True when the measure (|det J|, or the manipulability) is AT MOST tol: <=, not <."""
    return manipulability(matrix) <= tol


def singular_kind(lengths: Sequence[float], angles_rad: Sequence[float],
                  tol: float = SINGULAR_TOLERANCE) -> str:
    """'regular', 'stretched' or 'folded' for a two-link arm.

    Singular when |det J| <= tol (the determinant, not t2, is compared with tol); then the sign
    of cos(t2) names the kind: > 0 stretched (t2 near 0, 2 pi, ...), otherwise folded (near pi).
    """
    if len(angles_rad) != 2:
        raise ValueError("singular_kind is for a two-link arm")
    if not is_singular(jacobian(lengths, angles_rad), tol):
        return "regular"
    return "stretched" if math.cos(angles_rad[1]) > 0 else "folded"


def solve_2x2(matrix: Sequence[Sequence[float]], rhs: Sequence[float],
              tol: float = SINGULAR_TOLERANCE) -> tuple[float, float] | None:
    """x with M x = rhs by the 2 x 2 inverse (1/det) [[d, -b], [-c, a]], or None when
    |det M| <= tol: the determinant is checked before anything is divided by it."""
    (a, b), (c, d) = matrix
    det = a * d - b * c
    if abs(det) <= tol:
        return None
    return (d * rhs[0] - b * rhs[1]) / det, (-c * rhs[0] + a * rhs[1]) / det


def joint_rates_for(lengths: Sequence[float], angles_rad: Sequence[float],
                    hand_velocity_m_s: Sequence[float],
                    tol: float = SINGULAR_TOLERANCE) -> list[float] | None:
    """The joint rates (rad/s) that move the hand at (vx, vy): solve J q_dot = v.

    Two joints: J's inverse, None when |det J| <= tol (singular: no answer, not a huge one).
    More joints: the smallest such rates, J^T (J J^T)^-1 v, None when the manipulability <= tol.
    """
    matrix = jacobian(lengths, angles_rad)
    if len(angles_rad) == 2:
        rates = solve_2x2(matrix, hand_velocity_m_s, tol)
        return None if rates is None else list(rates)
    if manipulability(matrix) <= tol:
        return None
    u = solve_2x2(times_transpose(matrix), hand_velocity_m_s, 0.0)
    return None if u is None else mat_vec(transpose(matrix), u)


def scale_to_limit(rates_rad_s: Sequence[float], max_rate_rad_s: float) -> list[float]:
    """All rates times ONE factor so the fastest sits exactly at the limit; unchanged (a copy)
    when none is over it. One factor keeps the hand's direction; clipping each would bend it."""
    fastest = max((abs(r) for r in rates_rad_s), default=0.0)
    if fastest <= max_rate_rad_s:
        return [float(r) for r in rates_rad_s]
    factor = max_rate_rad_s / fastest
    return [r * factor for r in rates_rad_s]


def resolved_rate_step(lengths: Sequence[float], angles_rad: Sequence[float],
                       hand_velocity_m_s: Sequence[float], dt_s: float, max_rate_rad_s: float,
                       tol: float = SINGULAR_TOLERANCE) -> list[float] | None:
    """One control tick: the rates for the wanted hand velocity, scaled to the motors' limit,
    run for dt_s. Returns the new joint angles (a new list), or None at a singular pose."""
    rates = joint_rates_for(lengths, angles_rad, hand_velocity_m_s, tol)
    if rates is None:
        return None
    rates = scale_to_limit(rates, max_rate_rad_s)
    return [q + w * dt_s for q, w in zip(angles_rad, rates)]


# A black box whose slopes we need: a tiny learned model (one hidden layer of tanh units).
# A model is a dict: "w1" (k rows of m weights), "b1" (k), "w2" (p rows of k), "b2" (p); it maps
# m inputs to p outputs. Its Jacobian is p x m: a row per output, a column per input.

def network_outputs(model: dict[str, Sequence], inputs: Sequence[float]) -> list[float]:
    """outputs = w2 tanh(w1 x + b1) + b2, row by row; `inputs` is not changed."""
    hidden = [math.tanh(sum((w * x for w, x in zip(row, inputs)), 0.0) + b)
              for row, b in zip(model["w1"], model["b1"])]
    return [sum((w * h for w, h in zip(row, hidden)), 0.0) + b for row, b in zip(model["w2"], model["b2"])]


def network_slopes(model: dict[str, Sequence], inputs: Sequence[float]) -> Matrix:
    """The exact p x m Jacobian of network_outputs by the chain rule:
    d out_k / d x_j = sum_h w2[k][h] (1 - tanh^2(a_h)) w1[h][j], a_h = w1[h] . x + b1[h]."""
    gains = [1.0 - math.tanh(sum((w * x for w, x in zip(row, inputs)), 0.0) + b) ** 2
             for row, b in zip(model["w1"], model["b1"])]
    return [[sum((w2 * g * row1[j] for w2, g, row1 in zip(row2, gains, model["w1"])), 0.0)
             for j in range(len(inputs))] for row2 in model["w2"]]


# ---- Inverse kinematics by descent, damped least squares, joint stops and error propagation
#
# Conventions of this part (with those above: radians, relative angles, J's rows are x and y):
# - Descent: the error is e = hand - target, the loss E = |e|^2 / 2 (the 1/2 cancels the 2 of
#   the derivative), its gradient J^T e, and one update q <- q - alpha J^T e with EVERY
#   component from the old angles. Damped least squares turns e round: e = target - hand, the
#   way to go, and its step dq = J^T (J J^T + lam^2 I)^-1 e is ADDED.
# - The stopping rule: the deciding value (a distance, or a loss) is checked at the top of every
#   round, before stepping; the run stops when the rule is met or when `budget` updates have
#   been made, whichever comes first. `steps` counts updates, not checks, so a run returns
#   steps + 1 values, and a start that already meets the rule makes 0 steps. A target out of
#   reach never meets a distance rule: such a run ends on its budget (and says so).
# - Stops (lo, hi) are clamped after EVERY step, min(hi, max(lo, t)); a stall is judged on the
#   change of the clamped angles, never on the unclamped step.
# - Error propagation to first order: Sigma_out = J diag(sd^2) J^T for independent inputs, in
#   the inputs' own units (encoder errors in RADIANS: J's slopes are per radian).

from reference.angles import wrap  # noqa: E402  (imported here so the part above stays its own)

IK_TOLERANCE_M = 1e-6  # a descent has reached its target when the distance is at most this


def gradient_descent(value_and_gradient: Callable[[list[float]], tuple[float, Sequence[float]]],
                     start: Sequence[float], step_size: float,
                     done: Callable[[list[float]], bool], budget: int) -> tuple[list[float], int, list[float]]:
    """Plain gradient descent with a stopping rule: (parameters, steps, values).

    `value_and_gradient(q)` gives the value the rule looks at and the gradient to step down;
    `done(values)` looks at every value so far. Each round: compute the value, stop if done or
    if `budget` steps are spent, else q <- q - step_size * gradient (all from the old q).
    `start` is copied, never changed.
    """
    q = [float(v) for v in start]
    values: list[float] = []
    for steps in range(budget + 1):
        value, gradient = value_and_gradient(q)
        values.append(value)
        if done(values) or steps == budget:
            return q, steps, values
        q = [qi - step_size * gi for qi, gi in zip(q, gradient)]
    raise AssertionError("unreachable: the loop returns at steps == budget")


def hand_error(lengths: Sequence[float], angles_rad: Sequence[float], target: Point) -> tuple[float, float]:
    """e = hand - target (m): the error the descent shrinks."""
    x, y = hand_position(lengths, angles_rad)
    return x - target[0], y - target[1]


def ik_gradient(lengths: Sequence[float], angles_rad: Sequence[float], target: Point) -> list[float]:
    """The gradient of E = |hand - target|^2 / 2 in the joint angles: J^T e, from one pose."""
    return mat_vec(transpose(jacobian(lengths, angles_rad)), hand_error(lengths, angles_rad, target))


def descend_ik(lengths: Sequence[float], target: Point, start_rad: Sequence[float], step_size: float,
               tol_m: float = IK_TOLERANCE_M, budget: int = 500) -> tuple[list[float], int, list[float]]:
    """IK by gradient descent: (angles wrapped into (-pi, pi], steps, distances).

    Stops when the distance hand-target is AT MOST tol_m, checked before each step, or after
    `budget` steps (a target out of reach always ends so: the arm stretches towards it). The
    angles are wrapped once, at the end; distances[k] is the distance after k steps.
    """
    def distance_and_gradient(q: list[float]) -> tuple[float, list[float]]:
        return math.hypot(*hand_error(lengths, q, target)), ik_gradient(lengths, q, target)

    q, steps, distances = gradient_descent(distance_and_gradient, start_rad, step_size,
                                           lambda values: values[-1] <= tol_m, budget)
    return [wrap(angle) for angle in q], steps, distances


def line_loss(xs: Sequence[float], ys: Sequence[float], w: float, b: float) -> float:
    """The mean squared residual halved, (1 / 2n) sum (w x + b - y)^2, of the line y = w x + b."""
    return sum(((w * x + b - y) ** 2 for x, y in zip(xs, ys)), 0.0) / (2 * len(xs))


def line_loss_gradient(xs: Sequence[float], ys: Sequence[float], w: float, b: float) -> tuple[float, float]:
    """(dL/dw, dL/db) = ((1/n) sum r x, (1/n) sum r), r = w x + b - y: J_r^T r / n, where the
    residuals' Jacobian has a row (x_i, 1) per point, the same J^T e as the arm's gradient."""
    residuals = [w * x + b - y for x, y in zip(xs, ys)]
    n = len(xs)
    return sum((r * x for r, x in zip(residuals, xs)), 0.0) / n, sum(residuals, 0.0) / n


def loss_stopped_falling(losses: Sequence[float], tol: float) -> bool:
    """The rule 'the loss has stopped falling': the last check fell by AT MOST tol from the one
    before (a rise counts: it fell by a negative amount). Never true on the first check."""
    return len(losses) >= 2 and losses[-2] - losses[-1] <= tol


def fit_line_by_descent(xs: Sequence[float], ys: Sequence[float], start: Sequence[float],
                        learning_rate: float, tol: float, budget: int) -> tuple[float, float, int, list[float]]:
    """Fit y = w x + b by gradient descent on line_loss until the loss stops falling:
    (w, b, steps, losses); the parameters are those the last loss was computed for."""
    def loss_and_gradient(q: list[float]) -> tuple[float, tuple[float, float]]:
        return line_loss(xs, ys, q[0], q[1]), line_loss_gradient(xs, ys, q[0], q[1])

    (w, b), steps, losses = gradient_descent(loss_and_gradient, start, learning_rate,
                                             lambda values: loss_stopped_falling(values, tol), budget)
    return w, b, steps, losses


def transpose_step(lengths: Sequence[float], angles_rad: Sequence[float], target: Point,
                   step_size: float) -> list[float]:
    """One gradient (transpose) step written with e = target - hand: q + alpha J^T e."""
    ex, ey = hand_error(lengths, angles_rad, target)
    return [q + step_size * g for q, g in zip(angles_rad, mat_vec(transpose(jacobian(lengths, angles_rad)), (-ex, -ey)))]


def dls_step(lengths: Sequence[float], angles_rad: Sequence[float], target: Point, damping: float) -> list[float]:
    """One damped least-squares step: q + J^T (J J^T + lam^2 I)^-1 e, e = target - hand.

    For lam > 0 the 2 x 2 matrix is symmetric with determinant > 0, so it is solved at every
    pose, a singular one too (where J's own inverse does not exist).
    """
    if damping <= 0:
        raise ValueError("the damping must be positive")
    ex, ey = hand_error(lengths, angles_rad, target)
    matrix = jacobian(lengths, angles_rad)
    damped = times_transpose(matrix)
    damped[0][0] += damping ** 2
    damped[1][1] += damping ** 2
    u = solve_2x2(damped, (-ex, -ey), 0.0)
    if u is None:  # cannot happen for damping > 0 short of underflow
        raise ZeroDivisionError("J J^T + lam^2 I came out singular")
    return [q + d for q, d in zip(angles_rad, mat_vec(transpose(matrix), u))]


def iterate_to_target(lengths: Sequence[float], target: Point, start_rad: Sequence[float],
                      step: Callable[[list[float]], list[float]], tol_m: float,
                      budget: int) -> tuple[list[float], int, list[float]]:
    """Apply `step` from the start until the distance is AT MOST tol_m (checked before each
    step) or `budget` steps are made: (angles, unwrapped, steps, distances)."""
    q = [float(v) for v in start_rad]
    distances = []
    for steps in range(budget + 1):
        distances.append(math.hypot(*hand_error(lengths, q, target)))
        if distances[-1] <= tol_m or steps == budget:
            return q, steps, distances
        q = step(q)
    raise AssertionError("unreachable: the loop returns at steps == budget")


def close_the_gap(lengths: Sequence[float], target: Point, start_rad: Sequence[float], step_size: float,
                  damping: float, tol_m: float, budget: int) -> dict[str, tuple[list[float], int, list[float]]]:
    """The transpose rule and damped least squares, EACH from the same start: per rule
    (angles, steps, distances)."""
    return {
        "transpose": iterate_to_target(lengths, target, start_rad,
                                       lambda q: transpose_step(lengths, q, target, step_size), tol_m, budget),
        "dls": iterate_to_target(lengths, target, start_rad,
                                 lambda q: dls_step(lengths, q, target, damping), tol_m, budget),
    }


def clamp_to_stops(angles_rad: Sequence[float], stops: Sequence[tuple[float, float]]) -> list[float]:
    """Every angle pulled into its own [lo, hi]: min(hi, max(lo, t)), a new list."""
    return [min(hi, max(lo, t)) for t, (lo, hi) in zip(angles_rad, stops)]


def descend_fixed(lengths: Sequence[float], target: Point, start_rad: Sequence[float], step_size: float,
                  iterations: int, stops: Sequence[tuple[float, float]] | None = None,
                  pull: float = 0.0) -> list[float]:
    """Exactly `iterations` descent steps, no early stop: the final angles (unwrapped).

    With `stops`, every step is clamped. With `pull` (mu > 0) the loss is
    E + (mu / 2) sum (q_i - s_i)^2 towards the START pose s (not the previous step's), so
    component i of the gradient gains mu (q_i - s_i). `start_rad` is never changed.
    """
    start = [float(v) for v in start_rad]
    q = list(start)
    for _ in range(iterations):
        gradient = ik_gradient(lengths, q, target)
        q = [t - step_size * (g + pull * (t - s)) for t, g, s in zip(q, gradient, start)]
        if stops is not None:
            q = clamp_to_stops(q, stops)
    return q


def descend_with_stops(lengths: Sequence[float], target: Point, start_rad: Sequence[float],
                       stops: Sequence[tuple[float, float]], step_size: float, tol_m: float,
                       stall_rad: float, budget: int) -> tuple[list[float], int, str]:
    """Descent that clamps after every step and notices a stall: (angles, steps, status).

    Each round: the distance AT MOST tol_m -> 'reached'; else `budget` steps made -> 'budget';
    else one step q - alpha J^T e, clamped; if no joint's CLAMPED angle changed by more than
    stall_rad, the run ends 'stalled' (that step counted). The start is inside its stops.
    """
    q = [float(v) for v in start_rad]
    for steps in range(budget + 1):
        if math.hypot(*hand_error(lengths, q, target)) <= tol_m:
            return q, steps, "reached"
        if steps == budget:
            return q, steps, "budget"
        gradient = ik_gradient(lengths, q, target)
        new = clamp_to_stops([t - step_size * g for t, g in zip(q, gradient)], stops)
        moved = max(abs(a - b) for a, b in zip(new, q))
        q = new
        if moved <= stall_rad:
            return q, steps + 1, "stalled"
    raise AssertionError("unreachable: the loop returns at steps == budget")


def propagate_covariance(matrix: Sequence[Sequence[float]], sds: Sequence[float]) -> Matrix:
    """J diag(sd^2) J^T: the covariance of the outputs of independent inputs, to first order.

    Entry (k, m) is sum_i J_ki J_mi sd_i^2: variances add with SQUARED weights, never the
    standard deviations themselves, and a covariance keeps its sign.
    """
    variances = [sd * sd for sd in sds]
    return [[sum((a * b * v for a, b, v in zip(row_k, row_m, variances)), 0.0) for row_m in matrix]
            for row_k in matrix]


def hand_covariance(lengths: Sequence[float], angles_rad: Sequence[float],
                    sds_rad: Sequence[float]) -> Matrix:
    """The 2 x 2 covariance (m^2) of the hand for independent joint errors of sds_rad (RADIANS)."""
    return propagate_covariance(jacobian(lengths, angles_rad), sds_rad)


def hand_blur(lengths: Sequence[float], angles_rad: Sequence[float],
              sds_rad: Sequence[float]) -> tuple[float, float, float]:
    """(sd_x in m, sd_y in m, cov_xy in m^2) of the hand, to first order."""
    (var_x, cov), (_, var_y) = hand_covariance(lengths, angles_rad, sds_rad)
    return math.sqrt(var_x), math.sqrt(var_y), cov


def blurred_hands(lengths: Sequence[float], angles_rad: Sequence[float], sds_rad: Sequence[float],
                  samples: int, rng) -> list[Point]:
    """Hands of `samples` arms whose joints are off by independent gauss(0, sd) errors (drawn
    joint by joint, arm by arm, from the passed random.Random)."""
    return [hand_position(lengths, [q + rng.gauss(0, sd) for q, sd in zip(angles_rad, sds_rad)])
            for _ in range(samples)]


def spread_of_points(points: Sequence[Point]) -> tuple[float, float, float]:
    """(sd_x, sd_y, cov_xy) of points about their own mean, dividing by n."""
    n = len(points)
    mx, my = sum(p[0] for p in points) / n, sum(p[1] for p in points) / n
    sx = math.sqrt(sum((p[0] - mx) ** 2 for p in points) / n)
    sy = math.sqrt(sum((p[1] - my) ** 2 for p in points) / n)
    return sx, sy, sum((p[0] - mx) * (p[1] - my) for p in points) / n


def covariance_ellipse(center: Point, covariance: Sequence[Sequence[float]], scale: float = 2.0,
                       points: int = 73) -> tuple[list[float], list[float]]:
    """xs, ys of the ellipse `scale` standard deviations out along the covariance's axes (closed:
    the last point repeats the first), for drawing around a scatter of blurred hands."""
    (a, b), (_, d) = covariance
    half_gap = math.hypot((a - d) / 2, b)
    big, small = (a + d) / 2 + half_gap, max(0.0, (a + d) / 2 - half_gap)
    tilt = 0.5 * math.atan2(2 * b, a - d)
    ra, rb = scale * math.sqrt(max(0.0, big)), scale * math.sqrt(small)
    xs, ys = [], []
    for k in range(points):
        s = 2 * math.pi * k / (points - 1)
        u, v = ra * math.cos(s), rb * math.sin(s)
        xs.append(center[0] + u * math.cos(tilt) - v * math.sin(tilt))
        ys.append(center[1] + u * math.sin(tilt) + v * math.cos(tilt))
    return xs, ys


def power_law_jacobian(values: Sequence[float], formulas: Sequence[tuple[float, Sequence[float]]]) -> Matrix:
    """Slopes of results q_k = c_k prod_i v_i^p_ki in the measured values: dq_k/dv_i = p_ki q_k / v_i.

    Every measured value must be positive (a value of 0 with a negative power has no result).
    """
    rows = []
    for constant, powers in formulas:
        result = power_law_value(values, constant, powers)
        rows.append([p * result / v for p, v in zip(powers, values)])
    return rows


def power_law_value(values: Sequence[float], constant: float, powers: Sequence[float]) -> float:
    """c prod_i v_i^p_i (a power of 0 leaves that value out)."""
    result = float(constant)
    for v, p in zip(values, powers):
        result *= v ** p
    return result


def measured_results(values: Sequence[float], sds: Sequence[float],
                     formulas: Sequence[tuple[float, Sequence[float]]]) -> tuple[list[float], Matrix]:
    """(results, their covariance matrix) for independent measurements `values` +- `sds`, each
    result a power law (constant, powers), to first order: J diag(sd^2) J^T."""
    results = [power_law_value(values, c, p) for c, p in formulas]
    return results, propagate_covariance(power_law_jacobian(values, formulas), sds)
