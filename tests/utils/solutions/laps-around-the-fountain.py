import math

def fountain_laps(v, radius, track, wheel_radius):
    omega = v / radius
    lap_time = 2 * math.pi * abs(radius) / v
    left_floor = v - omega * track / 2
    right_floor = v + omega * track / 2
    return (lap_time, left_floor / wheel_radius, right_floor / wheel_radius)
