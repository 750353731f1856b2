"""Two Scans of the Same Posts: the reference is reference.alignment.align_scans (the closed form
from the centred sums C and S, new mapped onto old, the rms over n).

The checker judges the rotation first (as a direction, reported between -pi and pi), then the
translation, then the rms, each within 1e-6, and says which part is wrong.
"""

import math

from reference.alignment import align_scans as align_of, centred_sums, to_frame
from reference.alignment_answers import (ANSWER_TOLERANCE, close, heading_in_range, numbers, placed,
                                         same_heading, scatter)
from reference.frames import compose

MAX_POSTS = 50
NOISE_M = [0.0, 0.003, 0.01, 0.02]


def align_scans(old, new):
    return align_of(old, new)


def generate(rng):
    """1 to 50 posts at least 0.4 m apart within 12 m of the first pose; a drive of up to 3 m with a
    turn of up to 1.2 rad (now and then any turn at all); both scans with the same noise, from none
    to 2 cm a coordinate, rounded to 0.1 mm."""
    r = rng.random()
    n = rng.randint(1, 2) if r < 0.1 else rng.randint(3, 12) if r < 0.8 else rng.randint(13, MAX_POSTS)
    turn = rng.uniform(-1.2, 1.2) if rng.random() < 0.7 else rng.uniform(-math.pi, math.pi)
    return _scans(rng, n, turn, rng.choice(NOISE_M))


def generate_edges(rng):
    """The boundaries the statement names: one post; every new (or old) point at one spot (exact numbers);
    a half turn, where the heading is a hair from pi or -pi; no noise; a mirrored scan."""
    kind = rng.randrange(5)
    if kind == 0:
        return _scans(rng, 1, rng.uniform(-math.pi, math.pi), rng.choice(NOISE_M))
    if kind == 1:
        spot = [rng.randint(-40, 40) / 8, rng.randint(-40, 40) / 8]
        old = [[rng.randint(-80, 80) / 8, rng.randint(-80, 80) / 8] for _ in range(rng.randint(2, 6))]
        return [old, [list(spot) for _ in old]] if rng.random() < 0.5 else [[list(spot) for _ in old], old]
    if kind == 2:
        return _scans(rng, rng.randint(3, 12), math.pi + rng.uniform(-0.05, 0.05), rng.choice(NOISE_M[1:]))
    if kind == 3:
        return _scans(rng, rng.randint(2, 12), rng.uniform(-math.pi, math.pi), 0.0)
    old, new = _scans(rng, rng.randint(3, 12), rng.uniform(-1.2, 1.2), rng.choice(NOISE_M))
    return [old, [[x, -y] for x, y in new]]


def _scans(rng, n, turn, noise):
    while True:
        posts = _posts(rng, n)
        first = (rng.uniform(-3, 3), rng.uniform(-3, 3), rng.uniform(-math.pi, math.pi))
        distance, direction = rng.uniform(0, 3), rng.uniform(-math.pi, math.pi)
        second = compose(first, (distance * math.cos(direction), distance * math.sin(direction), turn))
        old, new = _seen(rng, first, posts, noise), _seen(rng, second, posts, noise)
        if n == 1 or math.hypot(*centred_sums(old, new)) > 1e-2:
            return [old, new]


def _posts(rng, n):
    posts = []
    while len(posts) < n:
        post = (rng.uniform(-12, 12), rng.uniform(-12, 12))
        if all(math.dist(post, other) >= 0.4 for other in posts):
            posts.append(post)
    return posts


def _seen(rng, pose, posts, noise):
    return [[round(x + rng.gauss(0, noise), 4), round(y + rng.gauss(0, noise), 4)]
            for x, y in (to_frame(pose, post) for post in posts)]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    values = numbers(got, 4)
    if values is None:
        return False, "return a tuple of four numbers (tx, ty, theta, rms)"
    tx, ty, theta, rms = values
    if not heading_in_range(theta):
        return False, "report theta between -pi and pi"
    if not same_heading(expected[2], theta, ANSWER_TOLERANCE):
        return False, "your rotation theta is wrong (it should turn the new scan onto the old one)"
    if not (close(expected[0], tx) and close(expected[1], ty)):
        return False, "your rotation is right but your translation (tx, ty) is wrong"
    if not close(expected[3], rms):
        return False, "your pose is right but your rms is wrong"
    return True, ""


def picture(args, expected, got):
    """The old scan, the new scan as measured, and the new scan moved by our pose and by yours."""
    old, new = args
    parts = [scatter(old, "old scan"), scatter(new, "new scan, as measured"),
             scatter(placed(expected[:3], new), "new scan moved by our (tx, ty, theta)")]
    values = numbers(got, 4)
    if values is not None:
        parts.append(scatter(placed(values[:3], new), "new scan moved by yours"))
    return parts
