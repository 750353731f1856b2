"""Inside the Joint Stops: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same
program check, `_program`, with one step done the wrong way.
"""

import math


def _hand(lengths, angles):
    x = y = heading = 0.0
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
    return x, y


def _inside(pose, stops):
    return all(lo <= angle <= hi for angle, (lo, hi) in zip(pose, stops))


def _open_path(points):
    return sum(math.dist(points[k - 1], points[k]) for k in range(1, len(points)))


def _program(lengths, stops, poses, inside=_inside, path=_open_path):
    allowed = [i for i, pose in enumerate(poses) if inside(pose, stops)]
    return allowed, path([_hand(lengths, poses[i]) for i in allowed])


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def strict_less_than_at_a_stop(lengths, stops, poses):
    return _program(lengths, stops, poses,
                    inside=lambda pose, stops: all(lo < a < hi for a, (lo, hi) in zip(pose, stops)))


def wrapped_before_comparing(lengths, stops, poses):
    return _program(lengths, stops, poses,
                    inside=lambda pose, stops: _inside([_wrap(a) for a in pose], stops))


def any_joint_suffices(lengths, stops, poses):
    return _program(lengths, stops, poses,
                    inside=lambda pose, stops: any(lo <= a <= hi for a, (lo, hi) in zip(pose, stops)))


def path_closed_into_a_loop(lengths, stops, poses):
    def closed(points):
        return _open_path(points) + (math.dist(points[-1], points[0]) if points else 0.0)

    return _program(lengths, stops, poses, path=closed)


def path_through_refused_poses(lengths, stops, poses):
    allowed, _ = _program(lengths, stops, poses)
    return allowed, _open_path([_hand(lengths, pose) for pose in poses])  # every pose, refused or not
