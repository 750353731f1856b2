import math


def nozzle_velocity(l1, l2, t1, t2, w1, w2):
    a = t1 + t2
    j00 = -l1 * math.sin(t1) - l2 * math.sin(a)
    j01 = -l2 * math.sin(a)
    j10 = l1 * math.cos(t1) + l2 * math.cos(a)
    j11 = l2 * math.cos(a)
    vx = j00 * w1 + j01 * w2
    vy = j10 * w1 + j11 * w2
    return (vx, vy, math.sqrt(vx * vx + vy * vy))
