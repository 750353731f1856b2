"""Motors Until the Stops: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful simulation with one step done the wrong way."""

import math


def _hand_y(lengths, q):
    y = heading = 0.0
    for length, angle in zip(lengths, q):
        heading += angle
        y += length * math.sin(heading)
    return y


def _clamp(value, lo, hi):
    return min(hi, max(lo, value))


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _simulate(lengths, start, speeds, stops, dt, steps, move=_clamp, copy_start=True, count_start=True):
    q = list(start) if copy_start else start
    poses = [start if not copy_start else list(start)]
    highest = _hand_y(lengths, q) if count_start else None
    for _ in range(steps):
        for i in range(len(q)):
            lo, hi = stops[i]
            q[i] = move(q[i] + speeds[i] * dt, lo, hi)
        poses.append(list(q))
        y = _hand_y(lengths, q)
        if highest is None or y > highest:
            highest = y
    return (poses, highest)


def start_pose_left_out(lengths, start, speeds, stops, dt, steps):
    return _simulate(lengths, start, speeds, stops, dt, steps, count_start=False)  # highest starts at None


def runs_through_stop(lengths, start, speeds, stops, dt, steps):
    return _simulate(lengths, start, speeds, stops, dt, steps, move=lambda value, lo, hi: value)


def start_changed_in_place(lengths, start, speeds, stops, dt, steps):
    return _simulate(lengths, start, speeds, stops, dt, steps, copy_start=False)  # q = start moves the caller's list


def angles_wrapped(lengths, start, speeds, stops, dt, steps):
    return _simulate(lengths, start, speeds, stops, dt, steps, move=lambda value, lo, hi: _wrap(_clamp(value, lo, hi)))
