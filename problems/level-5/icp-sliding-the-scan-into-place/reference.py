"""ICP: Sliding the Scan Into Place: the reference is reference.alignment.icp (the nearest map
point, the first on a tie, kept when at most the gate away; the placed points aligned onto their
partners; the robot moved with its scan, its heading wrapped; a round without pairs changes
nothing).

The checker judges the pair count exactly and the pose within 1e-6, the heading as a direction
after checking it was wrapped into (-pi, pi], and says which rule the answer broke.
"""

import math

from reference.alignment import centred_sums, icp as icp_of, icp_rounds, to_frame
from reference.alignment_answers import (close, heading_in_range, numbers, placed, pose_of_answer,
                                         same_heading, scatter)
from reference.angles import wrap
from reference.frames import to_world

MAX_MAP_POINTS = 300
MAX_SCAN_POINTS = 50
MAX_ROUNDS = 20
MARGIN_M = 1e-6  # no drawn case has a near tie or a distance this close to the gate, in any round


def icp(map_points, scan, guess, gate, rounds):
    return icp_of(map_points, scan, guess, gate, rounds)


# ---------------------------------------------------------------- random cases

def generate(rng):
    """A room of 3-8 m by 2.5-6 m, now and then with a pillar, as map points every 0.1-0.3 m (at
    most 300); a scan of points along the same walls (10-47 of them, 0-1 cm of noise) plus 0-3
    points the map lacks, seen from a true pose at least 0.5 m from the walls; a guess usually
    within 0.3 m and 0.25 rad of it, now and then far off; a gate of 0.3-0.8 m; 1-20 rounds.
    Now and then the true heading is near pi, so the heading crosses it. No round of our run has a
    near tie or a distance within 1e-6 of the gate."""
    while True:
        args = _draw(rng)
        if decided_by_the_rules(*args):
            return args


def generate_edges(rng):
    """Cases on the statement's boundaries: a heading near pi, a guess far off, one round only."""
    while True:
        args = _draw(rng, heading_near_pi=rng.random() < 0.5, far=rng.random() < 0.3,
                     rounds=rng.choice([1, 1, 2, MAX_ROUNDS]))
        if decided_by_the_rules(*args):
            return args


def _draw(rng, heading_near_pi=None, far=None, rounds=None):
    width, height = round(rng.uniform(3, 8), 1), round(rng.uniform(2.5, 6), 1)
    walls = _walls(rng, width, height)
    length = sum(math.dist(a, b) for a, b in walls)
    spacing = max(rng.choice([0.1, 0.15, 0.2, 0.25, 0.3]), math.ceil(length / MAX_MAP_POINTS * 100) / 100)
    map_points = [[round(x, 4), round(y, 4)] for x, y in _along(walls, spacing, 0.0)]
    if heading_near_pi is None:
        heading_near_pi = rng.random() < 0.1
    theta = rng.choice([-1, 1]) * (math.pi - rng.uniform(0, 0.2)) if heading_near_pi else rng.uniform(-math.pi, math.pi)
    true = (rng.uniform(0.5, width - 0.5), rng.uniform(0.5, height - 0.5), theta)
    count = rng.randint(10, MAX_SCAN_POINTS - 3)
    noise = rng.choice([0.0, 0.003, 0.01])
    seen = _along(walls, length / count, rng.uniform(0, length / count))[:count]
    scan = [[round(x + rng.gauss(0, noise), 4), round(y + rng.gauss(0, noise), 4)]
            for x, y in (to_frame(true, point) for point in seen)]
    for _ in range(rng.randint(0, 3)):  # a person, a bag: points the map does not have
        scan.insert(rng.randrange(len(scan) + 1), [round(rng.uniform(-2, 2), 4), round(rng.uniform(-2, 2), 4)])
    if far is None:
        far = rng.random() < 0.2
    reach, turn = (0.8, 0.8) if far else (0.3, 0.25)
    guess = [round(true[0] + rng.uniform(-reach, reach), 3), round(true[1] + rng.uniform(-reach, reach), 3),
             round(wrap(true[2] + rng.uniform(-turn, turn)), 3)]
    gate = round(rng.uniform(0.3, 0.8), 2)
    return [map_points, scan, guess, gate, rounds or rng.randint(1, MAX_ROUNDS)]


def _walls(rng, width, height):
    corners = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
    walls = [(corners[k], corners[(k + 1) % 4]) for k in range(4)]
    if rng.random() < 0.4:  # a pillar, walked round clockwise
        x, y = rng.uniform(0.8, width - 1.6), rng.uniform(0.8, height - 1.6)
        side = rng.uniform(0.3, 0.6)
        box = [(x, y), (x, y + side), (x + side, y + side), (x + side, y)]
        walls += [(box[k], box[(k + 1) % 4]) for k in range(4)]
    return walls


def _along(walls, step, offset):
    """Points every `step` metres along the walls, walked one after the other, the first `offset` in."""
    points, start, k = [], 0.0, 0
    for a, b in walls:
        length = math.dist(a, b)
        while offset + k * step < start + length - 1e-9:
            s = (offset + k * step - start) / length
            points.append((a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1])))
            k += 1
        start += length
    return points


def decided_by_the_rules(map_points, scan, guess, gate, rounds):
    """True when, in every round of our run, each placed point's nearest map point beats every
    other map point at another spot by more than MARGIN_M, its distance is more than MARGIN_M
    from the gate, and the turn of the correction is well defined (or exactly undefined)."""
    pose = tuple(guess)
    for next_pose, paired in icp_rounds(map_points, scan, guess, gate, rounds):
        pairs = []
        for point in (to_world(pose, s) for s in scan):
            distances = [math.dist(m, point) for m in map_points]
            d1 = min(distances)
            m1 = tuple(map_points[distances.index(d1)])
            rival = min((d for d, m in zip(distances, map_points) if tuple(m) != m1), default=math.inf)
            if rival - d1 <= MARGIN_M or abs(d1 - gate) <= MARGIN_M:
                return False
            if d1 <= gate:
                pairs.append((point, m1))
        if len(pairs) >= 2:
            c, s = centred_sums([m for _, m in pairs], [w for w, _ in pairs])
            if (c, s) != (0.0, 0.0) and math.hypot(c, s) < 1e-3:
                return False
        pose = next_pose
    return True


# ---------------------------------------------------------------- judging and drawing

def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    values = numbers(got, 4)
    if values is None:
        return False, "return a tuple of four numbers (x, y, theta, pairs)"
    x, y, theta, _ = values
    pairs = got[3]
    if isinstance(pairs, bool) or not isinstance(pairs, int) and not float(pairs).is_integer():
        return False, "pairs should be a whole number: how many scan points were paired in the last round"
    if not heading_in_range(theta):
        return False, "your heading is not wrapped into (-pi, pi]"
    pose_right = close(expected[0], x) and close(expected[1], y) and same_heading(expected[2], theta)
    pairs_right = int(pairs) == expected[3]
    if pose_right and pairs_right:
        return True, ""
    if pose_right:
        return False, "your pose is right but your count of pairs in the last round is not"
    if pairs_right:
        return False, "your pose is wrong, though your last round paired as many points as ours"
    if args[4] == 1:  # one round pairs from the guess alone: a wrong count is a wrong pairing
        return False, ("your pose and your count of pairs are both wrong, and a single round pairs from the guess "
                       "alone: check how the scan points are placed and paired (the nearest map point, the first on a "
                       "tie, kept when at most the gate away)")
    return False, ("your pose and your count of pairs are both wrong (after a wrong move, later rounds pair other "
                   "points, so one mistake can spoil both)")


def picture(args, expected, got):
    """The map, the scan placed at the guess, at our pose and at yours."""
    map_points, scan, guess = args[0], args[1], args[2]
    parts = [scatter(map_points, "map"), scatter(placed(guess, scan), "scan at the guess"),
             scatter(placed(expected[:3], scan), "scan at our pose")]
    yours = pose_of_answer(got, 4)
    if yours is not None:
        parts.append(scatter(placed(yours, scan), "scan at your pose"))
    return parts
