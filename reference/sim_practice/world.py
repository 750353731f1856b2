"""Practice helpers for the simulator lesson's section 4 (the world: an arena, obstacles and contact),
built on `reference.sim.World`: an arena from plain lists, a sweep of range beams, the contact of a
round body, and what a problem's generator needs to keep random cases off the knife edges.

Shapes are plain lists, as a learner receives them: a box is [x_min, y_min, x_max, y_max] (four walls
in the order World.add_box makes them: south, east, north, west side), a post is [cx, cy, r]. The
arena's own walls come first: south, east, north, west.
"""

from __future__ import annotations

import math

from reference.sim import World, closest_on_segment
from reference.sim_practice.geometry import beam_is_clear_of_edges


def build_world(width_m, height_m, boxes, posts):
    """A World of the given size with the boxes and posts added in order."""
    world = World(width_m, height_m)
    for box in boxes:
        world.add_box(*box)
    for post in posts:
        world.add_circle(*post)
    return world


def scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    """For each bearing (radians counter-clockwise from +x): the distance from (x, y) to the nearest
    wall, box side or post, or None when nothing is within max_range_m (a hit AT the range counts)."""
    world = build_world(width_m, height_m, boxes, posts)
    return [world.raycast(x, y, bearing, max_range_m) for bearing in bearings_rad]


def contact(width_m, height_m, boxes, posts, x, y, radius_m):
    """None, or (nx, ny, depth_m) of the deepest overlap of a round body at (x, y): the unit normal
    from the obstacle towards the body, and how far the body has sunk in."""
    return build_world(width_m, height_m, boxes, posts).contact(x, y, radius_m)


# ---- for generators: keep random cases away from the edges where a correct answer could flip ----

def beams_are_clear(world, x, y, bearings_rad, max_range_m, margin=1e-6):
    """True when no beam of the sweep has a ray test on a knife edge (see beam_is_clear_of_edges) and
    no nearest hit lies within `margin` of the maximum range."""
    for bearing in bearings_rad:
        dx, dy = math.cos(bearing), math.sin(bearing)
        if not beam_is_clear_of_edges(x, y, dx, dy, world.segments, world.circles, margin):
            return False
        nearest = world.raycast(x, y, bearing, math.inf)
        if nearest is not None and abs(nearest - max_range_m) < margin:
            return False
    return True


def clearances(world, x, y):
    """(gap_m, nx, ny) for every wall, then every post, in the world's order: how far the point (x, y)
    is from the shape's surface (its nearest point of a wall, its rim for a post; negative inside a
    post) and the unit normal from that point towards (x, y). A body of radius R overlaps a shape
    when 0 < distance and gap < R; the depth is then R - gap."""
    found = []
    for x1, y1, x2, y2 in world.segments:
        qx, qy = closest_on_segment(x, y, x1, y1, x2, y2)
        d = math.hypot(x - qx, y - qy)
        found.append((d, (x - qx) / d, (y - qy) / d) if d > 0 else (0.0, 0.0, 0.0))
    for cx, cy, r in world.circles:
        d = math.hypot(x - cx, y - cy)
        found.append((d - r, (x - cx) / d, (y - cy) / d) if d > 0 else (-r, 0.0, 0.0))
    return found


def contact_is_clear(world, x, y, radius_m, margin=1e-6):
    """True when the body's centre is well off every wall and outside every post, no shape is within
    `margin` of just touching, and the deepest overlap is no near tie between different normals."""
    gaps = clearances(world, x, y)
    if any(gap < margin for gap, _, _ in gaps):
        return False
    if any(abs(gap - radius_m) < margin for gap, _, _ in gaps):
        return False
    overlapping = [(gap, nx, ny) for gap, nx, ny in gaps if gap < radius_m]
    if overlapping:
        deepest, nx0, ny0 = min(overlapping)
        if any(gap - deepest < margin and math.hypot(nx - nx0, ny - ny0) > margin for gap, nx, ny in overlapping):
            return False
    return True


def random_room(rng, max_width_m=6.0):
    """A random room for a generator, drawn with `rng` only: 2 m to max_width_m wide and 1.5 to 4 m
    deep (whole decimetres); 0 to 3 boxes of 0.2 to 0.8 m sides (sometimes overlapping), kept 5 cm
    inside the walls; 0 to 3 posts of radius 5 to 30 cm. Positions in centimetres."""
    width, height = round(rng.uniform(2.0, max_width_m), 1), round(rng.uniform(1.5, 4.0), 1)
    boxes = []
    for _ in range(rng.randint(0, 3)):
        x0, y0 = round(rng.uniform(0.1, width - 0.5), 2), round(rng.uniform(0.1, height - 0.5), 2)
        boxes.append([x0, y0, round(min(width - 0.05, x0 + rng.uniform(0.2, 0.8)), 2),
                      round(min(height - 0.05, y0 + rng.uniform(0.2, 0.8)), 2)])
    posts = [[round(rng.uniform(0.3, width - 0.3), 2), round(rng.uniform(0.3, height - 0.3), 2),
              round(rng.uniform(0.05, 0.3), 2)] for _ in range(rng.randint(0, 3))]
    return width, height, boxes, posts


def clear_of_shapes(x, y, boxes, posts, gap_m=0.0):
    """Is (x, y) more than gap_m outside every box and every post?"""
    for x0, y0, x1, y1 in boxes:
        if x0 - gap_m <= x <= x1 + gap_m and y0 - gap_m <= y <= y1 + gap_m:
            return False
    return all(math.hypot(x - cx, y - cy) > r + gap_m for cx, cy, r in posts)
