import math

def step(pose, left_ticks, right_ticks, ticks_per_rev, calibration):
    x, y, theta = pose
    wheel_radius, track = calibration
    left = left_ticks * 2 * math.pi * wheel_radius / ticks_per_rev
    right = right_ticks * 2 * math.pi * wheel_radius / ticks_per_rev
    d = (left + right) / 2
    dtheta = (right - left) / track
    if dtheta == 0:
        return (x + d * math.cos(theta), y + d * math.sin(theta), theta)
    r = d / dtheta
    x += r * (math.sin(theta + dtheta) - math.sin(theta))
    y -= r * (math.cos(theta + dtheta) - math.cos(theta))
    return (x, y, theta + dtheta)

def drift_report(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance):
    true_pose = (0.0, 0.0, 0.0)
    believed_pose = (0.0, 0.0, 0.0)
    first = None
    for index, (left_ticks, right_ticks) in enumerate(reports):
        true_pose = step(true_pose, left_ticks, right_ticks, ticks_per_rev, true_calibration)
        believed_pose = step(believed_pose, left_ticks, right_ticks, ticks_per_rev, believed_calibration)
        gap = math.dist(true_pose[:2], believed_pose[:2])
        if first is None and gap > tolerance:
            first = index
    gap = math.dist(true_pose[:2], believed_pose[:2])
    difference = believed_pose[2] - true_pose[2]
    heading_error = math.atan2(math.sin(difference), math.cos(difference))
    if heading_error == -math.pi:
        heading_error = math.pi
    return (first, gap, heading_error)
