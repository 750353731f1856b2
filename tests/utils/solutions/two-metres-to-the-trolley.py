import math


def locate_by_range(blocked, cell_m, direction, z_m, sigma_m):
    n = len(blocked)
    predicted_m = [None] * n
    for i in range(n):
        if blocked[i]:
            continue
        j = i + direction
        while 0 <= j < n and not blocked[j]:
            j += direction
        predicted_m[i] = abs(i - j) * cell_m
    free = n - sum(blocked)
    weights = []
    for i in range(n):
        if predicted_m[i] is None:
            weights.append(0.0)
        else:
            gap = z_m - predicted_m[i]
            weights.append((1 / free) * math.exp(-gap * gap / (2 * sigma_m * sigma_m)))
    total = sum(weights)
    return [w / total for w in weights]
