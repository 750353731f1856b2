import math

def march_beam(grid, res, x, y, theta, step, max_steps):
    rows = len(grid)
    cols = len(grid[0])
    for k in range(1, max_steps + 1):
        px = x + k * step * math.cos(theta)
        py = y + k * step * math.sin(theta)
        col = math.floor(px / res)
        up = math.floor(py / res)
        if col < 0 or col >= cols or up < 0 or up >= rows:
            return ("off map", k * step, None)
        row = rows - 1 - up
        if grid[row][col] == 1:
            return ("hit", k * step, [row, col])
    return ("nothing", max_steps * step, None)
