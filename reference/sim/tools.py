"""Tools around the simulator: a top-down picture of a run, and dead reckoning from the encoder
counts as an instrument for measuring drift (lesson sections 9 and 11)."""

import math

from .robot_model import advance_pose

_POST_OUTLINE_POINTS = 72
_NO_ROUNDING_UP = 1e-9      # an arena that is a whole number of cells high gets no extra row


def ascii_map(world, path=(), cols=60, start=True):
    """The arena seen from above as text: # wall or obstacle, * path, S start, E end; y points up.
    A character is about twice as tall as it is wide, so a cell is twice as tall as wide in metres."""
    cell_w = world.width_m / cols
    cell_h = 2 * cell_w
    rows = int(math.ceil(world.height_m / cell_h - _NO_ROUNDING_UP))
    grid = [[" "] * cols for _ in range(rows)]

    def put(x, y, ch):
        column = min(cols - 1, max(0, int(x / cell_w)))
        row = min(rows - 1, max(0, rows - 1 - int(y / cell_h)))
        grid[row][column] = ch

    for x1, y1, x2, y2 in world.segments:
        n = int(math.hypot(x2 - x1, y2 - y1) / (cell_w / 2)) + 1     # a dot every half cell
        for i in range(n + 1):
            put(x1 + (x2 - x1) * i / n, y1 + (y2 - y1) * i / n, "#")
    for cx, cy, r in world.circles:
        for i in range(_POST_OUTLINE_POINTS):
            a = 2 * math.pi * i / _POST_OUTLINE_POINTS
            put(cx + r * math.cos(a), cy + r * math.sin(a), "#")
    for x, y in path:
        put(x, y, "*")
    if path and start:
        put(path[0][0], path[0][1], "S")
        put(path[-1][0], path[-1][1], "E")
    return "\n".join("".join(row).rstrip() for row in grid)


class OdometryTracker:
    """Dead reckoning from encoder counts with the NOMINAL dimensions (what the software believes),
    moved on by the exact arc update, or the `method` given (see advance_pose)."""

    def __init__(self, params, pose=(0.0, 0.0, 0.0), method="arc"):
        self.metres_per_tick = 2 * math.pi * params.wheel_radius_m / params.ticks_per_rev
        self.track_width_m = params.track_width_m
        self.x, self.y, self.theta = pose
        self.method = method
        self.left, self.right = 0, 0        # the counts at the last update

    def update(self, left_ticks, right_ticks):
        d_left = (left_ticks - self.left) * self.metres_per_tick
        d_right = (right_ticks - self.right) * self.metres_per_tick
        self.left, self.right = left_ticks, right_ticks
        ds = 0.5 * (d_left + d_right)
        dtheta = (d_right - d_left) / self.track_width_m
        self.x, self.y, self.theta = advance_pose(self.x, self.y, self.theta, ds, dtheta, self.method)
