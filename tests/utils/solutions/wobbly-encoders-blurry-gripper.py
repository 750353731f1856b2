import math


def hand_blur(lengths, angles, sds_deg):
    n = len(lengths)
    phis = []
    phi = 0.0
    for t in angles:
        phi += t
        phis.append(phi)
    var_x = var_y = cov = 0.0
    for i in range(n):
        jx = -sum(lengths[j] * math.sin(phis[j]) for j in range(i, n))
        jy = sum(lengths[j] * math.cos(phis[j]) for j in range(i, n))
        v = (sds_deg[i] * math.pi / 180) ** 2
        var_x += jx * jx * v
        var_y += jy * jy * v
        cov += jx * jy * v
    return (math.sqrt(var_x), math.sqrt(var_y), cov)
