def motion_from_wheels(left, right, track):
    v = (left + right) / 2
    omega = (right - left) / track
    if left == right:
        radius = None
    else:
        radius = v / omega
    return (v, omega, radius)
