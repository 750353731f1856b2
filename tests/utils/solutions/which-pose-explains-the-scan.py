import math


def predict(x, y, direction, walls, max_range):
    ux, uy = math.cos(direction), math.sin(direction)
    best = max_range
    for x1, y1, x2, y2 in walls:
        ex, ey = x2 - x1, y2 - y1
        den = ux * ey - uy * ex
        if abs(den) < 1e-12:
            continue
        wx, wy = x1 - x, y1 - y
        t = (wx * ey - wy * ex) / den
        s = (wx * uy - wy * ux) / den
        if t >= 0 and 0 <= s <= 1 and t < best:
            best = t
    return best


def best_pose(walls, beam_angles, measured, candidates, max_range, tolerance):
    counts = []
    for x, y, theta in candidates:
        count = 0
        for angle, reading in zip(beam_angles, measured):
            if abs(predict(x, y, theta + angle, walls, max_range) - reading) <= tolerance:
                count += 1
        counts.append(count)
    best = 0
    for i in range(len(counts)):
        if counts[i] > counts[best]:
            best = i
    return (counts, best)
