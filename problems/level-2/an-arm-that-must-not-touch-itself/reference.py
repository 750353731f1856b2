"""An Arm That Must Not Touch Itself: the reference is reference.geometry.closest_link_pair."""

import math

from reference.geometry import closest_link_pair


def closest_links(lengths, angles):
    return closest_link_pair(lengths, angles)


def generate(rng):
    """An arm of 2 to 6 links (mostly 3 or more) of 0.2 to 1 m, relative angles in (-pi, pi); big
    angles curl it back on itself."""
    links = 2 if rng.random() < 0.05 else rng.randint(3, 6)
    lengths = [round(rng.uniform(0.2, 1.0), 2) for _ in range(links)]
    angles = [round(rng.uniform(-math.pi, math.pi), 2) for _ in range(links)]
    return [lengths, angles]
