import math

def clicks_to_motion(left_ticks, right_ticks, ticks_per_rev, wheel_diameter, track):
    circumference = math.pi * wheel_diameter
    left = left_ticks / ticks_per_rev * circumference
    right = right_ticks / ticks_per_rev * circumference
    travel = (left + right) / 2
    turn = (right - left) / track
    return (travel, turn)
