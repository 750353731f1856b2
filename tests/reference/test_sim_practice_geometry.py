"""reference.sim_practice.geometry against every number the simulator lesson prints in section 3
(002_d86c3ee2d5fb6808.txt, "Geometry first: rays, segments and circles"): the hand calculations of
the wall and the post, the printed hits and the four cases that must return nothing."""

import math

from reference.sim_practice.geometry import (beam_hits, beam_is_clear_of_edges, circle_crossings, nearest_point,
                                             segment_crossing, unit_towards)
from tests.reference.sim.printed import Printout
from tests.reference.sim.test_geometry import SECTION_3_OUTPUT  # the lesson's printout, quoted once


OX, OY = 0.4, 0.3
DX, DY = math.cos(math.radians(30)), math.sin(math.radians(30))


def aimed(dx, dy):
    """A peg one metre along the direction (dx, dy) from the lesson's origin."""
    return OX + dx, OY + dy


def four(value):
    return f"{value:.4f}"


def test_the_printed_hits_and_misses_through_pegs():
    out = Printout()
    wall, post, short = (2.0, 0.0, 2.0, 2.0), (1.2, 0.9, 0.2), (2.0, 0.0, 2.0, 1.0)
    t_wall, t_short, t_post, t_missed = beam_hits(OX, OY, *aimed(DX, DY), [wall, short], [post, (1.2, 1.4, 0.2)])
    out("wall x=2.0: t = %.4f m, hits at (%.4f, %.4f)" % (t_wall, OX + t_wall * DX, OY + t_wall * DY))
    out("post at (1.2,0.9): t = %.4f m, hits at (%.4f, %.4f)" % (t_post, OX + t_post * DX, OY + t_post * DY))
    out("post at (1.2,1.4): %s" % t_missed)
    out("parallel segment: %s" % beam_hits(OX, OY, *aimed(1.0, 0.0), [(0.0, 1.0, 2.0, 1.0)], [])[0])
    out("segment behind: %s" % beam_hits(OX, OY, *aimed(-1.0, 0.0), [wall], [])[0])
    out("segment too short: %s" % t_short)
    assert out.matches(SECTION_3_OUTPUT)


def test_the_hand_calculation_of_the_wall():
    assert (four(DX), four(DY)) == ("0.8660", "0.5000")
    qx, qy = 2.0 - OX, 0.0 - OY
    assert (round(qx, 4), round(qy, 4)) == (1.6, -0.3)
    t, u, cross_de = segment_crossing(OX, OY, DX, DY, 2.0, 0.0, 2.0, 2.0)
    assert four(cross_de) == "1.7321"
    assert four(qx * 2.0 - qy * 0.0) == "3.2000"            # q x e
    assert four(t) == "1.8475"
    assert four(qx * DY - qy * DX) == "1.0598"              # q x d
    assert four(u) == "0.6119"
    assert (four(2.0 + u * 0.0), four(0.0 + u * 2.0)) == ("2.0000", "1.2238")      # p + u e
    assert (four(OX + t * DX), four(OY + t * DY)) == ("2.0000", "1.2238")          # o + t d


def test_the_hand_calculation_of_the_post():
    b, c, discriminant = circle_crossings(OX, OY, DX, DY, 1.2, 0.9, 0.2)
    assert (four(b), four(c), f"{discriminant:.5f}", four(math.sqrt(discriminant))) == (
        "-0.9928", "0.9600", "0.02569", "0.1603")
    assert f"{b * b:.5f}" == "0.98569"
    near, far = -b - math.sqrt(discriminant), -b + math.sqrt(discriminant)
    assert (four(near), four(far)) == ("0.8325", "1.1531")
    hit_x, hit_y = OX + near * DX, OY + near * DY
    assert (four(hit_x), four(hit_y)) == ("1.1210", "0.7163")
    assert (four(abs(hit_x - 1.2)), four(abs(hit_y - 0.9))) == ("0.0790", "0.1837")
    assert four(math.hypot(hit_x - 1.2, hit_y - 0.9)) == "0.2000"
    fx, fy = OX - 1.2, OY - 0.9
    assert (round(fx, 4), round(fy, 4)) == (-0.8, -0.6)
    assert f"{b * b:.4f}" == "0.9857" and f"{math.sqrt(fx * fx + fy * fy - b * b):.3f}" == "0.120"


def test_the_peg_only_sets_the_direction():
    far_peg = (OX + 3 * DX, OY + 3 * DY)
    dx, dy = unit_towards(OX, OY, *far_peg)
    assert math.isclose(dx, DX) and math.isclose(dy, DY)
    assert math.isclose(beam_hits(OX, OY, *far_peg, [(2.0, 0.0, 2.0, 2.0)], [])[0], 1.8475, abs_tol=5e-5)


def test_edges_that_count_as_hits():
    # a wall's end points (u = 1, u = 0), a start on a wall (t = 0), a grazed post (discriminant 0)
    assert beam_hits(0.0, 0.0, 1.0, 0.0, [(2.0, -1.0, 2.0, 0.0), (3.0, 0.0, 3.0, 1.0)], []) == [2.0, 3.0]
    assert beam_hits(1.0, 0.5, 2.0, 1.0, [(1.0, 0.0, 1.0, 2.0)], []) == [0.0]
    assert beam_hits(0.0, 0.0, 1.0, 0.0, [], [(2.0, 0.5, 0.5)]) == [2.0]


def test_the_origin_inside_a_post_and_a_post_behind_give_nothing():
    assert beam_hits(1.0, 1.0, 2.0, 1.0, [], [(1.1, 1.05, 0.4), (0.2, 1.0, 0.3)]) == [None, None]


def test_the_nearest_point_of_a_segment_is_clamped_to_it():
    assert nearest_point(0.5, 1.0, 0.0, 0.0, 1.0, 0.0) == (0.5, 0.0)
    assert nearest_point(-2.0, 1.0, 0.0, 0.0, 1.0, 0.0) == (0.0, 0.0)
    assert nearest_point(3.0, -1.0, 0.0, 0.0, 1.0, 0.0) == (1.0, 0.0)
    assert nearest_point(3.0, -1.0, 0.2, 0.2, 0.2, 0.2) == (0.2, 0.2)


def test_a_beam_is_clear_of_edges_unless_a_decision_is_on_a_knife_edge():
    wall, post = (2.0, 0.0, 2.0, 2.0), (1.2, 0.9, 0.2)
    assert beam_is_clear_of_edges(OX, OY, DX, DY, [wall], [post])
    assert not beam_is_clear_of_edges(0.0, 0.0, 1.0, 0.0, [(2.0, -1.0, 2.0, 0.0)], [])      # u = 1
    assert not beam_is_clear_of_edges(0.0, 0.0, 1.0, 0.0, [], [(2.0, 0.5, 0.5)])           # grazed
    assert not beam_is_clear_of_edges(1.0, 0.5, 1.0, 0.0, [(1.0, 0.0, 1.0, 2.0)], [])        # t = 0
    assert beam_is_clear_of_edges(0.0, 0.0, 1.0, 0.0, [(0.0, 1.0, 3.0, 1.0)], [])          # exactly parallel
