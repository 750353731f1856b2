"""Cutting the Scan Into Walls: the reference is reference.lines.split_and_merge (the iterative
end-point fit with an explicit list of pieces, cuts only where the farthest point is MORE than
the threshold from its chord's line, the first of equals; then the merge, measuring each chord
from the last KEPT breakpoint).

Both lists of breakpoints are fixed by the statement, so both must be exactly ours; the message
says which one differs first.
"""

import math

from reference.lines import distance_to_line, split_and_merge

MAX_POINTS = 2000
CLEARANCE_M = 1e-9  # in a drawn scan no deciding distance is this close to the threshold or a rival


def cut_into_walls(scan, threshold):
    split, merged = split_and_merge([tuple(p) for p in scan], threshold)
    return split, merged


def generate(rng):
    """A room seen in one sweep: 1 to 7 walls joined at corners turning 20 to 150 degrees, each
    0.3 to 4 m long, points every 2 to 20 cm with a little scatter, to the millimetre; 2 to 2000
    points (a tenth of the scans 401 to 2000, some exactly 2000). A threshold of 3 to 30 cm.
    Drawn again until the points are all different and no deciding distance is within 1e-9 m of
    the threshold or of its rival."""
    while True:
        scan, threshold = _draw(rng)
        if len({tuple(p) for p in scan}) == len(scan) and clear(scan, threshold):
            return [scan, threshold]


def _size(rng):
    kind = rng.random()
    if kind < 0.06:
        return rng.randint(2, 4)
    if kind < 0.66:
        return rng.randint(5, 60)
    if kind < 0.9:
        return rng.randint(61, 400)
    if kind < 0.96:
        return rng.randint(401, MAX_POINTS - 1)
    return MAX_POINTS


def _draw(rng):
    n = _size(rng)
    threshold = round(rng.uniform(0.03, 0.3), 3)
    walls = rng.randint(1, min(7, max(1, n // 3)))
    lengths = [rng.uniform(0.3, 4.0) for _ in range(walls)]
    heading = rng.uniform(-math.pi, math.pi)
    x, y = rng.uniform(-3, 3), rng.uniform(-3, 3)
    corners = [(x, y)]
    for length in lengths:
        x, y = x + length * math.cos(heading), y + length * math.sin(heading)
        corners.append((x, y))
        heading += rng.choice([-1, 1]) * rng.uniform(math.radians(20), math.radians(150))
    total = sum(lengths)
    noise = rng.uniform(0.0, threshold / 3)
    scan = []
    for k in range(n):
        s = total * k / (n - 1)
        wall = 0
        while wall < walls - 1 and s > lengths[wall]:
            s -= lengths[wall]
            wall += 1
        (ax, ay), (bx, by) = corners[wall], corners[wall + 1]
        t = min(1.0, s / lengths[wall])
        nx, ny = -(by - ay) / lengths[wall], (bx - ax) / lengths[wall]
        e = rng.uniform(-noise, noise)
        scan.append([round(ax + t * (bx - ax) + e * nx, 3) + 0.0, round(ay + t * (by - ay) + e * ny, 3) + 0.0])
    return scan, threshold


def clear(scan, threshold):
    """No distance that decides a split or a merge within CLEARANCE_M of the threshold, and no
    farthest point that cuts a piece within CLEARANCE_M of the runner-up (ties included): so any
    careful way of computing the distances gives the same breakpoints."""
    points = [tuple(p) for p in scan]
    todo = [(0, len(points) - 1)]
    cuts = {0, len(points) - 1}
    while todo:
        i, j = todo.pop()
        if j - i < 2:
            continue
        distances = sorted(((distance_to_line(points[k], points[i], points[j]), k) for k in range(i + 1, j)), reverse=True)
        far, k = distances[0]
        if abs(far - threshold) <= CLEARANCE_M:
            return False
        if far > threshold:
            if len(distances) > 1 and far - distances[1][0] <= CLEARANCE_M:
                return False
            cuts.add(k)
            todo += [(i, k), (k, j)]
    ordered = sorted(cuts)
    kept = [ordered[0]]
    for t in range(1, len(ordered) - 1):
        a, c = kept[-1], ordered[t + 1]
        distances = [distance_to_line(points[k], points[a], points[c]) for k in range(a + 1, c)]
        if any(abs(d - threshold) <= CLEARANCE_M for d in distances):
            return False
        if any(d > threshold for d in distances):
            kept.append(ordered[t])
    return True


def _index_list(value):
    if not isinstance(value, (list, tuple)):
        return None
    if not all(isinstance(k, int) and not isinstance(k, bool) for k in value):
        return None
    return list(value)


def check(args, expected, got):
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a tuple (split, merged) of two lists of breakpoints"
    n = len(args[0])
    split, merged = _index_list(got[0]), _index_list(got[1])
    if split is None or merged is None:
        return False, "split and merged should each be a list of point indices"
    for name, answer in (("split", split), ("merged", merged)):
        if not answer or answer[0] != 0 or answer[-1] != n - 1:
            return False, f"your {name} breakpoints should start with the first point and end with the last"
        if answer != sorted(set(answer)):
            return False, f"list your {name} breakpoints in increasing order, each once"
    if split != expected[0]:
        return False, "your split breakpoints differ from ours"
    if merged != expected[1]:
        return False, "your split is right, but your merged breakpoints differ from ours"
    return True, ""


def picture(args, expected, got):
    """The scan, and the walls as polylines through our merged breakpoints and the learner's."""
    scan = args[0]
    parts = [{"kind": "scatter", "xs": [p[0] for p in scan], "ys": [p[1] for p in scan], "label": "scan",
              "xlabel": "x (m)", "ylabel": "y (m)"}]

    def walls(breaks, label):
        parts.append({"kind": "line", "xs": [scan[k][0] for k in breaks], "ys": [scan[k][1] for k in breaks],
                      "label": label})

    walls(expected[1], "our walls")
    if isinstance(got, (list, tuple)) and len(got) == 2:
        breaks = _index_list(got[1])
        if breaks and all(0 <= k < len(scan) for k in breaks):
            walls(breaks, "your walls")
    return parts
