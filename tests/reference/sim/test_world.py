"""Lesson section 4: rays in an arena with a box and a post, and contact tests of a round body."""

import math

from reference.sim import World
from tests.reference.sim.printed import Printout

SECTION_4_OUTPUT = """
east, at the box from (0.3, 0.8): 1.6000 m
north, at the wall from (0.3, 0.8): 1.2000 m
north-east, at the post from (0.5, 0.9): 0.5907 m
south, wall from (0.3, 0.8): 0.8000 m
east, too far (max 1 m) from (0.3, 1.8): no echo
clear of everything at (0.80, 0.80): free
against the south wall at (1.00, 0.06): overlap 30.0 mm, normal (0.00, 1.00)
touching the post at (1.10, 1.14): overlap 30.0 mm, normal (0.00, -1.00)
at the box corner at (1.85, 0.45): overlap 19.3 mm, normal (-0.71, -0.71)
"""


def lesson_world():
    world = World(3.0, 2.0)
    world.add_box(1.9, 0.5, 2.2, 1.1)
    world.add_circle(1.1, 1.4, 0.2)
    return world


def test_rays_and_contacts_print_as_in_the_lesson():
    out = Printout()
    world = lesson_world()
    for label, x, y, angle_deg in (("east, at the box", 0.3, 0.8, 0), ("north, at the wall", 0.3, 0.8, 90),
                                   ("north-east, at the post", 0.5, 0.9, 45), ("south, wall", 0.3, 0.8, -90),
                                   ("east, too far (max 1 m)", 0.3, 1.8, 0)):
        r = world.raycast(x, y, math.radians(angle_deg), 1.0 if "max" in label else 4.0)
        out("%-26s from (%.1f, %.1f): %s" % (label, x, y, "no echo" if r is None else "%.4f m" % r))
    for label, x, y in (("clear of everything", 0.8, 0.8), ("against the south wall", 1.0, 0.06),
                        ("touching the post", 1.1, 1.14), ("at the box corner", 1.85, 0.45)):
        c = world.contact(x, y, 0.09)
        out("%-24s at (%.2f, %.2f): %s" % (label, x, y, "free" if c is None else
                                          "overlap %.1f mm, normal (%.2f, %.2f)" % (c[2] * 1000, c[0], c[1])))
    assert out.matches(SECTION_4_OUTPUT)


def test_every_ray_is_counted_against_every_shape():
    world = lesson_world()                       # 4 arena walls + 4 box sides + 1 post
    world.raycast(0.3, 0.8, 0.0, 4.0)
    world.raycast(0.3, 0.8, 1.0, 0.5)
    assert world.ray_tests == 18


def test_shapes_appended_to_the_public_lists_are_seen():
    world = World(3.0, 2.0)
    assert world.raycast(0.5, 1.0, 0.0, 4.0) == 2.5
    world.segments.append((1.0, 0.0, 1.0, 2.0))             # straight into the list, as code may do
    assert world.raycast(0.5, 1.0, 0.0, 4.0) == 0.5
    assert world.contact(1.05, 1.0, 0.09) is not None
    world.segments[-1] = (2.0, 0.0, 2.0, 2.0)
    assert world.raycast(0.5, 1.0, 0.0, 4.0) == 1.5
    world.lines.append(([(0.0, 0.5), (3.0, 0.5)], 0.02))
    assert world.on_line(1.0, 0.505) and not world.on_line(1.0, 0.52)
    world.lines[0][0][1] = (3.0, 1.5)                        # a point of the polyline moved in place
    assert not world.on_line(1.0, 0.505)


def test_a_line_is_painted_half_its_width_either_side_of_its_polyline():
    world = World(3.0, 2.0)
    world.add_line([(0.5, 0.5), (1.5, 0.5), (1.5, 1.5)], width_m=0.04)
    assert world.on_line(1.0, 0.519) and world.on_line(1.519, 1.0) and world.on_line(1.5, 0.5)
    assert not world.on_line(1.0, 0.53) and not world.on_line(1.0, 1.0)
