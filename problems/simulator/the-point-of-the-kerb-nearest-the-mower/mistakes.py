"""The Point of the Kerb Nearest the Mower: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program.
"""

import math


def _projection(px, py, x1, y1, x2, y2, divide_by_length=False):
    ex, ey = x2 - x1, y2 - y1
    length_sq = ex * ex + ey * ey
    dot = (px - x1) * ex + (py - y1) * ey
    return dot / math.sqrt(length_sq) if divide_by_length else dot / length_sq


def not_clamped(px, py, x1, y1, x2, y2):
    if (x1, y1) == (x2, y2):
        return (x1, y1)
    u = _projection(px, py, x1, y1, x2, y2)  # the foot on the endless line, even off the kerb
    return (x1 + u * (x2 - x1), y1 + u * (y2 - y1))


def divided_by_length(px, py, x1, y1, x2, y2):
    if (x1, y1) == (x2, y2):
        return (x1, y1)
    u = max(0.0, min(1.0, _projection(px, py, x1, y1, x2, y2, divide_by_length=True)))  # metres, not a share
    return (x1 + u * (x2 - x1), y1 + u * (y2 - y1))


def zero_length_divides(px, py, x1, y1, x2, y2):
    u = max(0.0, min(1.0, _projection(px, py, x1, y1, x2, y2)))  # ZeroDivisionError for a one-point kerb
    return (x1 + u * (x2 - x1), y1 + u * (y2 - y1))


def nearest_end_only(px, py, x1, y1, x2, y2):
    if math.hypot(px - x1, py - y1) <= math.hypot(px - x2, py - y2):  # only the two ends are candidates
        return (x1, y1)
    return (x2, y2)
