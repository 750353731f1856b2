import pytest

from reference.diffdrive import body_motion, wheel_speeds


@pytest.mark.parametrize("left, right, v, omega", [
    (0.5, 0.5, 0.5, 0.0), (0.3, 0.6, 0.45, 0.833), (0.6, 0.3, 0.45, -0.833),
    (-0.2, 0.2, 0.0, 1.111), (0.45, -0.15, 0.15, -1.667),
])
def test_wheel_speeds_to_body_motion_reproduces_the_lesson(left, right, v, omega):
    got_v, got_omega = body_motion(left, right, 0.36)
    assert (round(got_v, 3), round(got_omega, 3)) == (v, omega)


@pytest.mark.parametrize("radius_m, left, right", [
    (2.0, 0.372, 0.428), (0.5, 0.288, 0.512), (0.1, -0.160, 0.960), (-0.5, 0.512, 0.288),
])
def test_body_motion_to_wheel_speeds_reproduces_the_lesson(radius_m, left, right):
    got = wheel_speeds(0.4, 0.4 / radius_m, 0.28)
    assert (round(got[0], 3), round(got[1], 3)) == (left, right)
