"""A range reading is a ray (Level 3, the sensing half): where a beam from a robot stops.

A beam leaves the robot's position P along the world direction alpha = heading + beam angle
(radians, counter-clockwise positive), and the point at distance d along it is P + d u with
u = (cos alpha, sin alpha). A reading is the smallest d >= 0 at which the beam meets something,
capped at the sensor's maximum range; a reading equal to the maximum range means "no echo".

The ray-against-segment and ray-against-circle algebra is the simulator's (reference.sim.geometry):
the same cross products and the same quadratic, so both lessons predict the same readings.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from reference.angles import wrap
from reference.sim.geometry import nearest_segment_hit, ray_circle

Point = tuple[float, float]


def beam_unit(heading_rad: float, beam_angle_rad: float) -> Point:
    """The beam's unit direction in the world: the beam angle is measured from the heading."""
    alpha = heading_rad + beam_angle_rad
    return math.cos(alpha), math.sin(alpha)


def point_along(x: float, y: float, direction_rad: float, distance_m: float) -> Point:
    """P + d u: the point `distance_m` from (x, y) along the world direction `direction_rad`."""
    return x + distance_m * math.cos(direction_rad), y + distance_m * math.sin(direction_rad)


def capped(distance_m: float | None, max_range_m: float) -> float:
    """The reading a sensor reports: the distance, or its maximum range when nothing is nearer."""
    return max_range_m if distance_m is None or distance_m > max_range_m else distance_m


def echo_point(x: float, y: float, direction_rad: float, reading_m: float, max_range_m: float):
    """Where the echo came from, or None for a max-range reading (nothing seen: never an obstacle)."""
    return point_along(x, y, direction_rad, reading_m) if reading_m < max_range_m else None


# --- Straight walls x = c and y = c (a bare room, a corridor) ---

def _to_line_m(start: float, velocity: float, line: float) -> float | None:
    """Distance along the beam to the line `coordinate = line`, or None: a zero component never
    reaches it, and a negative distance is behind. The sign test comes before the division."""
    if velocity == 0:
        return None
    distance_m = (line - start) / velocity
    return distance_m if distance_m >= 0 else None


def axis_walls_reading(x: float, y: float, direction_rad: float, x_walls: Iterable[float],
                       y_walls: Iterable[float], max_range_m: float) -> float:
    """The reading of a beam among walls that are whole lines x = c (`x_walls`) and y = c (`y_walls`):
    the nearest forward crossing, capped at the maximum range."""
    ux, uy = math.cos(direction_rad), math.sin(direction_rad)
    hits = [_to_line_m(x, ux, c) for c in x_walls] + [_to_line_m(y, uy, c) for c in y_walls]
    return capped(min((d for d in hits if d is not None), default=None), max_range_m)


def bare_room_scan(width_m: float, depth_m: float, x: float, y: float, heading_rad: float,
                   beam_angles_rad: Sequence[float], max_range_m: float) -> list:
    """A scan of the room [0, width] x [0, depth] from inside it: for every beam, in order,
    [reading, [echo_x, echo_y]], or [max_range, None] when no wall is within range."""
    scan = []
    for beam_rad in beam_angles_rad:
        alpha = heading_rad + beam_rad
        reading = axis_walls_reading(x, y, alpha, (0.0, width_m), (0.0, depth_m), max_range_m)
        point = echo_point(x, y, alpha, reading, max_range_m)
        scan.append([reading, None if point is None else list(point)])
    return scan


# --- Wall segments ---

def wall_hits(x: float, y: float, direction_rad: float, walls: Iterable[Sequence[float]]) -> list:
    """For each wall (ax, ay, bx, by): the distance t >= 0 along the beam to where it crosses the
    wall (0 <= s <= 1, end points included), or None (parallel, behind, or off the wall's ends)."""
    ux, uy = math.cos(direction_rad), math.sin(direction_rad)
    return [nearest_segment_hit(x, y, ux, uy, ((ax, ay, bx - ax, by - ay),)) for ax, ay, bx, by in walls]


def walls_reading(x: float, y: float, heading_rad: float, beam_angle_rad: float,
                  walls: Iterable[Sequence[float]], max_range_m: float) -> float:
    """The reading of one beam among wall segments: the nearest hit, capped at the maximum range.
    A wall with |u x e| below reference.sim.geometry.PARALLEL_CROSS is parallel and never hit."""
    hits = wall_hits(x, y, heading_rad + beam_angle_rad, walls)
    return capped(min((t for t in hits if t is not None), default=None), max_range_m)


# --- Round obstacles ---

def circles_reading(x: float, y: float, direction_rad: float, circles: Iterable[Sequence[float]],
                    max_range_m: float) -> float:
    """The reading of a beam from outside every circle (cx, cy, radius): the nearest entry point
    (the smaller root; a tangent counts), capped at the maximum range."""
    ux, uy = math.cos(direction_rad), math.sin(direction_rad)
    hits = [ray_circle(x, y, ux, uy, cx, cy, radius) for cx, cy, radius in circles]
    return capped(min((t for t in hits if t is not None), default=None), max_range_m)


def circles_scan(x: float, y: float, heading_rad: float, beam_angles_rad: Sequence[float],
                 circles: Sequence[Sequence[float]], max_range_m: float) -> list[float]:
    """One reading per beam, in order, each beam at heading + its angle."""
    return [circles_reading(x, y, heading_rad + beam_rad, circles, max_range_m) for beam_rad in beam_angles_rad]


# --- A sonar's cone ---

def off_axis_rad(x: float, y: float, facing_rad: float, point: Sequence[float]) -> float:
    """How far the direction from (x, y) to `point` is from the facing direction, wrapped into
    (-pi, pi]: directions are angles on a circle."""
    return wrap(math.atan2(point[1] - y, point[0] - x) - facing_rad)


def in_cone(x: float, y: float, facing_rad: float, half_angle_rad: float, point: Sequence[float]) -> bool:
    """Inside the cone, its edges included."""
    return abs(off_axis_rad(x, y, facing_rad, point)) <= half_angle_rad


def sonar_reading(x: float, y: float, facing_rad: float, cone_width_rad: float,
                  points: Iterable[Sequence[float]], max_range_m: float) -> float:
    """The distance of the nearest point inside a cone `cone_width_rad` wide (half of it each side
    of the facing direction), capped at the maximum range."""
    half_rad = cone_width_rad / 2
    inside = [math.hypot(px - x, py - y) for px, py in points if in_cone(x, y, facing_rad, half_rad, (px, py))]
    return capped(min(inside, default=None), max_range_m)


# --- A point carried round a rolling wheel ---

def rolling_wheel_point(hub_x0: float, wheel_radius_m: float, spoke_m: float, start_angle_rad: float,
                        speed_mps: float, time_s: float) -> Point:
    """A mark `spoke_m` from the hub of a wheel rolling along the ground y = 0 towards +x without
    slipping: the hub moves speed * t and stays wheel_radius above the ground, and the wheel turns
    clockwise by (speed * t) / wheel_radius. The mark is the point at distance spoke_m from the hub
    along start angle + the wheel's turn: a ray again, from a moving origin."""
    rolled_m = speed_mps * time_s
    turn_rad = -rolled_m / wheel_radius_m
    return point_along(hub_x0 + rolled_m, wheel_radius_m, start_angle_rad + turn_rad, spoke_m)
