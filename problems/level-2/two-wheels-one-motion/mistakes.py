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


def straight_within_a_tolerance(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    if abs(right - left) < 1e-6:  # "close enough counts as straight"
        return (v, omega, None)
    return (v, omega, v / omega)


def spin_has_no_centre(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    if left == right or v == 0:  # "the midpoint goes nowhere, so there is no centre"
        return (v, omega, None)
    return (v, omega, v / omega)


def infinite_radius_when_straight(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    return (v, omega, float("inf") if omega == 0 else v / omega)  # "straight = infinitely far"


def speed_not_halved(left, right, track):
    v = left + right  # the midpoint's speed taken as the total of the wheels
    omega = (right - left) / track
    return (v, omega, None if omega == 0 else v / omega)


def half_track_for_omega(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / (track / 2)  # the wheels taken as half the track apart
    return (v, omega, None if omega == 0 else v / omega)


def radius_from_a_wheel(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    return (v, omega, None if omega == 0 else left / omega)  # measured from the left wheel


def double_track_for_omega(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / (2 * track)  # the wheels taken as twice the track apart
    return (v, omega, None if left == right else v / omega)


def radius_not_halved(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    # the radius from the wheel speeds directly, the midpoint's 1/2 left out of it
    return (v, omega, None if left == right else track * (right + left) / (right - left))


def speed_summed_radius_right(left, right, track):
    v = left + right  # the returned speed is the total of the wheels
    omega = (right - left) / track
    return (v, omega, None if left == right else (left + right) / 2 / omega)


def stopped_counts_as_spin(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    if v == 0:  # "the midpoint does not move, so it is a spin": tested before equal speeds
        return (v, omega, 0.0)
    if left == right:
        return (v, omega, None)
    return (v, omega, v / omega)


def rounded_before_returning(left, right, track):
    v = (left + right) / 2
    omega = round((right - left) / track, 4)  # rounded as in the examples' table
    return (v, omega, None if left == right else round(v / omega, 4))
