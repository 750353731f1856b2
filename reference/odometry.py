"""Odometry: dead reckoning from the wheel encoders, and how miscalibration makes it drift.

Each encoder report (left ticks, right ticks since the previous report) is a small motion in the
robot's own terms, a travel d and a turn dtheta (reference.encoders.report_motion); the robot is
taken to have run along the arc they describe (reference.unicycle.arc_move: straight when
dtheta == 0, from the OLD heading otherwise). Headings are running totals; wrap them once, when
you report them, or wrap a difference of two of them, never each one separately.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from reference.angles import wrap
from reference.encoders import report_motion
from reference.unicycle import Pose, arc_move

ORIGIN: Pose = (0.0, 0.0, 0.0)
Report = tuple[int, int]  # (left ticks, right ticks) since the previous report


def apply_report(pose: Pose, left_ticks: int, right_ticks: int, ticks_per_rev: int,
                 wheel_radius_m: float, track_m: float) -> Pose:
    """The pose after one encoder report, by the exact arc."""
    distance_m, turn_rad = report_motion(left_ticks, right_ticks, ticks_per_rev, wheel_radius_m, track_m)
    return arc_move(pose, distance_m, turn_rad)


def track(start: Pose, reports: Iterable[Report], ticks_per_rev: int, wheel_radius_m: float,
          track_m: float) -> Iterator[Pose]:
    """The pose after each report in turn (the start itself is not yielded)."""
    pose = tuple(start)
    for left_ticks, right_ticks in reports:
        pose = apply_report(pose, left_ticks, right_ticks, ticks_per_rev, wheel_radius_m, track_m)
        yield pose


def dead_reckon(start: Pose, reports: Iterable[Report], ticks_per_rev: int, wheel_radius_m: float,
                track_m: float) -> Pose:
    """The pose after the last report, heading as a running total; the start when there is none."""
    pose = tuple(start)
    for pose in track(start, reports, ticks_per_rev, wheel_radius_m, track_m):
        pass
    return pose


def paired_tracks(reports: list[Report], ticks_per_rev: int, true_calibration: tuple[float, float],
                  believed_calibration: tuple[float, float]) -> Iterator[tuple[Pose, Pose]]:
    """The same reports converted by the true (wheel radius, track) and by a believed one, both
    from the origin: (true pose, believed pose) after each report."""
    return zip(track(ORIGIN, reports, ticks_per_rev, *true_calibration),
               track(ORIGIN, reports, ticks_per_rev, *believed_calibration))


def position_gap(pose: Pose, other: Pose) -> float:
    """How far apart two poses' positions are, in metres; headings play no part."""
    return math.dist(pose[:2], other[:2])


def drift(reports: list[Report], ticks_per_rev: int, true_calibration: tuple[float, float],
          believed_calibration: tuple[float, float], tolerance_m: float) -> tuple[int | None, float, float]:
    """How a believed calibration drifts from the true one over the same reports:
    (first, gap, heading_error).

    first: the index (from 0) of the first report after which the two positions are MORE than
    `tolerance_m` apart, or None if that never happens; gap: the distance between the final
    positions; heading_error: believed minus true final heading, the difference wrapped once.
    """
    true_pose = believed_pose = ORIGIN
    first = None
    for index, (true_pose, believed_pose) in enumerate(
            paired_tracks(reports, ticks_per_rev, true_calibration, believed_calibration)):
        if first is None and position_gap(true_pose, believed_pose) > tolerance_m:
            first = index
    return first, position_gap(true_pose, believed_pose), wrap(believed_pose[2] - true_pose[2])
