"""Where the Tour Robot Stops: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_tour`, with the move of one command swapped for a wrong one.
"""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _exact_arc(x, y, theta, v, omega, t):
    if omega == 0:
        return x + v * t * math.cos(theta), y + v * t * math.sin(theta)
    radius = v / omega
    return (x + radius * (math.sin(theta + omega * t) - math.sin(theta)),
            y - radius * (math.cos(theta + omega * t) - math.cos(theta)))


def _tour(start, commands, move=_exact_arc, report=_wrap):
    x, y, theta = start
    for v, omega, t in commands:
        x, y = move(x, y, theta, v, omega, t)
        theta += omega * t
    return (x, y, report(theta))


def old_heading_whole_command(start, commands):
    def straight_on(x, y, theta, v, omega, t):
        return x + v * t * math.cos(theta), y + v * t * math.sin(theta)  # cuts the corner

    return _tour(start, commands, move=straight_on)


def half_way_heading(start, commands):
    def along_the_middle_heading(x, y, theta, v, omega, t):
        middle = theta + omega * t / 2  # close, but the chord is shorter than the arc
        return x + v * t * math.cos(middle), y + v * t * math.sin(middle)

    return _tour(start, commands, move=along_the_middle_heading)


def radius_sign_lost(start, commands):
    def unsigned_radius(x, y, theta, v, omega, t):
        if omega == 0:
            return x + v * t * math.cos(theta), y + v * t * math.sin(theta)
        radius = abs(v / omega)  # the centre is now always on the left
        return (x + radius * (math.sin(theta + omega * t) - math.sin(theta)),
                y - radius * (math.cos(theta + omega * t) - math.cos(theta)))

    return _tour(start, commands, move=unsigned_radius)


def divides_by_zero_omega(start, commands):
    def always_a_circle(x, y, theta, v, omega, t):
        radius = v / omega  # ZeroDivisionError on a straight command
        return (x + radius * (math.sin(theta + omega * t) - math.sin(theta)),
                y - radius * (math.cos(theta + omega * t) - math.cos(theta)))

    return _tour(start, commands, move=always_a_circle)


def heading_not_wrapped(start, commands):
    return _tour(start, commands, report=lambda theta: theta)
