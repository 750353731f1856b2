STEP = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}


def locate_on_tiles(floor, sensor, p_move, steps):
    rows, cols = len(floor), len(floor[0])
    belief = [[1.0 / (rows * cols)] * cols for _ in range(rows)]
    for command, reading in steps:
        dr, dc = STEP[command]
        moved = [[0.0] * cols for _ in range(rows)]
        for r in range(rows):
            for c in range(cols):
                rr, cc = r + dr, c + dc
                if not (0 <= rr < rows and 0 <= cc < cols):
                    rr, cc = r, c
                moved[r][c] += belief[r][c] * (1 - p_move)
                moved[rr][cc] += belief[r][c] * p_move
        weights = [[moved[r][c] * sensor[reading][floor[r][c]] for c in range(cols)] for r in range(rows)]
        total = sum(sum(row) for row in weights)
        if total == 0:
            belief = [[1.0 / (rows * cols)] * cols for _ in range(rows)]
        else:
            belief = [[w / total for w in row] for row in weights]
    top = max(max(row) for row in belief)
    best = next((r, c) for r in range(rows) for c in range(cols) if belief[r][c] >= top - 1e-9)
    return (best, belief)
