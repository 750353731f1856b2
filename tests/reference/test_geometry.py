"""reference.geometry against the numbers Level 2 prints (004_82dedb1cad46eb49.txt: "Which side of
a line?", "How close are two links?")."""

import math

import pytest

from reference.geometry import (closest_link_pair, closest_parameter, cross, glass_and_floor,
                                point_segment_distance, segment_distance, segments_cross,
                                signed_distance)

SHELF_P, SHELF_Q = (2.0, -1.0), (0.0, 3.0)
A, B = (0.0, 0.0), (3.0, 0.0)


def test_shelf_edge_side_and_floor_reproduce_the_lesson():
    points = [(0.0, 0.0), (0.6, 0.5), (1.0, 1.0), (1.5, 0.4), (1.3, -0.2)]
    sign = 1 if signed_distance(SHELF_P, SHELF_Q, points[0]) > 0 else -1
    printed = [1.3416, 0.5814, 0.0, -0.1789, 0.2683]
    assert [round(sign * signed_distance(SHELF_P, SHELF_Q, p), 4) for p in points] == printed
    assert [sign * signed_distance(SHELF_P, SHELF_Q, p) >= 1e-9 for p in points] == [True, True, False, False, True]
    assert [p[1] < -1e-9 for p in points] == [False, False, False, False, True]


def test_cross_signs():
    assert cross((0, 0), (1, 0), (0, 1)) > 0 and cross((0, 0), (1, 0), (0, -1)) < 0
    assert cross((0, 0), (1, 0), (5, 0)) == 0


def test_point_to_segment_reproduces_the_lesson():
    assert point_segment_distance((1.0, 2.0), A, B) == 2.0
    assert round(point_segment_distance((4.0, 1.0), A, B), 4) == 1.4142
    assert round(point_segment_distance((-1.0, -1.0), A, B), 4) == 1.4142


def test_beyond_b_the_projection_is_clamped():
    # Unclamped t would be 4/3 and the distance that of the infinite line, 1.
    assert closest_parameter((4.0, 1.0), A, B) == 1.0
    assert point_segment_distance((4.0, 1.0), A, B) == pytest.approx(math.sqrt(2))
    assert closest_parameter((0.0, 0.0), (1.0, 1.0), (1.0, 1.0)) == 0.0


def test_segment_distance_reproduces_the_lesson():
    assert segments_cross(A, B, (1.0, 1.0), (2.0, -1.0))
    assert segment_distance(A, B, (1.0, 1.0), (2.0, -1.0)) == 0.0
    assert round(segment_distance(A, B, (1.0, 0.5), (2.0, 2.0)), 4) == 0.5


def test_touching_is_not_crossing_but_has_distance_zero():
    assert not segments_cross(A, B, (1.0, 0.0), (1.0, 2.0))
    assert segment_distance(A, B, (1.0, 0.0), (1.0, 2.0)) == 0.0


def test_glass_and_floor_takes_the_base_side_as_safe():
    # The shelf edge walked the other way, q -> p: now the base is on its negative (right) side.
    assert signed_distance(SHELF_Q, SHELF_P, (0.0, 0.0)) < 0
    (clearance, below), = glass_and_floor([1.0], [0.0], SHELF_Q, SHELF_P)
    assert clearance == pytest.approx(signed_distance(SHELF_P, SHELF_Q, (1.0, 0.0))) and not below
    assert glass_and_floor([1.0], [0.0], SHELF_P, SHELF_Q) == [(clearance, False)]
    with pytest.raises(ValueError):
        glass_and_floor([1.0], [0.0], (0.0, 0.0), (1.0, 1.0))


def test_closest_link_pair_skips_neighbours_and_short_arms():
    assert closest_link_pair([1.0, 1.0], [0.3, 2.0]) is None
    distance, i, j = closest_link_pair([1.0, 0.5, 1.0], [0.0, 2.5, 2.5])
    assert (i, j) == (0, 2) and distance == pytest.approx(segment_distance((0, 0), (1, 0), *_last_link()))


def _last_link():
    from reference.arm import joint_points
    return joint_points([1.0, 0.5, 1.0], [0.0, 2.5, 2.5])[2:]
