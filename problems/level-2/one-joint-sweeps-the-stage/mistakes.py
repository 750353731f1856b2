"""One Joint Sweeps the Stage: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same sweep,
`_sweep`, with one step done the wrong way.
"""

import math

TIE = 1e-9


def _height(lengths, pose):
    y = heading = 0.0
    for length, angle in zip(lengths, pose):
        heading += angle
        y += length * math.sin(heading)
    return y


def _inside(pose, stops):
    return all(lo <= angle <= hi for angle, (lo, hi) in zip(pose, stops))


def _first_highest(kept):
    top = max(height for _, _, height in kept)
    return next(k for k, (_, _, height) in enumerate(kept) if height >= top - TIE)


def _sweep(lengths, stops, base, joint, values, copy=list, inside=_inside, pick=_first_highest):
    kept = []
    for index, value in enumerate(values):
        pose = copy(base)
        pose[joint] = value
        if inside(pose, stops):
            kept.append((index, pose, _height(lengths, pose)))
    if not kept:
        return None
    index, pose, _ = kept[pick(kept)]
    return index, pose


def base_changed_not_copied(lengths, stops, base, joint, values):
    return _sweep(lengths, stops, base, joint, values, copy=lambda base: base)  # every try is base itself


def highest_without_tolerance(lengths, stops, base, joint, values):
    return _sweep(lengths, stops, base, joint, values,
                  pick=lambda kept: max(range(len(kept)), key=lambda k: kept[k][2]))  # dust picks the winner


def strict_less_than_at_a_stop(lengths, stops, base, joint, values):
    return _sweep(lengths, stops, base, joint, values,
                  inside=lambda pose, stops: all(lo < a < hi for a, (lo, hi) in zip(pose, stops)))


def wrapped_before_comparing(lengths, stops, base, joint, values):
    def wrap(angle):
        angle = math.fmod(angle, 2 * math.pi)
        if angle <= -math.pi:
            return angle + 2 * math.pi
        return angle - 2 * math.pi if angle > math.pi else angle

    return _sweep(lengths, stops, base, joint, values,
                  inside=lambda pose, stops: _inside([wrap(a) for a in pose], stops))
