"""reference.workspace against the numbers Level 2 prints (004_82dedb1cad46eb49.txt:
"The workspace is a ring")."""

import math

import pytest

from reference.workspace import hand_distance, in_ring, reach_radii, reachable_indices


@pytest.mark.parametrize("t2, distance", [(0.0, 0.8), (1.0, 0.7086), (2.0, 0.4638), (math.pi, 0.2)])
def test_the_distance_depends_on_the_elbow_alone(t2, distance):
    assert [round(hand_distance(0.5, 0.3, t1, t2), 4) for t1 in (0.0, 2.0, -1.0)] == [distance] * 3


def test_stretched_and_folded_are_the_ring_edges():
    assert reach_radii(0.5, 0.3) == pytest.approx((0.2, 0.8))
    assert hand_distance(0.5, 0.3, 0.4, 0.0) == pytest.approx(0.8)
    assert hand_distance(0.5, 0.3, 0.4, math.pi) == pytest.approx(0.2)


def test_a_shoulder_sweep_fills_the_ring_and_nothing_else():
    inner, outer = reach_radii(0.5, 0.3)
    distances = [hand_distance(0.5, 0.3, i * math.pi / 18, j * math.pi / 18) for i in range(36) for j in range(36)]
    assert all(inner - 1e-12 <= d <= outer + 1e-12 for d in distances)
    assert min(distances) == pytest.approx(inner) and max(distances) == pytest.approx(outer)


def test_floats_bite_at_the_edge():
    l1, l2 = 0.7, 0.1
    assert l1 + l2 == 0.7999999999999999
    assert not 0.8 <= l1 + l2


@pytest.mark.parametrize("point, squared, inside", [
    ((48, 64), 6400, True), ((0, -80), 6400, True), ((36, 48), 3600, True),
    ((30, 50), 3400, False), ((-50, 63), 6469, False),
])
def test_whole_numbers_compare_exactly_on_squared_distances(point, squared, inside):
    x, y = point
    assert x * x + y * y == squared
    assert in_ring(70, 10, x, y) is inside


def test_reachable_indices_keep_the_order_and_the_edges():
    points = [(48, 64), (0, -80), (36, 48), (30, 50), (-50, 63)]
    assert reachable_indices(70, 10, points) == [0, 1, 2]
    assert reachable_indices(10, 70, points) == [0, 1, 2]  # |l1 - l2|: the order of the links does not matter


def test_equal_links_reach_the_base_itself():
    assert in_ring(45, 45, 0, 0)
    assert not in_ring(45, 40, 0, 0)
