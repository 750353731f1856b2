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


# ---- Inverse kinematics by descent, damped least squares, joint stops and error propagation
