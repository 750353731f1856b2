import math


def slip_drift(p_left, p_right, loss, duty, max_speed, physics_dt, odometry_distance, track):
    step = duty * max_speed * physics_dt          # metres each wheel turns per physics step
    n = odometry_distance / step                  # how many steps the run takes
    lost = loss * step                            # what a wheel loses on a step when it slips
    ratio = 1 - (p_left * lost + p_right * lost) / 2 / step
    mean_heading = n * (p_left * lost - p_right * lost) / track
    var_left = n * lost ** 2 * p_left * (1 - p_left)
    var_right = n * lost ** 2 * p_right * (1 - p_right)
    return (ratio, mean_heading, math.sqrt(var_left + var_right) / track)
