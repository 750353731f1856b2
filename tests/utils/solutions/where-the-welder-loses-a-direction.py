import math


def welder_pose(l1, l2, t1, t2, tol):
    det = l1 * l2 * math.sin(t2)
    if abs(det) <= tol:
        if math.cos(t2) > 0:
            return ("stretched", det)
        return ("folded", det)
    return ("regular", det)
