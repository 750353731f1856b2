import math


def range_finder_report(readings, true_distance, stray_tolerance):
    s = sorted(readings)
    n = len(s)
    if n % 2 == 1:
        median = s[n // 2]
    else:
        median = (s[n // 2 - 1] + s[n // 2]) / 2

    strays = []
    kept = []
    for i, r in enumerate(readings):
        if abs(r - median) > stray_tolerance:
            strays.append(i)
        else:
            kept.append(r)

    if not kept:
        return (strays, None, None)
    mean = sum(kept) / len(kept)
    bias = mean - true_distance
    if len(kept) < 2:
        return (strays, bias, None)
    spread = math.sqrt(sum((r - mean) ** 2 for r in kept) / (len(kept) - 1))
    return (strays, bias, spread)
