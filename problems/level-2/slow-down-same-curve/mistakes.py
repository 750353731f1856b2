"""Slow Down, Same Curve: the wrong code a learner writes, one mistake per function."""


def _spins(v, omega, track, wheel_radius):
    """The asked command's spin rates in rad/s, left and right (this part is right)."""
    return (v - omega * track / 2) / wheel_radius, (v + omega * track / 2) / wheel_radius


def limit_compared_in_the_wrong_unit(v, omega, track, wheel_radius, max_spin):
    left, right = v - omega * track / 2, v + omega * track / 2  # floor speeds, m/s
    fastest = max(abs(left), abs(right))
    if fastest <= max_spin:  # m/s weighed against rad/s: almost never too fast
        return (v, omega)
    return (v * max_spin / fastest, omega * max_spin / fastest)


def backwards_wheel_ignored(v, omega, track, wheel_radius, max_spin):
    fastest = max(_spins(v, omega, track, wheel_radius))  # a wheel racing backwards is not "fast"
    if fastest <= max_spin:
        return (v, omega)
    return (v * max_spin / fastest, omega * max_spin / fastest)


def slow_command_scaled_up(v, omega, track, wheel_radius, max_spin):
    k = max_spin / max(abs(s) for s in _spins(v, omega, track, wheel_radius))  # k > 1 for a slow command
    return (k * v, k * omega)


def each_wheel_clipped(v, omega, track, wheel_radius, max_spin):
    left, right = (max(-max_spin, min(max_spin, s)) for s in _spins(v, omega, track, wheel_radius))
    left, right = left * wheel_radius, right * wheel_radius  # back to floor speeds
    return ((left + right) / 2, (right - left) / track)  # the ratio changed: a wider curve
