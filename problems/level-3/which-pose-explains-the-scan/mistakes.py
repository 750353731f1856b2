"""Which Pose Explains the Scan?: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_best_pose`, with one step swapped for the wrong one.
"""

import math


def _hits(x, y, ux, uy, walls, on_wall=lambda s: 0 <= s <= 1):
    for x1, y1, x2, y2 in walls:
        ex, ey = x2 - x1, y2 - y1
        den = ux * ey - uy * ex
        if abs(den) < 1e-12:
            continue
        wx, wy = x1 - x, y1 - y
        t, s = (wx * ey - wy * ex) / den, (wx * uy - wy * ux) / den
        if t >= 0 and on_wall(s):
            yield t


def _cast(x, y, direction, walls, max_range, on_wall=lambda s: 0 <= s <= 1, capped=True):
    nearest = min(_hits(x, y, math.cos(direction), math.sin(direction), walls, on_wall), default=None)
    if nearest is None:
        return max_range
    return min(nearest, max_range) if capped else nearest


def _best_pose(walls, beam_angles, measured, candidates, max_range, tolerance,
               cast=_cast, with_heading=True, agree=lambda p, m, tol: abs(p - m) <= tol,
               choose=lambda counts, errors: counts.index(max(counts))):
    counts, errors = [], []
    for x, y, theta in candidates:
        predicted = [cast(x, y, (theta if with_heading else 0.0) + a, walls, max_range) for a in beam_angles]
        counts.append(sum(agree(p, m, tolerance) for p, m in zip(predicted, measured)))
        errors.append(sum(abs(p - m) for p, m in zip(predicted, measured)))
    return (counts, choose(counts, errors))


def heading_forgotten(walls, beam_angles, measured, candidates, max_range, tolerance):
    return _best_pose(walls, beam_angles, measured, candidates, max_range, tolerance, with_heading=False)


def best_by_total_error(walls, beam_angles, measured, candidates, max_range, tolerance):
    def smallest_error(counts, errors):
        return errors.index(min(errors))  # one blocked beam costs the true pose metres of error

    return _best_pose(walls, beam_angles, measured, candidates, max_range, tolerance, choose=smallest_error)


def last_of_a_tie(walls, beam_angles, measured, candidates, max_range, tolerance):
    def last_best(counts, errors):
        best = 0
        for index, count in enumerate(counts):
            if count >= counts[best]:
                best = index
        return best

    return _best_pose(walls, beam_angles, measured, candidates, max_range, tolerance, choose=last_best)


def hits_beyond_max_range(walls, beam_angles, measured, candidates, max_range, tolerance):
    def uncapped(x, y, direction, walls, max_range):
        return _cast(x, y, direction, walls, max_range, capped=False)

    return _best_pose(walls, beam_angles, measured, candidates, max_range, tolerance, cast=uncapped)


def strict_tolerance(walls, beam_angles, measured, candidates, max_range, tolerance):
    return _best_pose(walls, beam_angles, measured, candidates, max_range, tolerance,
                      agree=lambda p, m, tol: abs(p - m) < tol)


def wall_line_not_segment(walls, beam_angles, measured, candidates, max_range, tolerance):
    def along_the_whole_line(x, y, direction, walls, max_range):
        return _cast(x, y, direction, walls, max_range, on_wall=lambda s: True)

    return _best_pose(walls, beam_angles, measured, candidates, max_range, tolerance, cast=along_the_whole_line)
