def motor_commands(v, omega, track, wheel_radius):
    half = track / 2
    left_floor = v - omega * half
    right_floor = v + omega * half
    return (left_floor / wheel_radius, right_floor / wheel_radius)
