"""reference.locate against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt: "Two bearings:
triangulation", "Three ranges: trilateration")."""

import math

from reference.locate import power_residuals, triangulate, trilaterate

MASTS = [(8.0, 6.0), (-2.0, 7.0)]
BEACONS = [(1, 1), (11, 2), (4, 9)]


def test_triangulation_reproduces_the_lesson():
    theta, true = 0.4, (2.0, 1.0)
    bearings = [math.atan2(my - true[1], mx - true[0]) - theta for mx, my in MASTS]
    assert [round(b, 4) for b in bearings] == [0.2947, 1.7588]
    x, y = triangulate(theta, MASTS, bearings)
    assert (round(x, 4), round(y, 4)) == (2.0, 1.0)
    assert round(math.dist((x, y), MASTS[0]), 4) == 7.8102


def test_parallel_bearing_lines_have_no_crossing():
    assert triangulate(0.3, MASTS, [0.5, 0.5]) is None
    assert triangulate(0.3, MASTS, [0.5, 0.5 + math.pi]) is None


def test_trilateration_reproduces_the_lesson():
    exact = [math.dist((5, 4), b) for b in BEACONS]
    assert [round(r, 4) for r in exact] == [5.0, 6.3246, 5.099]
    assert [round(v, 4) for v in trilaterate(BEACONS, exact)] == [5.0, 4.0]
    noisy = [exact[0] + 0.1, exact[1] - 0.05, exact[2] + 0.08]
    point = trilaterate(BEACONS, noisy)
    assert [round(v, 4) for v in point] == [5.084, 3.9802]
    assert [round(v, 4) for v in power_residuals(point, BEACONS, noisy)] == [-0.4493] * 3


def test_beacons_in_a_line_have_no_single_answer():
    assert trilaterate([(0, 0), (2, 1), (4, 2)], [1.0, 2.0, 3.0]) is None
    assert trilaterate([(0.1, 0.2), (0.3, 0.5), (0.5, 0.8)], [1.0, 1.0, 1.0]) is None
