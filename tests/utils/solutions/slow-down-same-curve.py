def slow_down(v, omega, track, wheel_radius, max_spin):
    left_spin = (v - omega * track / 2) / wheel_radius
    right_spin = (v + omega * track / 2) / wheel_radius
    fastest = max(abs(left_spin), abs(right_spin))
    if fastest <= max_spin:
        return (v, omega)
    k = max_spin / fastest
    return (k * v, k * omega)
