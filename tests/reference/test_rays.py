"""reference.rays against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt: "A range reading is
a ray", "Where a beam meets a wall", "Round obstacles: a beam meets a circle", "A sonar hears a cone")."""

import math

from reference.rays import (axis_walls_reading, bare_room_scan, circles_reading, echo_point, in_cone,
                            off_axis_rad, point_along, rolling_wheel_point, sonar_reading, wall_hits,
                            walls_reading)


def test_corridor_scan_reproduces_the_lesson():
    x, y, theta, max_range = 1.0, 0.8, 0.3, 6.0
    readings = [axis_walls_reading(x, y, theta - 1.2 + 0.4 * k, (9.0,), (0.0, 2.4), max_range) for k in range(7)]
    assert [round(d, 3) for d in readings] == [1.021, 1.669, 6.0, 5.414, 2.484, 1.795, 1.604]
    echoes = [echo_point(x, y, theta - 1.2 + 0.4 * k, d, max_range) for k, d in enumerate(readings)]
    assert echoes[2] is None and all(p is not None for i, p in enumerate(echoes) if i != 2)
    for point in filter(None, echoes):  # the echoes lie on the walls
        assert min(abs(point[1]), abs(point[1] - 2.4), abs(point[0] - 9.0)) < 1e-12


def test_a_zero_sine_never_reaches_a_side_wall():
    assert axis_walls_reading(1.0, 1.0, 0.0, (0.0, 4.0), (0.0, 3.0), 10.0) == 3.0


def test_bare_room_reading_at_exactly_the_maximum_is_no_echo():
    assert bare_room_scan(5.0, 3.0, 1.0, 1.0, 0.0, [0.0], 4.0) == [[4.0, None]]
    assert bare_room_scan(5.0, 3.0, 1.0, 1.0, 0.0, [0.0], 4.5) == [[4.0, [5.0, 1.0]]]


def test_point_along_is_the_complex_turning_arrow():
    x, y = point_along(1.0, 2.0, 0.7, 3.0)
    z = complex(1.0, 2.0) + 3.0 * complex(math.cos(0.7), math.sin(0.7))
    assert math.isclose(x, z.real) and math.isclose(y, z.imag)


WALLS = {"slanted": (2, 3, 3, 1.5), "along the beam": (1, 1, 3, 1), "behind": (-1, 0, -1, 3),
         "end point on the beam": (2.5, 1, 3.5, -1), "far": (4, 0, 4, 2)}


def test_wall_segments_reproduce_the_lesson():
    hits = dict(zip(WALLS, wall_hits(0.5, 1.0, 0.0, WALLS.values())))
    assert hits == {"slanted": None, "along the beam": None, "behind": None,
                    "end point on the beam": 2.0, "far": 3.5}
    assert walls_reading(0.5, 1.0, 0.0, 0.0, WALLS.values(), 10.0) == 2.0


def test_walls_reading_caps_at_the_maximum_range():
    assert walls_reading(0.5, 1.0, 0.0, 0.0, [WALLS["far"]], 3.0) == 3.0
    assert walls_reading(0.5, 1.0, 0.0, 0.0, [], 3.0) == 3.0


def test_car_park_pillars_reproduce_the_lesson():
    pillars = [(3.0, 1.0, 0.4), (5.0, -1.5, 0.5), (2.0, -2.0, 0.3)]
    readings = [circles_reading(0.0, 0.0, -1.0 + 0.1 * k, pillars, 6.0) for k in range(21)]
    echoes = {k: d for k, d in enumerate(readings) if d < 6.0}
    assert len(echoes) == 7
    a = -1.0 + 0.1 * 8
    assert round(echoes[8], 3) == 5.048
    assert [round(v, 3) for v in point_along(0, 0, a, echoes[8])] == [4.947, -1.003]
    a = -1.0 + 0.1 * 12
    assert round(echoes[12], 3) == 3.027
    assert [round(v, 3) for v in point_along(0, 0, a, echoes[12])] == [2.967, 0.601]


def test_a_beam_at_a_centre_stops_radius_short_and_a_tangent_counts():
    assert math.isclose(circles_reading(0, 0, 0.0, [(4.0, 0.0, 0.5)], 10.0), 3.5)
    assert circles_reading(0, 0, 0.0, [(3.0, 0.5, 0.5)], 10.0) == 3.0


def test_sonar_cone_reproduces_the_lesson():
    points = [(-2.0, -0.3), (-3.0, 0.1), (-1.0, 1.0), (1.5, 0.0)]
    assert [round(off_axis_rad(0, 0, -3.0, p), 3) for p in points] == [0.007, -0.175, -0.927, 3.0]
    assert [in_cone(0, 0, -3.0, 0.3, p) for p in points] == [True, True, False, False]
    assert round(sonar_reading(0, 0, -3.0, 0.6, points, 5.0), 3) == 2.022
    assert sonar_reading(0, 0, -3.0, 0.6, points, 2.0) == 2.0


def test_rolling_wheel_turns_clockwise_once_per_circumference():
    radius = 0.35
    x, y = rolling_wheel_point(0.0, radius, 0.3, -math.pi / 2, 1.0, math.pi * radius)  # half a turn
    assert math.isclose(x, math.pi * radius, abs_tol=1e-12) and math.isclose(y, radius + 0.3)
    x, y = rolling_wheel_point(0.0, radius, 0.3, 0.0, 1.0, 0.1)
    assert y < radius  # a mark ahead of the hub goes down as the wheel rolls forwards
