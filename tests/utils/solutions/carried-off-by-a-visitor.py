def kidnapped(world, p_hit, eps, start, steps):
    n = len(world)
    belief = list(start)
    guesses = []
    for u, reading in steps:
        moved = [0.0] * n
        for i in range(n):
            moved[(i + u) % n] = belief[i]
        weights = [moved[i] * (p_hit if world[i] == reading else 1 - p_hit) for i in range(n)]
        total = sum(weights)
        sensed = [w / total for w in weights] if total > 0 else [1.0 / n] * n
        belief = [(1 - eps) * b + eps / n for b in sensed]
        top = max(belief)
        guesses.append(min(i for i in range(n) if belief[i] >= top - 1e-9))
    return (guesses, belief)
