def sonar_readings(passes, noises, min_range, max_range, period, latency):
    slack = 1e-9
    next_due = 0.0
    drawn = 0
    waiting = []          # (time measured, reading), oldest first
    held = None
    out = []
    for t, true in passes:
        if t + slack >= next_due:
            next_due = t + period
            noise = noises[drawn]
            drawn += 1
            if true is None or true > max_range:
                reading = None
            else:
                reading = true + noise
                if reading < min_range or reading > max_range:
                    reading = None
            waiting.append((t, reading))
        while waiting and waiting[0][0] <= t - latency + slack:
            held = waiting.pop(0)[1]
        out.append(held)
    return out
