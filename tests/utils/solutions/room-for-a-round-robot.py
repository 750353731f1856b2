import math


def c_space(plan, radius):
    rows, cols = len(plan), len(plan[0])
    out = [list(row) for row in plan]
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] != "#":
                continue
            for dr in range(-k, k + 1):
                for dc in range(-k, k + 1):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < rows and 0 <= cc < cols and plan[rr][cc] == ".":
                        if dr * dr + dc * dc <= radius * radius:
                            out[rr][cc] = "x"
    return ["".join(row) for row in out]
