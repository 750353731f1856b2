"""ICP: Sliding the Scan Into Place: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_icp`, with one step swapped for the wrong one.
"""

import math


def _wrap(a):
    a = math.fmod(a, 2 * math.pi)
    if a > math.pi:
        a -= 2 * math.pi
    elif a <= -math.pi:
        a += 2 * math.pi
    return a


def _nearest(map_points, point):
    best, best_d = None, math.inf
    for m in map_points:
        d = math.dist(m, point)
        if d < best_d:
            best, best_d = m, d
    return best, best_d


def _keep(d, gate):
    return d <= gate


def _pairs(map_points, placed, gate, nearest=_nearest, keep=_keep):
    pairs = []
    for w in placed:
        m, d = nearest(map_points, w)
        if keep(d, gate):
            pairs.append((w, m))
    return pairs


def _correction(pairs):
    """(dtheta, ex, ey) carrying the placed points onto their map partners."""
    n = len(pairs)
    wx, wy = sum(w[0] for w, m in pairs) / n, sum(w[1] for w, m in pairs) / n
    mx, my = sum(m[0] for w, m in pairs) / n, sum(m[1] for w, m in pairs) / n
    c = sum((w[0] - wx) * (m[0] - mx) + (w[1] - wy) * (m[1] - my) for w, m in pairs)
    s = sum((w[0] - wx) * (m[1] - my) - (w[1] - wy) * (m[0] - mx) for w, m in pairs)
    dt = math.atan2(s, c)
    dc, ds = math.cos(dt), math.sin(dt)
    return dt, mx - (dc * wx - ds * wy), my - (ds * wx + dc * wy)


def _move(pose, dt, ex, ey, wrap=_wrap):
    x, y, t = pose
    dc, ds = math.cos(dt), math.sin(dt)
    return (dc * x - ds * y + ex, ds * x + dc * y + ey, wrap(t + dt))


def _place(pose, scan):
    x, y, t = pose
    c, s = math.cos(t), math.sin(t)
    return [(x + c * sx - s * sy, y + s * sx + c * sy) for sx, sy in scan]


def _icp(map_points, scan, guess, gate, rounds, pairs_of=_pairs, correction=_correction, move=_move,
         renew=True):
    pose, n, pairs = tuple(guess), 0, None
    for _ in range(rounds):
        if renew or pairs is None:
            pairs = pairs_of(map_points, _place(pose, scan), gate)
        else:  # the old partners, with the points moved by the last correction
            pairs = [(w, m) for w, (_, m) in zip(moved, pairs)]
        n = len(pairs)
        if n == 0:
            break
        dt, ex, ey = correction(pairs)
        dc, ds = math.cos(dt), math.sin(dt)
        moved = [(dc * w[0] - ds * w[1] + ex, ds * w[0] + dc * w[1] + ey) for w, _ in pairs]
        pose = move(pose, dt, ex, ey)
    return (pose[0], pose[1], pose[2], n)


def position_not_rotated(map_points, scan, guess, gate, rounds):
    def shifted_only(pose, dt, ex, ey):
        x, y, t = pose
        return (x + ex, y + ey, _wrap(t + dt))   # the position is not turned by dt first

    return _icp(map_points, scan, guess, gate, rounds, move=shifted_only)


def heading_not_wrapped(map_points, scan, guess, gate, rounds):
    return _icp(map_points, scan, guess, gate, rounds,
                move=lambda pose, dt, ex, ey: _move(pose, dt, ex, ey, wrap=lambda a: a))


def squared_distance_vs_gate(map_points, scan, guess, gate, rounds):
    def squared(map_points, placed, gate):
        pairs = []
        for w in placed:
            m, d = _nearest(map_points, w)
            if (m[0] - w[0]) ** 2 + (m[1] - w[1]) ** 2 <= gate:   # a squared distance against the gate itself
                pairs.append((w, m))
        return pairs

    return _icp(map_points, scan, guess, gate, rounds, pairs_of=squared)


def last_tie_wins(map_points, scan, guess, gate, rounds):
    def last_of_the_nearest(map_points, point):
        best, best_d = None, math.inf
        for m in map_points:
            d = math.dist(m, point)
            if d <= best_d:
                best, best_d = m, d
        return best, best_d

    return _icp(map_points, scan, guess, gate, rounds,
                pairs_of=lambda map_points, placed, gate: _pairs(map_points, placed, gate,
                                                                 nearest=last_of_the_nearest))


def no_gate(map_points, scan, guess, gate, rounds):
    return _icp(map_points, scan, guess, gate, rounds,
                pairs_of=lambda map_points, placed, gate: _pairs(map_points, placed, gate,
                                                                 keep=lambda d, gate: True))


def strict_gate(map_points, scan, guess, gate, rounds):
    return _icp(map_points, scan, guess, gate, rounds,
                pairs_of=lambda map_points, placed, gate: _pairs(map_points, placed, gate,
                                                                 keep=lambda d, gate: d < gate))


def map_onto_scan(map_points, scan, guess, gate, rounds):
    def backwards(pairs):
        return _correction([(m, w) for w, m in pairs])   # the map moved onto the scan: the inverse

    return _icp(map_points, scan, guess, gate, rounds, correction=backwards)


def map_onto_scan_in_the_loop(map_points, scan, guess, gate, rounds):
    def read_backwards(pairs):
        n = len(pairs)
        wx, wy = sum(w[0] for w, m in pairs) / n, sum(w[1] for w, m in pairs) / n
        mx, my = sum(m[0] for w, m in pairs) / n, sum(m[1] for w, m in pairs) / n
        c = s = 0.0
        for m, w in pairs:                  # each pair read the other way round, the means kept
            ax, ay = w[0] - wx, w[1] - wy
            bx, by = m[0] - mx, m[1] - my
            c += ax * bx + ay * by
            s += ax * by - ay * bx
        dt = math.atan2(s, c)
        wx, wy, mx, my = mx, my, wx, wy     # then the map's mean moved onto the scan's
        dc, ds = math.cos(dt), math.sin(dt)
        return dt, mx - (dc * wx - ds * wy), my - (ds * wx + dc * wy)

    return _icp(map_points, scan, guess, gate, rounds, correction=read_backwards)


def shift_is_difference_of_means(map_points, scan, guess, gate, rounds):
    def means_only(pairs):
        dt, _, _ = _correction(pairs)
        n = len(pairs)
        wx, wy = sum(w[0] for w, m in pairs) / n, sum(w[1] for w, m in pairs) / n
        mx, my = sum(m[0] for w, m in pairs) / n, sum(m[1] for w, m in pairs) / n
        return dt, mx - wx, my - wy          # the mean of the placed points is not turned first

    return _icp(map_points, scan, guess, gate, rounds, correction=means_only)


def turn_the_wrong_way(map_points, scan, guess, gate, rounds):
    def flipped(pairs):
        n = len(pairs)
        wx, wy = sum(w[0] for w, m in pairs) / n, sum(w[1] for w, m in pairs) / n
        mx, my = sum(m[0] for w, m in pairs) / n, sum(m[1] for w, m in pairs) / n
        c = sum((w[0] - wx) * (m[0] - mx) + (w[1] - wy) * (m[1] - my) for w, m in pairs)
        s = sum((w[0] - wx) * (m[1] - my) - (w[1] - wy) * (m[0] - mx) for w, m in pairs)
        dt = math.atan2(-s, c)               # the sign of S flipped: the turn goes the other way
        dc, ds = math.cos(dt), math.sin(dt)
        return dt, mx - (dc * wx - ds * wy), my - (ds * wx + dc * wy)

    return _icp(map_points, scan, guess, gate, rounds, correction=flipped)


def every_scan_point_counted(map_points, scan, guess, gate, rounds):
    x, y, theta, _ = _icp(map_points, scan, guess, gate, rounds)
    return (x, y, theta, len(scan))          # the scan's size, not the pairs the gate kept


def pairs_not_renewed(map_points, scan, guess, gate, rounds):
    return _icp(map_points, scan, guess, gate, rounds, renew=False)


def scan_aligned_directly(map_points, scan, guess, gate, rounds):
    """Aligns the raw scan points (robot frame) onto their partners and takes that as the pose:
    the same answer, except when C = S = 0, where it sets the heading to 0 instead of keeping it."""
    pose, n = tuple(guess), 0
    for _ in range(rounds):
        pairs = _pairs(map_points, _place(pose, scan), gate)
        n = len(pairs)
        if n == 0:
            break
        raw = {w: s for w, s in zip(_place(pose, scan), scan)}
        theta, x, y = _correction([(raw[w], m) for w, m in pairs])
        pose = (x, y, theta)
    return (pose[0], pose[1], pose[2], n)
