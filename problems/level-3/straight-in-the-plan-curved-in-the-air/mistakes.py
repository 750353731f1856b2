"""Straight in the Plan, Curved in the Air: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. `_stray` is the careful computation; each mistake
swaps one of its steps.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _elbow_up(l1, l2, x, y, wrap=_wrap):
    r = math.hypot(x, y)
    if r > l1 + l2 + MARGIN or r < abs(l1 - l2) - MARGIN:
        return None
    if abs(r - (l1 + l2)) <= MARGIN:
        t2 = 0.0
    elif abs(r - abs(l1 - l2)) <= MARGIN:
        t2 = math.pi
    else:
        t2 = -math.acos(max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
    return wrap(math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))), t2


def _hand(l1, l2, t1, t2):
    return l1 * math.cos(t1) + l2 * math.cos(t1 + t2), l1 * math.sin(t1) + l2 * math.sin(t1 + t2)


def _halfway_pose(a, b, wrap=_wrap):
    return [a[k] + wrap(b[k] - a[k]) / 2 for k in (0, 1)]


def _off_line(q, start, goal, samples):
    dx, dy = goal[0] - start[0], goal[1] - start[1]
    return abs(dx * (q[1] - start[1]) - dy * (q[0] - start[0])) / math.hypot(dx, dy)


def _stray(l1, l2, start, goal, n, fraction=lambda i, n: i / (n - 1), halfway=None, off_line=_off_line,
           wrap=_wrap):
    samples = [(start[0] + fraction(i, n) * (goal[0] - start[0]), start[1] + fraction(i, n) * (goal[1] - start[1]))
               for i in range(n)]
    poses = [_elbow_up(l1, l2, x, y, wrap) for x, y in samples]
    if None in poses:
        return None
    if halfway is None:
        halfway = lambda l1, l2, a, b, pa, pb: _hand(l1, l2, *_halfway_pose(a, b, wrap))
    points = [halfway(l1, l2, poses[i], poses[i + 1], samples[i], samples[i + 1]) for i in range(n - 1)]
    return max(off_line(q, start, goal, samples) for q in points)


def i_over_n(l1, l2, start, goal, n):
    return _stray(l1, l2, start, goal, n, fraction=lambda i, n: i / n)


def halfway_without_wrap(l1, l2, start, goal, n):
    return _stray(l1, l2, start, goal, n,
                  halfway=lambda l1, l2, a, b, pa, pb: _hand(l1, l2, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2))


def stray_to_the_nearest_sample(l1, l2, start, goal, n):
    def to_nearest_sample(q, start, goal, samples):
        return min(math.hypot(q[0] - x, q[1] - y) for x, y in samples)

    return _stray(l1, l2, start, goal, n, off_line=to_nearest_sample)


def signed_distance(l1, l2, start, goal, n):
    def signed(q, start, goal, samples):
        dx, dy = goal[0] - start[0], goal[1] - start[1]
        return (dx * (q[1] - start[1]) - dy * (q[0] - start[0])) / math.hypot(dx, dy)

    return _stray(l1, l2, start, goal, n, off_line=signed)


def halfway_point_not_halfway_pose(l1, l2, start, goal, n):
    return _stray(l1, l2, start, goal, n,
                  halfway=lambda l1, l2, a, b, pa, pb: ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2))


def pi_rounded(l1, l2, start, goal, n):
    pi = 3.1416  # "close enough": 7e-6 rad off at every wrap

    def wrap(angle):
        while angle > pi:
            angle -= 2 * pi
        while angle <= -pi:
            angle += 2 * pi
        return angle

    return _stray(l1, l2, start, goal, n, wrap=wrap)
