"""A Millimetre Off, a Metre Lost: the reference is reference.odometry.drift."""

import math

from reference.odometry import drift, paired_tracks, position_gap

TICKS_PER_REV = (256, 360, 500, 512, 1000, 1024, 2048)
TOLERANCE_CLEARANCE_M = 1e-7   # no drawn gap lands this close to the tolerance, where > could tip
WRAP_EDGE_CLEARANCE_RAD = 1e-6  # nor a heading error this close to +-pi


def drift_report(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance):
    return drift(reports, ticks_per_rev, tuple(true_calibration), tuple(believed_calibration), tolerance)


def generate(rng):
    """1 to 3 laps of a polygon of 3 to 6 sides, corners turned on the spot or about one wheel;
    a believed wheel radius up to 3% off and a believed track up to 3 cm off (either may be
    right); a tolerance anywhere from 0 to a little over the largest gap."""
    while True:
        ticks_per_rev = rng.choice(TICKS_PER_REV)
        true_cal = [round(rng.uniform(0.03, 0.12), 4), round(rng.uniform(0.2, 0.6), 3)]
        believed_cal = [true_cal[0] if rng.random() < 0.25 else round(true_cal[0] * (1 + rng.uniform(-0.03, 0.03)), 5),
                        true_cal[1] if rng.random() < 0.25 else round(true_cal[1] + rng.uniform(-0.03, 0.03), 4)]
        reports = _laps(rng, ticks_per_rev, *true_cal)
        gaps = [position_gap(*poses) for poses in paired_tracks(reports, ticks_per_rev, true_cal, believed_cal)]
        tolerance = round(rng.uniform(0.0, 1.2) * max(gaps, default=0.1), 4)
        args = [reports, ticks_per_rev, true_cal, believed_cal, tolerance]
        heading_error = drift_report(*args)[2]
        if (all(abs(gap - tolerance) > TOLERANCE_CLEARANCE_M for gap in gaps)
                and math.pi - abs(heading_error) > WRAP_EDGE_CLEARANCE_RAD):
            return args


def _laps(rng, ticks_per_rev, wheel_radius, track):
    sides = rng.randint(3, 6)
    side_ticks = rng.randint(ticks_per_rev // 2, 3 * ticks_per_rev)
    corner_ticks = round((2 * math.pi / sides) * track / 2 / (2 * math.pi * wheel_radius) * ticks_per_rev)
    pieces = rng.randint(1, 4)
    side = [[side_ticks // pieces, side_ticks // pieces]] * pieces
    corner = [[-corner_ticks, corner_ticks]] if rng.random() < 0.6 else [[0, 2 * corner_ticks]]
    return (side + corner) * sides * rng.randint(1, 3)
