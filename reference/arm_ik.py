"""Inverse kinematics of the two-link planar arm: which joint angles put the hand on (x, y)?

Conventions (those of reference.arm): shoulder at the origin, radians, relative joint angles
(t1 from +x, t2 from the first link's direction), links l1, l2 > 0.

- The workspace is the ring |l1 - l2| <= r <= l1 + l2 with r = hypot(x, y), both edges included.
  Reachability is decided on the distance, with EDGE_MARGIN of forgiveness for rounding dust;
  never on whether acos accepts the cosine.
- The bend's size comes from the law of cosines, r^2 = l1^2 + l2^2 + 2 l1 l2 cos t2 (t2, not the
  triangle's inner angle pi - t2, hence the +); its sign is free, which gives two arms:
  elbow-up has t2 < 0, elbow-down t2 > 0, and elbow-up is listed first.
- On an edge of the ring (r within EDGE_MARGIN of l1 + l2 or of |l1 - l2|) there is one arm:
  t2 = 0 stretched, t2 = pi folded back. Decided on the distance, not on acos returning exactly 0.
- t1 is wrapped into (-pi, pi].
"""

from __future__ import annotations

import math

from reference.angles import wrap
from reference.arm import Point, hand_position

EDGE_MARGIN = 1e-9  # metres (or whatever unit the lengths use) forgiven at the ring's edges

Solution = tuple[float, float]  # (t1, t2), radians


def elbow_cosine(l1: float, l2: float, x: float, y: float) -> float:
    """cos t2 from the law of cosines, unclamped: outside [-1, 1] when no triangle exists,
    and possibly a rounding step beyond +-1 for a target exactly on an edge."""
    return (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)


def is_reachable(l1: float, l2: float, x: float, y: float, margin: float = EDGE_MARGIN) -> bool:
    """Whether (x, y) lies in the ring, edges included, forgiving `margin` on the distance."""
    distance = math.hypot(x, y)
    return abs(l1 - l2) - margin <= distance <= l1 + l2 + margin


def elbow_bend(l1: float, l2: float, x: float, y: float) -> float | None:
    """The size of the bend |t2| in [0, pi] that puts the hand at the target's distance, or None
    when the target is out of reach.

    The order matters: test the distance (refuse what is really out of reach), then clamp the
    cosine (forgive rounding dust, which acos would refuse), then acos. Clamping alone would turn
    an unreachable target into a straight arm.
    """
    if not is_reachable(l1, l2, x, y):
        return None
    cosine = min(1.0, max(-1.0, elbow_cosine(l1, l2, x, y)))
    return math.acos(cosine)


def edge_bend(l1: float, l2: float, x: float, y: float) -> float | None:
    """On an edge of the ring the only arm: 0.0 at full stretch, pi folded back; None elsewhere."""
    distance = math.hypot(x, y)
    if abs(distance - (l1 + l2)) <= EDGE_MARGIN:
        return 0.0
    if abs(distance - abs(l1 - l2)) <= EDGE_MARGIN:
        return math.pi
    return None


def shoulder_offset(l1: float, l2: float, t2: float) -> float:
    """The hand's direction, seen from the shoulder, when t1 = 0 (the hand is then at
    (l1 + l2 cos t2, l2 sin t2)); unwrapped, in [-pi, pi]."""
    return math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))


def shoulder_angle(l1: float, l2: float, x: float, y: float, t2: float) -> float:
    """The t1 that turns the arm with bend t2 to face (x, y), wrapped into (-pi, pi].

    A difference of two angles can leave (-pi, pi] (targets behind and below need it), hence
    the wrap. With l1 == l2 and the target on the shoulder any t1 works; this returns one.
    """
    return wrap(math.atan2(y, x) - shoulder_offset(l1, l2, t2))


def two_link_solutions(l1: float, l2: float, x: float, y: float) -> list[Solution]:
    """Every (t1, t2) that puts the hand on (x, y): [] out of reach, one arm on an edge of the
    ring, otherwise two, elbow-up (t2 < 0) first, then elbow-down."""
    bend = elbow_bend(l1, l2, x, y)
    if bend is None:
        return []
    on_edge = edge_bend(l1, l2, x, y)
    bends = [on_edge] if on_edge is not None else [-bend, bend]
    return [(shoulder_angle(l1, l2, x, y, t2), t2) for t2 in bends]


def hand_miss_m(l1: float, l2: float, angles_rad: tuple[float, float], x: float, y: float) -> float:
    """How far the hand, placed by forward kinematics, lands from (x, y): a distance, so that a
    tolerance on it accepts a circle around the target (a tolerance on x and y apart accepts a
    square). The right way to check any inverse-kinematics answer."""
    hand_x, hand_y = hand_position((l1, l2), angles_rad)
    return math.hypot(hand_x - x, hand_y - y)


def lands_on_target(l1: float, l2: float, angles_rad: tuple[float, float], x: float, y: float,
                    tolerance_m: float) -> bool:
    """Whether the hand lands within tolerance_m of (x, y), the edge of the circle included."""
    return hand_miss_m(l1, l2, angles_rad, x, y) <= tolerance_m


# Orientation too: wrist first ---------------------------------------------------------------

WristSolution = tuple[float, float, float]  # (t1, t2, t3), radians


def wrist_point(l3: float, x: float, y: float, phi_rad: float) -> Point:
    """Where the wrist must be: one tool length BEHIND the hand, against the tool's direction."""
    return x - l3 * math.cos(phi_rad), y - l3 * math.sin(phi_rad)


def wrist_first_solutions(l1: float, l2: float, l3: float, x: float, y: float,
                          phi_rad: float) -> list[WristSolution]:
    """Every (t1, t2, t3) that puts the tool's tip on (x, y) pointing along phi.

    The first two links solve the ordinary two-link problem for the wrist point (so reachability,
    edges and the elbow-up-first order are the wrist's); the wrist turns the rest of the way,
    t3 = wrap(phi - t1 - t2), since the angles are relative.
    """
    wrist_x, wrist_y = wrist_point(l3, x, y, phi_rad)
    return [(t1, t2, wrap(phi_rad - t1 - t2)) for t1, t2 in two_link_solutions(l1, l2, wrist_x, wrist_y)]


# Reaching from a robot ----------------------------------------------------------------------

def target_from_shoulder(robot: tuple[float, float, float], mount: Point, target: Point) -> Point:
    """A world target as the arm's shoulder sees it: shift by the robot's position, rotate by
    -theta (into the robot frame: x forward, y left), then subtract the mount (a robot-frame
    offset)."""
    robot_x, robot_y, theta = robot
    dx, dy = target[0] - robot_x, target[1] - robot_y
    c, s = math.cos(theta), math.sin(theta)
    forward, left = c * dx + s * dy, -s * dx + c * dy
    return forward - mount[0], left - mount[1]


def solutions_from_robot(robot: tuple[float, float, float], mount: Point, l1: float, l2: float,
                         target: Point) -> list[Solution]:
    """The arm's (t1, t2) solutions for a world target, t1 measured from the robot's forward
    direction: the ordinary two-link answer for the target seen from the shoulder."""
    x, y = target_from_shoulder(robot, mount, target)
    return two_link_solutions(l1, l2, x, y)
