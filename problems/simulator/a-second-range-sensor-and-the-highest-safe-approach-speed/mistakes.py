"""A Second Range Sensor, and the Highest Safe Approach Speed: the wrong code a learner writes,
one mistake per function. Each is the right answer but for its one slip."""


def _best_capped(speeds, top_speed_mps):
    return min(top_speed_mps, max(speeds))


def period_forgotten(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m - 3 * sigma_m
        speeds.append(max(0.0, room_m / (delay_s + tau_s)))  # as if the sensor watched continuously
    return _best_capped(speeds, top_speed_mps)


def motor_lag_forgotten(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m - 3 * sigma_m
        speeds.append(max(0.0, room_m / (delay_s + period_s)))  # as if the wheels stopped at once
    return _best_capped(speeds, top_speed_mps)


def noise_margin_forgotten(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m  # as if every reading were exact
        speeds.append(max(0.0, room_m / (delay_s + period_s + tau_s)))
    return _best_capped(speeds, top_speed_mps)


def body_ahead_forgotten(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - 3 * sigma_m  # as if the sensor were the front of the robot
        speeds.append(max(0.0, room_m / (delay_s + period_s + tau_s)))
    return _best_capped(speeds, top_speed_mps)


def weakest_sensor_binds(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m - 3 * sigma_m
        speeds.append(max(0.0, room_m / (delay_s + period_s + tau_s)))
    return min(top_speed_mps, min(speeds))  # "a chain is as strong as its weakest link"


def first_to_see_decides(sensors, top_speed_mps, tau_s, body_ahead_m):
    # The sensor with the largest threshold "trips first", so it alone sets the speed.
    threshold_m, delay_s, period_s, sigma_m = max(sensors, key=lambda sensor: sensor[0])
    room_m = threshold_m - body_ahead_m - 3 * sigma_m
    return min(top_speed_mps, max(0.0, room_m / (delay_s + period_s + tau_s)))


def not_capped_at_top_speed(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m - 3 * sigma_m
        speeds.append(max(0.0, room_m / (delay_s + period_s + tau_s)))
    return max(speeds)  # whatever the sensors allow, even beyond full duty


def floor_division(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m - 3 * sigma_m
        speeds.append(max(0.0, room_m // (delay_s + period_s + tau_s)))  # // rounds down
    return _best_capped(speeds, top_speed_mps)


def negative_speed_returned(sensors, top_speed_mps, tau_s, body_ahead_m):
    speeds = []
    for threshold_m, delay_s, period_s, sigma_m in sensors:
        room_m = threshold_m - body_ahead_m - 3 * sigma_m
        speeds.append(room_m / (delay_s + period_s + tau_s))  # a used-up threshold gives v < 0
    return _best_capped(speeds, top_speed_mps)
