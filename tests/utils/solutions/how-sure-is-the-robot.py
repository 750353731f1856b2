import math


def how_sure(belief, k):
    n = len(belief)
    entropy_bits = 0.0
    for p in belief:
        if p > 0:
            entropy_bits -= p * math.log2(p)
    best = belief.index(max(belief))
    mass = 0.0
    for j in range(best - k, best + k + 1):
        if 0 <= j < n:
            mass += belief[j]
    return (entropy_bits, best, mass)
