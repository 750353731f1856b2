"""reference.alignment against the numbers Level 5 prints (001_726003b98f3e3347.txt: "Two views of
the same landmarks: rigid alignment" and "ICP: when nobody tells you the pairs"), and the rules
its problems state (centred sums, n in the rms, first on a tie, a gate that includes its value,
the robot moving with its scan, the heading wrapped)."""

import math

import pytest

from reference.alignment import (_svd2, align_scans, centred_sums, icp, icp_round, icp_rounds, kabsch,
                                 nearest, pairs_within, relative_pose, rigid_alignment, rms_error, to_frame)
from reference.angles import wrap
from reference.frames import to_world

POSTS = [(3.0, 1.0), (4.5, 2.0), (2.5, 3.5), (5.0, 4.0), (1.0, 2.5)]
A, B = (0.5, 0.5, 0.2), (1.3, 0.9, 0.65)


def seen(pose, points, wobble):
    """The lesson's `seen`: world -> robot frame, plus a small error (+e on x, -e on y)."""
    return [(x + e, y - e) for (x, y), e in zip((to_frame(pose, p) for p in points), wobble)]


OLD = seen(A, POSTS, [0.01, -0.02, 0.0, 0.015, -0.01])
NEW = seen(B, POSTS, [-0.01, 0.0, 0.02, -0.015, 0.01])


def rounded(values, digits=4):
    return [round(v, digits) for v in values]


# ---------------------------------------------------------------- rigid alignment

def test_the_lessons_estimate_and_rms():
    assert rounded(align_scans(OLD, NEW)) == [0.8586, 0.239, 0.448, 0.0308]


def test_the_lessons_truth_is_b_seen_from_a():
    assert rounded(relative_pose(A, B)) == [0.8635, 0.2331, 0.45]


def test_the_estimate_is_within_8_mm_and_2_mrad_of_the_truth():
    tx, ty, theta, _ = align_scans(OLD, NEW)
    x, y, t = relative_pose(A, B)
    assert math.hypot(tx - x, ty - y) < 0.008 and round(abs(theta - t), 3) == 0.002


def test_the_svd_agrees_on_the_angle_and_its_det_is_one():
    angle, det = kabsch(OLD, NEW)
    assert round(angle, 4) == 0.448 and round(det, 4) == 1.0
    assert angle == pytest.approx(align_scans(OLD, NEW)[2], abs=1e-12)


def test_without_the_reflection_check_the_svd_fits_a_mirror_image():
    mirrored = [(x, -y) for x, y in NEW]
    angle, det = kabsch(OLD, mirrored, reflection_check=False)
    assert round(det, 4) == -1.0
    checked, _ = kabsch(OLD, mirrored)
    assert checked == pytest.approx(align_scans(OLD, mirrored)[2], abs=1e-12)
    assert abs(angle - checked) > 0.5                          # the mirror's "angle" is another one
    assert align_scans(OLD, mirrored)[3] > 1.0                 # no rotation explains a mirror image


@pytest.mark.parametrize("m", [[[1.0, 2.0], [3.0, 4.0]], [[0.3, -1.2], [2.0, 0.1]], [[-1.0, 0.0], [0.0, 2.0]]])
def test_the_2x2_svd_rebuilds_its_matrix(m):
    u, (s1, s2), vt = _svd2(m)
    assert s1 >= s2 >= 0
    rebuilt = [[sum(u[i][k] * (s1, s2)[k] * vt[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
    assert rebuilt == [pytest.approx(row, abs=1e-12) for row in m]


def test_swapping_the_scans_gives_the_inverse_motion():
    tx, ty, theta, rms = align_scans(OLD, NEW)
    bx, by, back, rms_back = align_scans(NEW, OLD)
    assert back == pytest.approx(-theta, abs=1e-12) and rms_back == pytest.approx(rms, abs=1e-12)
    assert to_world((bx, by, back), (tx, ty)) == pytest.approx((0.0, 0.0), abs=1e-12)
    assert (bx, by) != pytest.approx((tx, ty), abs=0.1)       # a different translation, not just -t


def test_c_and_s_come_from_centred_points():
    far = [(x + 100.0, y - 50.0) for x, y in OLD]
    assert centred_sums(far, NEW) == pytest.approx(centred_sums(OLD, NEW), abs=1e-9)
    uncentred_c = sum(q[0] * p[0] + q[1] * p[1] for p, q in zip(far, NEW))
    assert abs(uncentred_c - centred_sums(far, NEW)[0]) > 10


def test_the_rms_divides_by_n():
    pose = rigid_alignment(OLD, NEW)
    squares = [(to_world(pose, q)[0] - p[0]) ** 2 + (to_world(pose, q)[1] - p[1]) ** 2 for p, q in zip(OLD, NEW)]
    assert rms_error(OLD, NEW, pose) == pytest.approx(math.sqrt(sum(squares) / 5), abs=1e-15)


def test_a_half_turn_comes_out_whole_where_pair_angles_would_cancel():
    new = [(-x + 0.5, -y + 0.25) for x, y in OLD]              # the robot turned round
    tx, ty, theta, rms = align_scans(OLD, new)
    assert abs(theta) == pytest.approx(math.pi, abs=1e-12) and rms == pytest.approx(0.0, abs=1e-12)


def test_new_points_at_one_spot_give_no_rotation():
    assert align_scans([(2.0, 1.0), (2.5, 1.25)], [(1.5, -0.5), (1.5, -0.5)]) == (0.75, 1.625, 0.0, 0.2795084971874737)
    assert align_scans([(1.0, 2.0)], [(0.5, 0.5)]) == (0.5, 1.5, 0.0, 0.0)


# ---------------------------------------------------------------- ICP

def walls(step, offset):
    """The lesson's room: points along the walls of a 4 x 2.5 m room, anticlockwise from (0, 0)."""
    points, k = [], 0
    while offset + k * step < 13.0:
        t = offset + k * step
        k += 1
        if t < 4.0:
            points.append((t, 0.0))
        elif t < 6.5:
            points.append((4.0, t - 4.0))
        elif t < 10.5:
            points.append((10.5 - t, 2.5))
        else:
            points.append((0.0, 13.0 - t))
    return points


ROOM = walls(0.1, 0.0)
TRUE = (1.6, 1.0, 0.3)
PERSON = (0.8, 0.2)
SCAN = [to_frame(TRUE, p) for p in walls(0.55, 0.23)] + [PERSON]


def test_the_lessons_rounds_from_odometrys_guess():
    history = icp_rounds(ROOM, SCAN, (1.3, 1.2, 0.1), 0.5, 12)
    printed = {it: (rounded(pose), n) for it, (pose, n) in enumerate(history, 1) if it % 3 == 0}
    assert printed == {3: ([1.5, 1.0711, 0.201], 24), 6: ([1.5637, 1.0361, 0.2483], 24),
                       9: ([1.5945, 1.0092, 0.2753], 24), 12: ([1.6079, 1.0076, 0.2796], 24)}
    assert len(SCAN) == 25


def test_after_twelve_rounds_within_about_a_centimetre_and_two_hundredths_of_a_radian():
    x, y, theta, _ = icp(ROOM, SCAN, (1.3, 1.2, 0.1), 0.5, 12)
    assert math.hypot(x - TRUE[0], y - TRUE[1]) < 0.012 and abs(theta - TRUE[2]) < 0.021


def test_the_person_is_never_paired():
    pose = (1.3, 1.2, 0.1)
    for _ in range(12):
        placed = [to_world(pose, p) for p in SCAN]
        assert all(w != to_world(pose, PERSON) for w, _ in pairs_within(ROOM, placed, 0.5))
        pose, _ = icp_round(ROOM, SCAN, pose, 0.5)


def test_the_far_off_start_settles_on_a_wrong_pose_with_13_of_25_pairs():
    x, y, theta, n = icp(ROOM, SCAN, (2.4, 1.5, 1.2), 0.5, 8)
    assert rounded((x, y, theta)) == [2.2322, 1.5211, 1.2545] and n == 13


def test_nearest_keeps_the_first_of_equally_near_map_points():
    assert nearest([(0.0, 0.0), (1.0, 0.0), (1.0, 1.0)], (1.0, 0.5)) == (1, 0.5)
    assert nearest([(1.0, 1.0), (1.0, 0.0)], (1.0, 0.5)) == (0, 0.5)


def test_the_gate_includes_its_own_value():
    assert len(pairs_within([(0.0, 0.0)], [(0.0, 0.5), (0.0, 0.5000001)], 0.5)) == 1


def test_a_single_pair_shifts_without_turning():
    pose, n = icp_round([(2.0, 1.0)], [(0.5, 0.25)], (1.0, 0.5, 0.0), 1.0)
    assert (pose, n) == ((1.5, 0.75, 0.0), 1)    # placed at (1.5, 0.75): shifted by (0.5, 0.25)


def test_a_round_without_pairs_changes_nothing_and_stops():
    assert icp_rounds([(9.0, 9.0)], [(0.0, 0.0), (1.0, 0.0)], (0.0, 0.0, 0.5), 1.0, 5) == [((0.0, 0.0, 0.5), 0)]
    assert icp([(9.0, 9.0)], [(0.0, 0.0)], (0.0, 0.0, 0.5), 1.0, 5) == (0.0, 0.0, 0.5, 0)


def test_the_robot_moves_with_its_scan_and_the_heading_is_wrapped():
    scan = [to_frame((2.0, 1.2, -3.1), p) for p in ROOM[::4]]     # truth -3.1, guess 3.1: the heading crosses pi
    x, y, theta, n = icp(ROOM, scan, (2.05, 1.15, 3.1), 0.5, 10)
    assert -math.pi < theta < -3.1 + 0.05 and math.hypot(x - 2.0, y - 1.2) < 0.05 and n == len(scan)
    pose = (2.05, 1.15, 3.1)
    placed = [to_world(pose, p) for p in scan]
    partners = [m for _, m in pairs_within(ROOM, placed, 0.5)]
    dx, dy, dtheta = rigid_alignment(partners, placed)
    x, y = to_world((dx, dy, dtheta), pose[:2])                    # R(dtheta) p + dt, not p + dt
    assert icp_round(ROOM, scan, pose, 0.5) == ((x, y, wrap(3.1 + dtheta)), len(scan))
