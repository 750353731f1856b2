def localize(world, p_hit, slip, steps):
    n = len(world)
    belief = [1.0 / n] * n
    for u, reading in steps:
        moved = [0.0] * n
        for j in range(n):
            for offset, p in slip:
                moved[j] += belief[(j - u - offset) % n] * p
        weights = [moved[i] * (p_hit if world[i] == reading else 1 - p_hit) for i in range(n)]
        total = sum(weights)
        belief = [w / total for w in weights] if total > 0 else [1.0 / n] * n
    top = max(belief)
    best = min(i for i in range(n) if belief[i] >= top - 1e-9)
    return (best, belief)
