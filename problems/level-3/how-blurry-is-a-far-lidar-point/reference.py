"""How Blurry Is a Far Lidar Point?: the reference is reference.noise_propagation.point_blur."""

import math

from reference.noise_propagation import point_blur


def lidar_point_blur(heading, range_m, bearing, range_sd, bearing_sd_deg):
    return point_blur(heading, range_m, bearing, range_sd, math.radians(bearing_sd_deg))


def generate(rng):
    """A heading anywhere, a bearing anywhere in a 360-degree scan, a range of 0.3 to 80 m, a range
    noise of 5 mm to 5 cm and an angular noise of 0.02 to 1 degree, as datasheets give it."""
    return [round(rng.uniform(-math.pi, math.pi), 3), round(rng.uniform(0.3, 80.0), 2),
            round(rng.uniform(-math.pi, math.pi), 3), round(rng.uniform(0.005, 0.05), 3),
            round(rng.uniform(0.02, 1.0), 2)]
