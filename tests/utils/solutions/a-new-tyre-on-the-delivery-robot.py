import math


def arc_end(d_left, d_right, track):
    distance = (d_left + d_right) / 2
    turn = (d_right - d_left) / track
    if turn == 0:
        return distance, 0.0, 0.0
    radius = distance / turn
    return radius * math.sin(turn), radius * (1 - math.cos(turn)), turn


def tyre_drift(left_ticks, right_ticks, ticks_per_rev, wheel_radius, track,
               scale_left, scale_right, true_track):
    per_tick = 2 * math.pi * wheel_radius / ticks_per_rev
    d_left, d_right = left_ticks * per_tick, right_ticks * per_tick
    odo_x, odo_y, odo_turn = arc_end(d_left, d_right, track)
    true_x, true_y, true_turn = arc_end(d_left * scale_left, d_right * scale_right, true_track)
    error = math.fmod(true_turn - odo_turn, 2 * math.pi)
    if error > math.pi:
        error -= 2 * math.pi
    elif error <= -math.pi:
        error += 2 * math.pi
    return (true_x - odo_x, true_y - odo_y, error)
