def spread_on_rail(belief, outcomes, times):
    n = len(belief)
    history = []
    current = belief
    for _ in range(times):
        moved = [0.0] * n
        for i in range(n):
            for d, p in outcomes:
                moved[(i + d) % n] += current[i] * p
        history.append(moved)
        current = moved
    return history
