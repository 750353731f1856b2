import math


def hand(lengths, angles):
    x = y = heading = 0.0
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
    return x, y


def check_jacobian(lengths, angles, claimed, h):
    n = len(angles)
    estimate = [[0.0] * n, [0.0] * n]
    for c in range(n):
        up = list(angles)
        down = list(angles)
        up[c] += h
        down[c] -= h
        (x1, y1), (x0, y0) = hand(lengths, up), hand(lengths, down)
        estimate[0][c] = (x1 - x0) / (2 * h)
        estimate[1][c] = (y1 - y0) / (2 * h)
    largest = 0.0
    for r in range(2):
        for c in range(n):
            largest = max(largest, abs(estimate[r][c] - claimed[r][c]))
    return (estimate, largest)
