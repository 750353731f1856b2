import math

def torch(lengths, pose):
    x = y = heading = 0.0
    for length, angle in zip(lengths, pose):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
    return (x, y)

def check_program(lengths, stops, poses):
    allowed = []
    for index, pose in enumerate(poses):
        ok = True
        for angle, (lo, hi) in zip(pose, stops):
            if angle < lo or angle > hi:
                ok = False
        if ok:
            allowed.append(index)
    points = [torch(lengths, poses[i]) for i in allowed]
    path = 0.0
    for k in range(1, len(points)):
        path += math.dist(points[k - 1], points[k])
    return (allowed, path)
