import math


def dock_run(start_x, dock_x, body_radius, cruise_duty, target_ticks, pass_s, physics_dt,
             duration_s, max_speed, wheel_radius, ticks_per_rev):
    end_us = round(duration_s * 1000000)
    pass_us = round(pass_s * 1000000)
    steps = max(1, math.ceil(pass_s / physics_dt - 1e-9))
    h = pass_s / steps
    now_us = 0
    x = start_x
    angle = 0.0
    duty = 0.0                      # the robot has not acted yet
    log = []
    while now_us < end_us:
        # the world moves under the last command
        v = max(-1.0, min(1.0, duty)) * max_speed
        contact = False
        for _ in range(steps):
            new_x = x + v * h
            if dock_x - new_x < body_radius:
                contact = True      # undo: x and the wheel angle stay where they were
            else:
                x = new_x
                angle += v * h / wheel_radius
        now_us += pass_us
        # then the robot reads its encoder and sets the next command
        ticks = math.floor(angle / (2 * math.pi) * ticks_per_rev)
        duty = cruise_duty if ticks < target_ticks else 0.0
        log.append([now_us, x, ticks, contact])
    return log
