import math

def dead_reckoning(start, reports, ticks_per_rev, wheel_radius, track):
    x, y, theta = start
    metres_per_tick = 2 * math.pi * wheel_radius / ticks_per_rev
    for left_ticks, right_ticks in reports:
        left = left_ticks * metres_per_tick
        right = right_ticks * metres_per_tick
        d = (left + right) / 2
        dtheta = (right - left) / track
        if dtheta == 0:
            x += d * math.cos(theta)
            y += d * math.sin(theta)
        else:
            r = d / dtheta
            x += r * (math.sin(theta + dtheta) - math.sin(theta))
            y -= r * (math.cos(theta + dtheta) - math.cos(theta))
        theta += dtheta
    heading = math.atan2(math.sin(theta), math.cos(theta))
    if heading <= -math.pi:
        heading += 2 * math.pi
    return (x, y, heading, theta - start[2])
