def heard_at(x, p, t0, speed, window):
    return min(t0 + abs(x - p) / speed, window)


def likeliest_leak(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    counts = []
    for p, t0 in candidates:
        predicted = [heard_at(x, p, t0, speed, window) for x in loggers]
        counts.append(sum(1 for a, b in zip(predicted, heard) if abs(a - b) <= tolerance))
    best = counts.index(max(counts))  # index() finds the first of equal counts
    n = len(heard)
    q = agree_probability
    products = [q ** k * (1 - q) ** (n - k) for k in counts]
    total = sum(products)
    return (counts, best, [product / total for product in products])
