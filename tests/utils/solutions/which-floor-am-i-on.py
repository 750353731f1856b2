def which_floor(floors, prior, p_hit, slip, steps):
    evidence = []
    for world in floors:
        n = len(world)
        belief = [1.0 / n] * n
        p_readings = 1.0
        for u, reading in steps:
            moved = [0.0] * n
            for j in range(n):
                for offset, p in slip:
                    moved[j] += belief[(j - u - offset) % n] * p
            weights = [moved[i] * (p_hit if world[i] == reading else 1 - p_hit) for i in range(n)]
            total = sum(weights)
            p_readings *= total
            if total == 0:
                break
            belief = [w / total for w in weights]
        evidence.append(p_readings)
    weights = [p * e for p, e in zip(prior, evidence)]
    total = sum(weights)
    posterior = [w / total for w in weights] if total > 0 else [1.0 / len(floors)] * len(floors)
    return (evidence, posterior)
