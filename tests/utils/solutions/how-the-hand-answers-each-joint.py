import math


def hand_jacobian(lengths, angles):
    n = len(angles)
    headings = []
    total = 0.0
    for q in angles:
        total += q
        headings.append(total)
    row_x = [0.0] * n
    row_y = [0.0] * n
    for c in range(n):
        for i in range(c, n):
            row_x[c] -= lengths[i] * math.sin(headings[i])
            row_y[c] += lengths[i] * math.cos(headings[i])
    return [row_x, row_y]
