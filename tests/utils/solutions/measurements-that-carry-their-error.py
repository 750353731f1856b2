def propagate(values, sds, formulas):
    results = []
    slopes = []
    for c, powers in formulas:
        q = c
        for v, p in zip(values, powers):
            q = q * v ** p
        results.append(q)
        slopes.append([p * q / v for v, p in zip(values, powers)])
    m = len(results)
    covariance = [[0.0] * m for _ in range(m)]
    for k in range(m):
        for j in range(m):
            covariance[k][j] = sum(slopes[k][i] * slopes[j][i] * sds[i] ** 2 for i in range(len(values)))
    return (results, covariance)
