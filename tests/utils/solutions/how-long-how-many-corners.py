import math


def length_and_corners(route, cell_m):
    length_m = 0.0
    corners = 0
    previous = None
    for i in range(1, len(route)):
        dr = route[i][0] - route[i - 1][0]
        dc = route[i][1] - route[i - 1][1]
        if dr != 0 and dc != 0:
            length_m += math.sqrt(2) * cell_m
        else:
            length_m += cell_m
        if previous is not None and (dr, dc) != previous:
            corners += 1
        previous = (dr, dc)
    return (length_m, corners)
