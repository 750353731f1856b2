def trip_model(distances_km, minutes, budget_min):
    n = len(distances_km)
    mx = sum(distances_km) / n
    my = sum(minutes) / n
    sxy = 0.0
    sxx = 0.0
    for x, y in zip(distances_km, minutes):
        sxy += (x - mx) * (y - my)
        sxx += (x - mx) ** 2
    b = sxy / sxx
    a = my - b * mx
    if budget_min <= a:
        return (a, b, 0.0)
    return (a, b, (budget_min - a) / b)
