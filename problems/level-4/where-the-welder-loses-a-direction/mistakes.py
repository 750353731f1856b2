"""Where the Welder Loses a Direction: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful classifier, `_pose`, with one step swapped for the wrong one.
"""

import math


def _det(l1, l2, t1, t2):
    a = t1 + t2
    j00, j01 = -l1 * math.sin(t1) - l2 * math.sin(a), -l2 * math.sin(a)
    j10, j11 = l1 * math.cos(t1) + l2 * math.cos(a), l2 * math.cos(a)
    return j00 * j11 - j01 * j10


def _singular(det, t2, tol):
    return abs(det) <= tol


def _kind(t2):
    return "stretched" if math.cos(t2) > 0 else "folded"


def _pose(l1, l2, t1, t2, tol, det_of=_det, singular=_singular, kind_of=_kind):
    det = det_of(l1, l2, t1, t2)
    return (kind_of(t2) if singular(det, t2, tol) else "regular"), det


def tolerance_on_t2(l1, l2, t1, t2, tol):
    def angle_near_an_edge(det, t2, tol):
        return abs(t2) <= tol or abs(t2 - math.pi) <= tol  # the angle compared with the tolerance

    return _pose(l1, l2, t1, t2, tol, singular=angle_near_an_edge)


def exact_angle_test(l1, l2, t1, t2, tol):
    def straight_or_folded_exactly(det, t2, tol):
        return t2 == 0 or t2 == math.pi

    return _pose(l1, l2, t1, t2, tol, singular=straight_or_folded_exactly)


def determinant_equals_zero(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, singular=lambda det, t2, tol: det == 0)


def strict_less_than(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, singular=lambda det, t2, tol: abs(det) < tol)


def kind_by_nearest_angle(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, kind_of=lambda t2: "stretched" if abs(t2) < abs(t2 - math.pi) else "folded")


def absolute_determinant(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, det_of=lambda *args: abs(_det(*args)))


def determinant_without_lengths(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, det_of=lambda l1, l2, t1, t2: math.sin(t2))


def determinant_plus(l1, l2, t1, t2, tol):
    def plus(l1, l2, t1, t2):
        a = t1 + t2
        j00, j01 = -l1 * math.sin(t1) - l2 * math.sin(a), -l2 * math.sin(a)
        j10, j11 = l1 * math.cos(t1) + l2 * math.cos(a), l2 * math.cos(a)
        return j00 * j11 + j01 * j10

    return _pose(l1, l2, t1, t2, tol, det_of=plus)


def tolerance_on_t2_alone(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, singular=lambda det, t2, tol: abs(t2) <= tol)


def tolerance_on_t2_and_whole_turns(l1, l2, t1, t2, tol):
    def near_0_pi_or_a_turn(det, t2, tol):
        return any(abs(abs(t2) - edge) <= tol for edge in (0.0, math.pi, 2 * math.pi))

    return _pose(l1, l2, t1, t2, tol, singular=near_0_pi_or_a_turn)


def tolerance_on_wrapped_t2(l1, l2, t1, t2, tol):
    wrapped = math.atan2(math.sin(t2), math.cos(t2))
    det = _det(l1, l2, t1, t2)
    if abs(wrapped) <= tol:
        return "stretched", det
    if math.pi - abs(wrapped) <= tol:
        return "folded", det
    return "regular", det


def tolerance_on_sin_t2(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, singular=lambda det, t2, tol: abs(math.sin(t2)) <= tol)


def kind_from_unwrapped_angle(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, kind_of=lambda t2: "stretched" if abs(t2) < math.pi / 2 else "folded")


def kinds_swapped(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, kind_of=lambda t2: "folded" if math.cos(t2) > 0 else "stretched")


def test_without_size(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, singular=lambda det, t2, tol: det <= tol)


def determinant_sign_flipped(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, det_of=lambda *args: -_det(*args))


def determinant_with_shoulder_angle(l1, l2, t1, t2, tol):
    return _pose(l1, l2, t1, t2, tol, det_of=lambda l1, l2, t1, t2: l1 * l2 * math.sin(t1 + t2))


def angles_in_degrees(l1, l2, t1, t2, tol):
    det = _det(l1, l2, math.radians(t1), math.radians(t2))
    return (_kind(math.radians(t2)) if abs(det) <= tol else "regular"), det
