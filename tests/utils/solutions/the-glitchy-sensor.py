def median(values):
    s = sorted(values)
    n = len(s)
    if n % 2 == 1:
        return s[n // 2]
    return (s[n // 2 - 1] + s[n // 2]) / 2


def calibrate_and_correct(true_distances, readings, glitch_tolerance, new_readings):
    errors = [r - t for t, r in zip(true_distances, readings)]
    m = median(errors)
    xs, ys = [], []
    for t, r, e in zip(true_distances, readings, errors):
        if abs(e - m) <= glitch_tolerance:
            xs.append(t)
            ys.append(r)
    mean_x = sum(xs) / len(xs)
    mean_y = sum(ys) / len(ys)
    sxy = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys))
    sxx = sum((x - mean_x) ** 2 for x in xs)
    b = sxy / sxx
    a = mean_y - b * mean_x
    return (a, b, [(r - a) / b for r in new_readings])
