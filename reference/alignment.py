"""Rigid alignment in closed form, and ICP (Level 5: "Two views of the same landmarks: rigid
alignment" and "ICP: when nobody tells you the pairs").

Conventions:
- a pose is (x, y, theta), theta in radians, counter-clockwise positive (reference.frames);
- an alignment carries `sources` onto `targets`: targets_i ~ R(theta) sources_i + t. For two scans
  of the same landmarks, targets are the OLD scan and sources the NEW one, and (t, theta) is then
  the new pose seen from the old one;
- theta = atan2(S, C) from the CENTRED points p' = p - mean(p), q' = q - mean(q):
  C = sum q' . p' (dot products), S = sum q' x p' (cross products, q'x p'y - q'y p'x); the shift
  lays the rotated mean of the sources on the mean of the targets, t = mean(p) - R mean(q). When
  C = S = 0 (every source at one spot, say) every rotation fits as well: atan2(0, 0) = 0;
- the rms error divides by n, the number of pairs (not n - 1);
- ICP, one round: place every scan point with the pose guess (rotate, then shift); pair it with
  the nearest map point by Euclidean distance, the FIRST in the map's list on a tie; keep the pair
  when that distance is AT MOST the gate; align the placed points (sources) onto their partners
  (targets); the correction (dtheta, dt) moves the robot with its scan: position R(dtheta) p + dt,
  heading wrap(theta + dtheta) into (-pi, pi] (reference.angles.wrap);
- ICP runs a given number of rounds; a round with no pair leaves the pose as it is, and so would
  every later round, so it stops there and reports 0 pairs.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reference.frames import compose, rotate, to_world

Point = Sequence[float]
Pose = tuple[float, float, float]


def mean_point(points: Sequence[Point]) -> tuple[float, float]:
    n = len(points)
    return sum(p[0] for p in points) / n, sum(p[1] for p in points) / n


def centred_sums(targets: Sequence[Point], sources: Sequence[Point]) -> tuple[float, float]:
    """(C, S): the dot and cross products of the centred sources with their centred targets."""
    px, py = mean_point(targets)
    qx, qy = mean_point(sources)
    c = s = 0.0
    for (ax, ay), (bx, by) in zip(targets, sources):
        ax, ay, bx, by = ax - px, ay - py, bx - qx, by - qy
        c += bx * ax + by * ay
        s += bx * ay - by * ax
    return c, s


def rigid_alignment(targets: Sequence[Point], sources: Sequence[Point]) -> Pose:
    """(tx, ty, theta) minimising sum |R(theta) sources_i + t - targets_i|^2 (pairs in order)."""
    c, s = centred_sums(targets, sources)
    theta = math.atan2(s, c)
    px, py = mean_point(targets)
    qx, qy = rotate(mean_point(sources), theta)
    return px - qx, py - qy, theta


def rms_error(targets: Sequence[Point], sources: Sequence[Point], pose: Pose) -> float:
    """The root of the mean (over n, the pair count) squared distance from each moved source to its target."""
    total = 0.0
    for target, source in zip(targets, sources):
        x, y = to_world(pose, source)
        total += (x - target[0]) ** 2 + (y - target[1]) ** 2
    return math.sqrt(total / len(targets))


def align_scans(old: Sequence[Point], new: Sequence[Point]) -> tuple[float, float, float, float]:
    """The new pose seen from the old one, and the rms error no rigid motion explains:
    (tx, ty, theta, rms), with old_i ~ R(theta) new_i + t."""
    pose = rigid_alignment(old, new)
    return pose[0], pose[1], pose[2], rms_error(old, new, pose)


# ---------------------------------------------------------------- frames the lesson's data needs

def to_frame(frame: Pose, point: Point) -> tuple[float, float]:
    """A world point as seen from a frame posed at `frame`: shift back, then rotate back."""
    return rotate((point[0] - frame[0], point[1] - frame[1]), -frame[2])


def relative_pose(frame: Pose, pose: Pose) -> Pose:
    """`pose` seen from `frame` (Level 1's relative pose); the heading is not wrapped."""
    x, y = to_frame(frame, pose[:2])
    return x, y, pose[2] - frame[2]


# ---------------------------------------------------------------- the SVD way (Kabsch), for comparison

def _svd2(m: Sequence[Sequence[float]]):
    """U, sigma, Vt of a 2x2 matrix with sigma1 >= sigma2 >= 0 (numpy's convention of signs aside):
    M = Rot(phi) diag(s1, s2') Rot(psi), and a negative s2' moves its sign into Vt's second row."""
    (a, b), (c, d) = m
    e, f, g, h = (a + d) / 2, (a - d) / 2, (c + b) / 2, (c - b) / 2
    q, r = math.hypot(e, h), math.hypot(f, g)
    s1, s2 = q + r, q - r
    a1, a2 = math.atan2(g, f), math.atan2(h, e)
    phi, psi = (a2 + a1) / 2, (a2 - a1) / 2
    u = [[math.cos(phi), -math.sin(phi)], [math.sin(phi), math.cos(phi)]]
    sign = -1.0 if s2 < 0 else 1.0
    vt = [[math.cos(psi), -math.sin(psi)], [sign * math.sin(psi), sign * math.cos(psi)]]
    return u, (s1, abs(s2)), vt


def kabsch(targets: Sequence[Point], sources: Sequence[Point], reflection_check: bool = True):
    """The lesson's SVD recipe without numpy: H = sum q' p'^T, R = V U^T, and (when asked) one sign
    flipped if det R = -1, a mirror image. Returns (angle of R, det R before the check)."""
    px, py = mean_point(targets)
    qx, qy = mean_point(sources)
    h = [[0.0, 0.0], [0.0, 0.0]]
    for (ax, ay), (bx, by) in zip(targets, sources):
        q, p = (bx - qx, by - qy), (ax - px, ay - py)
        for i in range(2):
            for j in range(2):
                h[i][j] += q[i] * p[j]
    u, _, vt = _svd2(h)
    det = _det(vt) * _det(u)
    if reflection_check and det < 0:
        vt = [vt[0], [-vt[1][0], -vt[1][1]]]
    r = [[sum(vt[k][i] * u[j][k] for k in range(2)) for j in range(2)] for i in range(2)]  # V U^T
    return math.atan2(r[1][0], r[0][0]), det


def _det(m) -> float:
    return m[0][0] * m[1][1] - m[0][1] * m[1][0]


# ---------------------------------------------------------------- ICP

def nearest(map_points: Sequence[Point], point: Point) -> tuple[int, float]:
    """(index, distance) of the map point nearest to `point`; the first in the list on a tie."""
    best, best_d = 0, math.dist(map_points[0], point)
    for index in range(1, len(map_points)):
        d = math.dist(map_points[index], point)
        if d < best_d:
            best, best_d = index, d
    return best, best_d


def pairs_within(map_points: Sequence[Point], placed: Sequence[Point], gate: float):
    """(placed point, its nearest map point) for every placed point at most `gate` from it."""
    pairs = []
    for point in placed:
        index, distance = nearest(map_points, point)
        if distance <= gate:
            pairs.append((point, map_points[index]))
    return pairs


def icp_round(map_points: Sequence[Point], scan: Sequence[Point], pose: Pose, gate: float) -> tuple[Pose, int]:
    """One round: place, pair, align the placed points onto their partners, move the robot with them."""
    placed = [to_world(pose, point) for point in scan]
    pairs = pairs_within(map_points, placed, gate)
    if not pairs:
        return tuple(pose), 0
    correction = rigid_alignment([m for _, m in pairs], [w for w, _ in pairs])
    return compose(correction, pose), len(pairs)


def icp_rounds(map_points: Sequence[Point], scan: Sequence[Point], guess: Pose, gate: float,
               rounds: int) -> list[tuple[Pose, int]]:
    """The pose and pair count after each round, until `rounds` rounds or a round without pairs."""
    history, pose = [], tuple(guess)
    for _ in range(rounds):
        pose, paired = icp_round(map_points, scan, pose, gate)
        history.append((pose, paired))
        if paired == 0:
            break
    return history


def icp(map_points: Sequence[Point], scan: Sequence[Point], guess: Pose, gate: float,
        rounds: int) -> tuple[float, float, float, int]:
    """(x, y, theta, pairs of the last round) after ICP from `guess`."""
    history = icp_rounds(map_points, scan, guess, gate, rounds)
    (x, y, theta), paired = history[-1] if history else (tuple(guess), 0)
    return x, y, theta, paired
