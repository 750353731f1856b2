import math

def reflector_track(hub_x, wheel_radius, spoke, start_angle, speed, times):
    points = []
    for t in times:
        hx = hub_x + speed * t
        hy = wheel_radius
        angle = start_angle - speed * t / wheel_radius
        points.append([hx + spoke * math.cos(angle), hy + spoke * math.sin(angle)])
    return points
