import math

def lamp_height(lengths, pose):
    heading = 0.0
    y = 0.0
    for length, angle in zip(lengths, pose):
        heading += angle
        y += length * math.sin(heading)
    return y

def highest_pose(lengths, stops, base, joint, values):
    tries = []
    for index, value in enumerate(values):
        pose = list(base)
        pose[joint] = value
        inside = True
        for angle, (lo, hi) in zip(pose, stops):
            if not (lo <= angle <= hi):
                inside = False
        if inside:
            tries.append((index, pose, lamp_height(lengths, pose)))
    if not tries:
        return None
    top = max(height for index, pose, height in tries)
    for index, pose, height in tries:
        if height >= top - 1e-9:
            return (index, pose)
