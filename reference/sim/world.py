"""The arena: wall segments, round posts and painted lines, in metres (x east, y north).

`segments`, `circles` and `lines` are plain lists, as in the lesson, and code may append to them
directly. The world keeps a prepared copy of each shape (direction vector, squared length, bounding
box) for the hot paths, and rebuilds it whenever the public lists have changed.
"""

import math

from .geometry import closest_along, nearest_segment_hit, ray_circle

# A shape whose bounding box is further than the reach plus this from a point cannot touch it.
# The margin keeps that shortcut from ever deciding a case the exact test would decide otherwise.
_BOX_MARGIN_M = 1e-9


def _prepare_segment(x1, y1, x2, y2):
    """(x1, y1, ex, ey, |e|^2, x min, x max, y min, y max): a segment as start, direction vector
    e = end - start, its squared length and its bounding box."""
    ex, ey = x2 - x1, y2 - y1
    return (x1, y1, ex, ey, ex * ex + ey * ey, min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2))


class World:
    """A rectangular arena with wall segments, circular obstacles and painted lines. Metres."""

    def __init__(self, width_m, height_m):
        self.width_m = width_m
        self.height_m = height_m
        w, h = width_m, height_m
        self.segments = [(0, 0, w, 0), (w, 0, w, h), (w, h, 0, h), (0, h, 0, 0)]  # the arena walls
        self.circles = []           # (cx, cy, r)
        self.lines = []             # painted lines: (list of (x, y) points, width_m)
        self.ray_tests = 0          # ray-shape tests done so far: the cost counter of section 12
        self._walls_from = self._lines_from = None      # what the prepared copies were made from
        self._walls = self._wall_rays = self._paint = ()

    def add_wall(self, x1, y1, x2, y2):
        self.segments.append((x1, y1, x2, y2))

    def add_box(self, x0, y0, x1, y1):
        self.add_wall(x0, y0, x1, y0)
        self.add_wall(x1, y0, x1, y1)
        self.add_wall(x1, y1, x0, y1)
        self.add_wall(x0, y1, x0, y0)

    def add_circle(self, cx, cy, r):
        self.circles.append((cx, cy, r))

    def add_line(self, points, width_m=0.02):
        self.lines.append((list(points), width_m))

    # ---- sensing ----

    def raycast(self, ox, oy, angle, max_range_m):
        """Distance from (ox, oy) along `angle` to the nearest wall or post, or None when nothing
        is within max_range_m. Every shape is tested, and counted in ray_tests."""
        dx, dy = math.cos(angle), math.sin(angle)
        wall_rays, circles = self._prepared_walls()[1], self.circles
        self.ray_tests += len(wall_rays) + len(circles)
        best = nearest_segment_hit(ox, oy, dx, dy, wall_rays)
        for cx, cy, r in circles:
            t = ray_circle(ox, oy, dx, dy, cx, cy, r)
            if t is not None and (best is None or t < best):
                best = t
        return best if (best is not None and best <= max_range_m) else None

    def contact(self, x, y, radius_m):
        """Does a round body of radius_m at (x, y) overlap anything? None, or (nx, ny, depth_m) for
        the deepest overlap, (nx, ny) the unit vector from the obstacle towards the body. On equal
        depths the first shape wins: walls in order, then posts."""
        found = None
        reach = radius_m + _BOX_MARGIN_M
        for x1, y1, ex, ey, length_sq, x_min, x_max, y_min, y_max in self._prepared_walls()[0]:
            # most walls are far: a look at the bounding box settles them (inline, for speed)
            if x + reach < x_min or x - reach > x_max or y + reach < y_min or y - reach > y_max:
                continue
            qx, qy = closest_along(x, y, x1, y1, ex, ey, length_sq)
            d = math.hypot(x - qx, y - qy)
            if 0.0 < d < radius_m and (found is None or radius_m - d > found[2]):
                found = ((x - qx) / d, (y - qy) / d, radius_m - d)
        for cx, cy, r in self.circles:
            reach = radius_m + r + _BOX_MARGIN_M
            if abs(x - cx) > reach or abs(y - cy) > reach:
                continue
            d = math.hypot(x - cx, y - cy)
            if 0.0 < d < radius_m + r and (found is None or radius_m + r - d > found[2]):
                found = ((x - cx) / d, (y - cy) / d, radius_m + r - d)
        return found

    def on_line(self, x, y):
        """Is the point on paint: no further than half a line's width from its polyline?"""
        for half_width_m, pieces in self._prepared_paint():
            reach = half_width_m + _BOX_MARGIN_M
            for x1, y1, ex, ey, length_sq, x_min, x_max, y_min, y_max in pieces:
                if x + reach < x_min or x - reach > x_max or y + reach < y_min or y - reach > y_max:
                    continue
                qx, qy = closest_along(x, y, x1, y1, ex, ey, length_sq)
                if math.hypot(x - qx, y - qy) <= half_width_m:
                    return True
        return False

    # ---- the prepared copies ----

    def _prepared_walls(self):
        """(walls prepared for contact tests, walls as (x1, y1, ex, ey) for rays), remade whenever
        `segments` has changed (a comparison of the list with the copy they were made from)."""
        if self.segments != self._walls_from:
            self._walls_from = list(self.segments)
            self._walls = [_prepare_segment(*segment) for segment in self._walls_from]
            self._wall_rays = [wall[:4] for wall in self._walls]
        return self._walls, self._wall_rays

    def _prepared_paint(self):
        """[(half width, prepared pieces)] for each painted line, remade whenever `lines` has changed."""
        if self.lines != self._lines_from:
            self._lines_from = [(list(points), width_m) for points, width_m in self.lines]
            self._paint = [(width_m / 2, [_prepare_segment(x1, y1, x2, y2)
                                          for (x1, y1), (x2, y2) in zip(points, points[1:])])
                           for points, width_m in self._lines_from]
        return self._paint
