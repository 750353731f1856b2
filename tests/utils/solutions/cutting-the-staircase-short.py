def line_cells(a, b):
    r0, c0 = a
    r1, c1 = b
    dr = r1 - r0
    dc = c1 - c0
    n = max(abs(dr), abs(dc))
    if n == 0:
        return [(r0, c0)]
    cells = []
    for k in range(n + 1):
        cells.append((r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n)))
    return cells


def in_sight(plan, a, b):
    for r, c in line_cells(a, b):
        if plan[r][c] == "#":
            return False
    return True


def shortcut(plan, route):
    waypoints = [route[0]]
    i = 0
    while i < len(route) - 1:
        j = len(route) - 1
        while j > i + 1 and not in_sight(plan, route[i], route[j]):
            j -= 1
        waypoints.append(route[j])
        i = j
    return waypoints
