import math


def running_stats(readings):
    n = 0
    mean = 0.0
    m2 = 0.0
    out = []
    for x in readings:
        n += 1
        d = x - mean
        mean = mean + d / n
        m2 = m2 + d * (x - mean)
        if n < 2:
            out.append([mean, None])
        else:
            out.append([mean, math.sqrt(m2 / (n - 1))])
    return out
