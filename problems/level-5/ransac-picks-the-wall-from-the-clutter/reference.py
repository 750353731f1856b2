"""RANSAC Picks the Wall From the Clutter: the reference is reference.lines.ransac (every pair in
order, inliers at most the tolerance away, strictly more to win so the earlier pair keeps a tie,
the final line refitted to the winner's inliers by perpendicular least squares).

Judged in this order: None or not, the inliers exactly (they decide everything else), then the
refitted line (alpha the short way round and inside (-pi, pi], d within 1e-6).
"""

import math

from reference.line_answers import as_numbers, line_problem, points_part, robot_part, wall_part
from reference.lines import centred_sums, distance_to_line, fit_line, ransac, same_point

MAX_POINTS = 60
BOUNDARY_CLEARANCE_M = 1e-9  # no distance of a drawn scan is this close to the tolerance
MIN_DISTANCE_M = 0.05        # the refitted line passes at least this far from the robot
MAX_SPREAD_RATIO = 0.2       # the winner's inliers spread along the wall clearly more than across
PI_CLEARANCE_RAD = 1e-6


def ransac_wall(scan, tolerance):
    return ransac([tuple(p) for p in scan], tolerance)


def generate(rng):
    """A scan of 0 to 60 points to the millimetre (a tenth of them exactly 60): one or two walls
    (4 to 25 points each, scattered by at most a third of the tolerance) among clutter (legs,
    boxes, stray echoes), now and then a point seen twice; a few scans too small or too alike to
    hold a pair. A tolerance of 2 to 10 cm.
    Drawn again until no distance is within 1e-9 m of the tolerance and the refit is clear."""
    while True:
        scan, tolerance = _draw(rng)
        if fair(scan, tolerance):
            return [scan, tolerance]


def _draw(rng):
    tolerance = round(rng.uniform(0.02, 0.1), 3)
    kind = rng.random()
    if kind < 0.04:
        return [], tolerance
    if kind < 0.08:
        point = [round(rng.uniform(-3, 3), 3), round(rng.uniform(-3, 3), 3)]
        return [list(point) for _ in range(rng.randint(1, 4))], tolerance
    if kind < 0.12:
        return [[round(rng.uniform(-3, 3), 3), round(rng.uniform(-3, 3), 3)] for _ in range(rng.randint(2, 3))], tolerance
    full = rng.random() < 0.1  # a scan of exactly MAX_POINTS points
    scan = []
    for _ in range(1 if rng.random() < 0.6 else 2):
        scan += _wall(rng, tolerance, rng.randint(15, 25) if full else rng.randint(4, 12))
    clutter = MAX_POINTS - len(scan) if full else rng.randint(0, 10)
    scan += [[round(rng.uniform(-3, 3), 3), round(rng.uniform(-3, 3), 3)] for _ in range(clutter)]
    if rng.random() < 0.2:
        scan[rng.randrange(len(scan))] = list(rng.choice(scan))  # a point seen twice
    if rng.random() < 0.6:
        rng.shuffle(scan)
    return scan, tolerance


def _wall(rng, tolerance, n):
    alpha = rng.choice([0.0, math.pi / 2, math.pi, -math.pi / 2]) if rng.random() < 0.2 else rng.uniform(-math.pi, math.pi)
    d, length, middle = rng.uniform(0.5, 4.0), rng.uniform(1.0, 4.0), rng.uniform(-1.5, 1.5)
    nx, ny = math.cos(alpha), math.sin(alpha)
    points = []
    for k in range(n):
        t = middle + length * (k / (n - 1) - 0.5)
        e = rng.uniform(-tolerance / 3, tolerance / 3)
        points.append([round(d * nx - t * ny + e * nx, 3) + 0.0, round(d * ny + t * nx + e * ny, 3) + 0.0])
    return points


def fair(scan, tolerance):
    """No distance of a point from a proposed line within BOUNDARY_CLEARANCE_M of the tolerance,
    and, when a pair exists, a refit that is clear (spread, distance from the robot, alpha)."""
    points = [tuple(p) for p in scan]
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            if same_point(points[i], points[j]):
                continue
            for p in points:
                if abs(distance_to_line(p, points[i], points[j]) - tolerance) <= BOUNDARY_CLEARANCE_M:
                    return False
    answer = ransac(points, tolerance)
    if answer is None:
        return True
    alpha, d, inliers = answer
    _mx, _my, sxx, syy, sxy = centred_sums([points[k] for k in inliers])
    half_sum, radius = (sxx + syy) / 2, math.hypot((sxx - syy) / 2, sxy)
    if half_sum - radius > MAX_SPREAD_RATIO * (half_sum + radius) or d < MIN_DISTANCE_M:
        return False
    return alpha == math.pi or math.pi - abs(alpha) > PI_CLEARANCE_RAD


def check(args, expected, got):
    if expected is None:
        if got is None:
            return True, ""
        return False, "no two different points, so no pair can propose a line: return None"
    if got is None:
        return False, "the scan has two different points, so a wall can be found: return (alpha, d, inliers)"
    if not isinstance(got, (list, tuple)) or len(got) != 3:
        return False, "return a tuple (alpha, d, inliers), or None"
    inliers = got[2]
    if not isinstance(inliers, (list, tuple)) or not all(isinstance(k, int) and not isinstance(k, bool) for k in inliers):
        return False, "inliers should be a list of point indices"
    if list(inliers) != sorted(inliers):
        return False, "list the inliers' indices in increasing order"
    if list(inliers) != expected[2]:
        return False, "your inliers are not the winning pair's inliers"
    numbers = as_numbers(got[:2], 2)
    if numbers is None:
        return False, "alpha and d should be numbers"
    problem = line_problem(expected, numbers[0], numbers[1], "your refitted wall")
    return (False, problem) if problem else (True, "")


def picture(args, expected, got):
    """The scan, our inliers and the learner's, our refitted wall and the learner's."""
    scan = args[0]
    parts = [points_part(scan, "scan"), robot_part()]
    if expected is not None:
        parts.append(points_part([scan[k] for k in expected[2]], "our inliers"))
        parts.append(wall_part(expected[0], expected[1], [scan[k] for k in expected[2]], "our wall"))
    if isinstance(got, (list, tuple)) and len(got) == 3:
        inliers = got[2]
        if isinstance(inliers, (list, tuple)) and all(isinstance(k, int) and not isinstance(k, bool)
                                                     and 0 <= k < len(scan) for k in inliers):
            parts.append(points_part([scan[k] for k in inliers], "your inliers"))
            numbers = as_numbers(got[:2], 2)
            if numbers is not None:
                parts.append(wall_part(numbers[0], numbers[1], [scan[k] for k in inliers] or scan, "your wall"))
    return [part for part in parts if part is not None]
