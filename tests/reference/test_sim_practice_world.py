"""reference.sim_practice.world against every number the simulator lesson prints in section 4
(002_d86c3ee2d5fb6808.txt, "The world: an arena, obstacles and contact"): five rays and four contact
tests in a 3 m x 2 m arena with a box and a post, and the corner case's arithmetic."""

import math
import random

from reference.sim_practice.world import (beams_are_clear, build_world, clear_of_shapes, clearances, contact,
                                          contact_is_clear, random_room, scan)
from tests.reference.sim.printed import Printout
from tests.reference.sim.test_world import SECTION_4_OUTPUT  # the lesson's printout, quoted once

ARENA = (3.0, 2.0, [(1.9, 0.5, 2.2, 1.1)], [(1.1, 1.4, 0.2)])   # width, height, boxes, posts
BODY_RADIUS_M = 0.09


def test_the_rays_and_contacts_print_as_in_the_lesson():
    out = Printout()
    for label, x, y, angle_deg in (("east, at the box", 0.3, 0.8, 0), ("north, at the wall", 0.3, 0.8, 90),
                                   ("north-east, at the post", 0.5, 0.9, 45), ("south, wall", 0.3, 0.8, -90),
                                   ("east, too far (max 1 m)", 0.3, 1.8, 0)):
        [r] = scan(*ARENA, x, y, [math.radians(angle_deg)], 1.0 if "max" in label else 4.0)
        out("%-26s from (%.1f, %.1f): %s" % (label, x, y, "no echo" if r is None else "%.4f m" % r))
    for label, x, y in (("clear of everything", 0.8, 0.8), ("against the south wall", 1.0, 0.06),
                        ("touching the post", 1.1, 1.14), ("at the box corner", 1.85, 0.45)):
        c = contact(*ARENA, x, y, BODY_RADIUS_M)
        out("%-24s at (%.2f, %.2f): %s" % (label, x, y, "free" if c is None else
                                          "overlap %.1f mm, normal (%.2f, %.2f)" % (c[2] * 1000, c[0], c[1])))
    assert out.matches(SECTION_4_OUTPUT)


def test_the_beam_that_times_out_would_have_met_the_east_wall_at_2_7_m():
    assert [round(r, 4) for r in scan(*ARENA, 0.3, 1.8, [0.0], 4.0)] == [2.7]
    assert scan(*ARENA, 0.3, 1.8, [0.0], 1.0) == [None]
    assert scan(*ARENA, 0.3, 1.8, [0.0], 2.7) == [2.7]          # a hit AT the maximum range is an echo


def test_the_corner_overlap_is_the_radius_minus_the_distance_to_the_corner():
    nx, ny, depth = contact(*ARENA, 1.85, 0.45, BODY_RADIUS_M)
    to_corner = math.hypot(1.9 - 1.85, 0.5 - 0.45)
    assert math.isclose(depth, BODY_RADIUS_M - to_corner)
    assert f"{depth * 1000:.1f}" == "19.3"
    assert math.isclose(nx, -math.sqrt(0.5)) and math.isclose(ny, -math.sqrt(0.5))
    assert (f"{nx:.2f}", f"{ny:.2f}") == ("-0.71", "-0.71")


def test_a_body_that_just_touches_is_free_and_the_first_of_equal_overlaps_wins():
    assert contact(3.0, 2.0, [], [], 1.0, 0.09, 0.09) is None                 # d == R: touching, not sunk in
    # in the arena's corner both walls are exactly 1/16 m away: the south wall comes first and wins
    assert contact(4.0, 2.0, [], [], 0.0625, 0.0625, 0.125) == (0.0, 1.0, 0.0625)


def test_the_world_keeps_the_lessons_order_of_walls():
    world = build_world(*ARENA)
    assert world.segments[:4] == [(0, 0, 3.0, 0), (3.0, 0, 3.0, 2.0), (3.0, 2.0, 0, 2.0), (0, 2.0, 0, 0)]
    assert world.segments[4:] == [(1.9, 0.5, 2.2, 0.5), (2.2, 0.5, 2.2, 1.1), (2.2, 1.1, 1.9, 1.1),
                                  (1.9, 1.1, 1.9, 0.5)]
    assert world.circles == [(1.1, 1.4, 0.2)]


def test_the_generators_guards():
    world = build_world(*ARENA)
    assert beams_are_clear(world, 0.3, 0.8, [0.3, 2.0], 4.0)
    assert not beams_are_clear(world, 0.3, 0.8, [0.0], 1.6)              # the hit is AT the maximum range
    assert not beams_are_clear(world, 1.5, 0.5, [0.0], 4.0)              # the beam runs into a box corner
    gaps = clearances(world, 1.85, 0.45)
    assert len(gaps) == 9 and math.isclose(min(gap for gap, _, _ in gaps), math.hypot(0.05, 0.05))
    assert contact_is_clear(world, 1.85, 0.45, BODY_RADIUS_M)
    assert not contact_is_clear(world, 1.0, 0.09, BODY_RADIUS_M)         # just touching
    assert not contact_is_clear(world, 0.05, 0.05, BODY_RADIUS_M)        # a tie in the arena's corner


def test_random_rooms_keep_their_boxes_inside_and_are_repeatable():
    rooms = [random_room(random.Random(seed)) for seed in range(200)]
    assert rooms[:20] == [random_room(random.Random(seed)) for seed in range(20)]
    for width, height, boxes, posts in rooms:
        assert 2.0 <= width <= 6.0 and 1.5 <= height <= 4.0 and len(boxes) <= 3 and len(posts) <= 3
        assert all(0 < x0 < x1 < width and 0 < y0 < y1 < height for x0, y0, x1, y1 in boxes)
    assert clear_of_shapes(0.5, 0.5, [[1.0, 1.0, 2.0, 2.0]], [[3.0, 1.0, 0.2]], 0.05)
    assert not clear_of_shapes(0.97, 1.5, [[1.0, 1.0, 2.0, 2.0]], [], 0.05)
    assert not clear_of_shapes(3.0, 1.22, [], [[3.0, 1.0, 0.2]], 0.05)
