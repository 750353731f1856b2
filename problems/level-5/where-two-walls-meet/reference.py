"""Where Two Walls Meet: the reference is reference.lines.corner on the lines through each wall's
two ends (reference.lines.line_through): the angle between the lines, reduced modulo a half turn
and folded into [0, pi/2], checked against the minimum BEFORE Cramer's rule.

Judged as: None or not, then the angle within 1e-6 rad, then the corner within 1e-6 m (or 1e-9
of its distance, for a corner far away).
"""

import math

from reference.ik_answers import finite_float
from reference.lines import corner, line_through

ANGLE_TOLERANCE_RAD = 1e-6
CORNER_ABS_M, CORNER_REL = 1e-6, 1e-9
MIN_ANGLE_CLEARANCE_RAD = 1e-9  # a drawn pair of walls never crosses this close to the minimum


def wall_corner(wall1, wall2, min_angle):
    line1 = line_through(tuple(wall1[0]), tuple(wall1[1]))
    line2 = line_through(tuple(wall2[0]), tuple(wall2[1]))
    return corner(line1, line2, min_angle)


def generate(rng):
    """Two walls of a room, each seen as a stretch of 0.3 to 3 m with its ends to the millimetre,
    either end first; lines up to 5 m from the robot (now and then through it). The corner mostly
    lies beyond the stretches' ends, sometimes on one of them; a fifth of the pairs are nearly
    parallel (some exactly, some two stretches of one wall). A minimum angle of 0.05 to 0.5 rad.
    Drawn again until the walls' angle keeps 1e-9 rad from the minimum."""
    while True:
        case = _draw(rng)
        if _fair(*case):
            return case


def _draw(rng):
    min_angle = round(rng.choice([0.05, 0.1, 0.2, 0.3, 0.5, rng.uniform(0.05, 0.5)]), 3)
    alpha1 = rng.uniform(-math.pi, math.pi)
    kind = rng.random()
    if kind < 0.08:
        alpha2 = alpha1 + rng.choice([0.0, math.pi]) + rng.uniform(-1, 1) * min_angle * 0.9  # nearly parallel
    elif kind < 0.12:
        alpha2 = alpha1 + rng.choice([0.0, math.pi])
    else:
        alpha2 = alpha1 + rng.choice([-1, 1]) * rng.uniform(min_angle, math.pi - min_angle)
    d1 = 0.0 if rng.random() < 0.05 else rng.uniform(0.3, 5.0)
    d2 = d1 if kind < 0.12 and rng.random() < 0.3 else rng.uniform(0.3, 5.0)  # now and then one wall twice
    wall1 = _stretch(rng, alpha1, d1)
    if kind < 0.12 and rng.random() < 0.3:
        direction = (wall1[1][0] - wall1[0][0], wall1[1][1] - wall1[0][1])  # exactly parallel
        start = [round(wall1[0][0] + rng.uniform(-2, 2), 3), round(wall1[0][1] + rng.uniform(-2, 2), 3)]
        wall2 = [start, [start[0] + direction[0], start[1] + direction[1]]]
        if rng.random() < 0.5:
            wall2.reverse()
    else:
        wall2 = _stretch(rng, alpha2, d2)
    return [wall1, wall2, min_angle]


def _stretch(rng, alpha, d):
    nx, ny = math.cos(alpha), math.sin(alpha)
    middle, length = rng.uniform(-2.5, 2.5), rng.uniform(0.3, 3.0)
    ends = [[round(d * nx - t * ny, 3) + 0.0, round(d * ny + t * nx, 3) + 0.0]
            for t in (middle - length / 2, middle + length / 2)]
    if rng.random() < 0.5:
        ends.reverse()
    return ends


def _fair(wall1, wall2, min_angle):
    if wall1[0] == wall1[1] or wall2[0] == wall2[1]:
        return False
    (a1, _), (a2, _) = line_through(*wall1), line_through(*wall2)
    phi = abs(a1 - a2) % math.pi
    phi = math.pi - phi if phi > math.pi / 2 else phi
    return abs(phi - min_angle) > MIN_ANGLE_CLEARANCE_RAD


def check(args, expected, got):
    if expected is None:
        if got is None:
            return True, ""
        return False, "these walls cross at less than the minimum angle: return None"
    if got is None:
        return False, "these walls cross at the minimum angle or more: return their corner (x, y, angle)"
    if not isinstance(got, (list, tuple)) or len(got) != 3:
        return False, "return a tuple (x, y, angle), or None"
    x, y, angle = (finite_float(value) for value in got)
    if x is None or y is None or angle is None:
        return False, "x, y and angle should be numbers"
    if not 0.0 <= angle <= math.pi / 2 + 1e-12:
        return False, ("the angle between two lines lies between zero and a right angle: a line has no direction, "
                       "so reduce the difference modulo a half turn and fold it")
    if abs(angle - expected[2]) > ANGLE_TOLERANCE_RAD:
        return False, "your angle between the walls is wrong"
    for mine, yours in ((expected[0], x), (expected[1], y)):
        if abs(yours - mine) > max(CORNER_ABS_M, CORNER_REL * math.hypot(expected[0], expected[1])):
            return False, "your corner is not where both walls' lines meet"
    return True, ""


def picture(args, expected, got):
    """Each wall as seen, its line drawn on to the corner, our corner and the learner's."""
    wall1, wall2, _min_angle = args
    corners = []
    if expected is not None:
        corners.append((expected[0], expected[1]))
    yours = None
    if isinstance(got, (list, tuple)) and len(got) == 3:
        x, y = finite_float(got[0]), finite_float(got[1])
        if x is not None and y is not None and math.hypot(x, y) < 1e4:
            yours = (x, y)
            corners.append(yours)
    parts = [{"kind": "scatter", "xs": [0.0], "ys": [0.0], "label": "robot", "xlabel": "x (m, ahead)",
              "ylabel": "y (m, left)"}]
    for number, wall in ((1, wall1), (2, wall2)):
        parts.append(_line_on_to(wall, corners, f"wall {number}'s line"))
        parts.append({"kind": "line", "xs": [wall[0][0], wall[1][0]], "ys": [wall[0][1], wall[1][1]],
                      "label": f"wall {number} as seen"})
    if expected is not None:
        parts.append({"kind": "scatter", "xs": [expected[0]], "ys": [expected[1]], "label": "our corner"})
    if yours is not None:
        parts.append({"kind": "scatter", "xs": [yours[0]], "ys": [yours[1]], "label": "your corner"})
    return parts


def _line_on_to(wall, corners, label):
    """The wall's line from its ends out to the farthest of the corners' projections on it."""
    (ax, ay), (bx, by) = wall
    vx, vy = bx - ax, by - ay
    length2 = vx * vx + vy * vy
    ts = [0.0, 1.0] + [((cx - ax) * vx + (cy - ay) * vy) / length2 for cx, cy in corners]
    low, high = min(ts), max(ts)
    return {"kind": "line", "xs": [ax + low * vx, ax + high * vx], "ys": [ay + low * vy, ay + high * vy], "label": label}
