"""Wobbly Encoders, Blurry Gripper: the reference is reference.jacobian.hand_blur, with the
datasheet's degrees turned into radians first."""

import math
import random

from reference.arm import hand_position
from reference.blur_answers import blur_picture
from reference.ik_answers import finite_float
from reference.jacobian import blurred_hands
from reference.jacobian import hand_blur as first_order_blur

PICTURE_SAMPLES = 1500


def hand_blur(lengths, angles, sds_deg):
    return first_order_blur(lengths, angles, [math.radians(s) for s in sds_deg])


def generate(rng):
    """2 to 4 links of 0.1 to 0.8 m at any angles (a few stretched straight), encoders of 0 to
    0.5 degrees (a few exactly 0)."""
    n = rng.randint(2, 4)
    lengths = [round(rng.uniform(0.1, 0.8), 2) for _ in range(n)]
    if rng.random() < 0.08:
        angles = [round(rng.uniform(-math.pi, math.pi), 2)] + [0.0] * (n - 1)
    else:
        angles = [round(rng.uniform(-math.pi, math.pi), 2) for _ in range(n)]
    sds = [0.0 if rng.random() < 0.1 else round(rng.uniform(0.01, 0.5), 3) for _ in range(n)]
    return [lengths, angles, sds]


def picture(args, expected, got):
    """1500 simulated grippers (fixed seed) with our 2-sd ellipse and the learner's."""
    lengths, angles, sds_deg = args
    sds = [math.radians(s) for s in sds_deg]
    points = blurred_hands(lengths, angles, sds, PICTURE_SAMPLES, random.Random(0))
    return blur_picture(points, hand_position(lengths, angles), _covariance(expected), _covariance(got),
                        "x (m)", "y (m)")


def _covariance(answer):
    if not isinstance(answer, (list, tuple)) or len(answer) != 3:
        return None
    numbers = [finite_float(v) for v in answer]
    if None in numbers:
        return None
    sd_x, sd_y, cov = numbers
    return [[sd_x * sd_x, cov], [cov, sd_y * sd_y]]
