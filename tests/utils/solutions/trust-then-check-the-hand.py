import math

def check_candidates(l1, l2, x, y, candidates, tolerance_m):
    verdicts = []
    for t1, t2 in candidates:
        hand_x = l1 * math.cos(t1) + l2 * math.cos(t1 + t2)
        hand_y = l1 * math.sin(t1) + l2 * math.sin(t1 + t2)
        miss = math.sqrt((hand_x - x) ** 2 + (hand_y - y) ** 2)
        verdicts.append(miss <= tolerance_m)
    return verdicts
