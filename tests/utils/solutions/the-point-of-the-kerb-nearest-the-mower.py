def nearest_point(px, py, x1, y1, x2, y2):
    ex, ey = x2 - x1, y2 - y1
    length_sq = ex * ex + ey * ey
    if length_sq == 0:
        return (x1, y1)
    u = ((px - x1) * ex + (py - y1) * ey) / length_sq
    if u < 0:
        u = 0
    if u > 1:
        u = 1
    return (x1 + u * ex, y1 + u * ey)
