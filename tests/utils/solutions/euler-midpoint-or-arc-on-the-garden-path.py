import math


def follow_wheels(x, y, theta, wheel_steps, track_width_m, method):
    for left, right in wheel_steps:
        ds = (left + right) / 2
        dtheta = (right - left) / track_width_m
        if method == "euler":
            x += ds * math.cos(theta)
            y += ds * math.sin(theta)
        elif method == "midpoint" or abs(dtheta) < 1e-9:
            x += ds * math.cos(theta + dtheta / 2)
            y += ds * math.sin(theta + dtheta / 2)
        else:
            r = ds / dtheta
            x += r * (math.sin(theta + dtheta) - math.sin(theta))
            y -= r * (math.cos(theta + dtheta) - math.cos(theta))
        theta += dtheta
    theta = math.atan2(math.sin(theta), math.cos(theta))
    return (x, y, theta)
