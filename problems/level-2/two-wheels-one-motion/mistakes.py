"""Two Wheels, One Motion: the wrong code a learner writes, one mistake per function."""


def wheels_subtracted_the_wrong_way(left, right, track):
    v = (left + right) / 2
    omega = (left - right) / track  # a faster right wheel now turns the robot clockwise
    return (v, omega, None if omega == 0 else v / omega)


def divides_by_zero_when_straight(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    return (v, omega, v / omega)  # ZeroDivisionError on a straight run


def radius_without_sign(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    return (v, omega, None if omega == 0 else abs(v / omega))  # which side was the centre on?


def special_cases_swapped(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    if left == right:
        radius = 0.0  # "it does not turn, so the radius is zero"
    elif left == -right:
        radius = None  # "it goes nowhere, so there is no centre"
    else:
        radius = v / omega
    return (v, omega, radius)
