import math


def telling_move(world, sensor, slip, belief, moves):
    n = len(world)
    expected_entropies = []
    for u in moves:
        moved = [0.0] * n
        for i in range(n):
            for offset, p in slip:
                j = min(n - 1, max(0, i + u + offset))
                moved[j] += belief[i] * p
        e = 0.0
        for z in sensor:
            weights = [moved[i] * sensor[z][world[i]] for i in range(n)]
            pz = sum(weights)
            if pz == 0:
                continue
            h = 0.0
            for w in weights:
                if w > 0:
                    q = w / pz
                    h -= q * math.log2(q)
            e += pz * h
        expected_entropies.append(e)
    low = min(expected_entropies)
    best_move = next(u for u, e in zip(moves, expected_entropies) if e <= low + 1e-9)
    return (best_move, expected_entropies)
