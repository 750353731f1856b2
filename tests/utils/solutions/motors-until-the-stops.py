import math


def hand(lengths, q):
    x = 0.0
    y = 0.0
    heading = 0.0
    for i in range(len(lengths)):
        heading += q[i]
        x += lengths[i] * math.cos(heading)
        y += lengths[i] * math.sin(heading)
    return x, y


def run_motors(lengths, start, speeds, stops, dt, steps):
    q = list(start)
    poses = [list(q)]
    highest = hand(lengths, q)[1]
    for step in range(steps):
        for i in range(len(q)):
            lo, hi = stops[i]
            q[i] = min(hi, max(lo, q[i] + speeds[i] * dt))
        poses.append(list(q))
        x, y = hand(lengths, q)
        highest = max(highest, y)
    return (poses, highest)
