def descend(xs, ys, start, rate, tol, budget):
    n = len(xs)
    w, b = start
    losses = []
    steps = 0
    while True:
        residuals = [w * x + b - y for x, y in zip(xs, ys)]
        losses.append(sum(r * r for r in residuals) / (2 * n))
        if len(losses) >= 2 and losses[-2] - losses[-1] <= tol:
            break
        if steps == budget:
            break
        gw = sum(r * x for r, x in zip(residuals, xs)) / n
        gb = sum(residuals) / n
        w, b = w - rate * gw, b - rate * gb
        steps += 1
    return (w, b, steps, losses)
