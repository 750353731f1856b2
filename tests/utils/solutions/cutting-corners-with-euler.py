import math

def euler_runs(v, omega, duration, step_counts):
    if omega == 0:
        ex, ey = v * duration, 0.0
    else:
        r = v / omega
        ex, ey = r * math.sin(omega * duration), r * (1 - math.cos(omega * duration))
    runs = []
    for n in step_counts:
        dt = duration / n
        x = y = theta = 0.0
        for _ in range(n):
            x += v * dt * math.cos(theta)
            y += v * dt * math.sin(theta)
            theta += omega * dt
        runs.append((x, y, math.hypot(x - ex, y - ey)))
    return runs
