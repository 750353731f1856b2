def highest_safe_speed(sensors, top_speed_mps, tau_s, body_ahead_m):
    best = 0.0
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m - 3 * sigma_m
        time_s = period_s + delay_s + tau_s
        speed = room_m / time_s
        if speed > best:
            best = speed
    if best > top_speed_mps:
        best = top_speed_mps
    return float(best)
