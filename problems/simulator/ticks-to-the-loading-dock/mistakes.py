"""Ticks to the Loading Dock: the wrong code a learner writes, one mistake per function.

Each mistake is the plain run (`_run`) with one part of the Simulator done the wrong way.
"""

import math


def _steps(pass_s, physics_dt):
    n = max(1, math.ceil(pass_s / physics_dt - 1e-9))
    return n, pass_s / n


def _floor_ticks(angle, ticks_per_rev):
    return math.floor(angle / (2 * math.pi) * ticks_per_rev)


def _clamped(duty):
    return max(-1.0, min(1.0, duty))


def _run(args, *, acts_first=False, float_clock=False, pass_us_of=round, steps_of=_steps,
         on_contact="undo", per_pass=False, ticks_of=_floor_ticks, duty_limit=_clamped,
         float_us_of=round, touch_overlaps=False, drive_at_target=False,
         run_to_the_end=False):
    (start_x, dock_x, body_radius, cruise_duty, target_ticks, pass_s, physics_dt, duration_s,
     max_speed, wheel_radius, ticks_per_rev) = args
    n, h = steps_of(pass_s, physics_dt)
    if per_pass:
        n, h = 1, pass_s
    end_us, pass_us = round(duration_s * 1000000), pass_us_of(pass_s * 1000000)
    now_us, now_s, x, angle, duty = 0, 0.0, start_x, 0.0, 0.0
    log = []

    def robot_acts():
        ticks = ticks_of(angle, ticks_per_rev)
        drives = ticks <= target_ticks if drive_at_target else ticks < target_ticks
        return ticks, (cruise_duty if drives else 0.0)

    while ((now_s < duration_s) if float_clock else
           (now_us <= end_us if run_to_the_end else now_us < end_us)):
        if acts_first:
            _, duty = robot_acts()
        v = duty_limit(duty) * max_speed
        contact = False
        for _ in range(n):
            new_x = x + v * h
            gap = dock_x - new_x
            if on_contact != "none" and (gap < body_radius or (touch_overlaps and gap == body_radius)):
                contact = True
                if on_contact == "touch":
                    x = dock_x - body_radius
                elif on_contact == "touch-and-turn":
                    x = dock_x - body_radius
                    angle += v * h / wheel_radius
                elif on_contact == "clip":
                    moved = (dock_x - body_radius) - x
                    if moved > 0:
                        x = dock_x - body_radius
                        angle += moved / wheel_radius
                elif on_contact == "count":
                    angle += v * h / wheel_radius
            else:
                x = new_x
                angle += v * h / wheel_radius
        if float_clock:
            now_s += pass_s
            now_us = float_us_of(now_s * 1000000)
        else:
            now_us += pass_us
        ticks, next_duty = robot_acts()
        if not acts_first:
            duty = next_duty
        log.append([now_us, x, ticks, contact])
    return log


def robot_acts_first(*args):
    # the robot reads and commands BEFORE the world moves, so the first pass already drives
    return _run(args, acts_first=True)


def float_clock(*args):
    # time kept as a float sum of passes: the sum drifts off, and the run can get one pass more
    return _run(args, float_clock=True)


def truncated_microseconds(*args):
    # int() cuts 16666.666... down to 16666 instead of rounding it to the nearest microsecond
    return _run(args, pass_us_of=int)


def no_collision_undo(*args):
    # the body is never tested against the dock: the robot drives into it
    return _run(args, on_contact="none")


def clamp_to_touching(*args):
    # on contact the robot is put exactly against the dock instead of the step being undone
    return _run(args, on_contact="touch")


def ticks_while_pushing(*args):
    # the pose is undone but the wheel angle is not: the encoders count while the robot pushes
    return _run(args, on_contact="count")


def contact_only_at_the_end_of_a_pass(*args):
    # one physics step per pass: the contact test, and the undo, happen once per pass
    return _run(args, per_pass=True)


def steps_of_the_physics_length(*args):
    # ceil(pass / physics) steps, each physics_dt long: the steps no longer add up to the pass
    return _run(args, steps_of=lambda pass_s, physics_dt: (math.ceil(pass_s / physics_dt - 1e-9), physics_dt))


def floor_step_count(*args):
    # int(pass / physics) steps: too few steps, and none at all when the physics step is longer
    return _run(args, steps_of=lambda pass_s, physics_dt: (int(pass_s / physics_dt),
                                                          pass_s / int(pass_s / physics_dt)))


def no_step_slack(*args):
    # ceil without the slack: 0.035 / 0.005 is 7.000000000000001 in floats, which gives 8 steps
    return _run(args, steps_of=lambda pass_s, physics_dt: (math.ceil(pass_s / physics_dt),
                                                          pass_s / math.ceil(pass_s / physics_dt)))


def rounded_ticks(*args):
    # the encoder count rounded to the nearest tick instead of counting whole ticks
    return _run(args, ticks_of=lambda angle, per_rev: round(angle / (2 * math.pi) * per_rev))


def duty_not_clamped(*args):
    # a duty above 1 drives the wheels faster than their top speed
    return _run(args, duty_limit=lambda duty: duty)


def float_clock_cut_to_microseconds(*args):
    # time kept as a float sum of passes, and cut down (int) to microseconds for the log
    return _run(args, float_clock=True, float_us_of=int)


def clip_the_step_to_touching(*args):
    # an overlapping step cut short so the body ends touching the dock, the wheel turning as far
    return _run(args, on_contact="clip")


def floor_step_count_at_least_one(*args):
    # max(1, int(pass / physics)) steps: the fraction cut off, so fewer and longer steps
    def steps(pass_s, physics_dt):
        n = max(1, int(pass_s / physics_dt))
        return n, pass_s / n
    return _run(args, steps_of=steps)


def touching_is_overlapping(*args):
    # a gap of exactly body_radius (touching) taken as an overlap, so that step is undone
    return _run(args, touch_overlaps=True)


def drives_at_the_target(*args):
    # the robot keeps driving while its count is at most the target, not below it
    return _run(args, drive_at_target=True)


def snap_to_touching_wheels_turn(*args):
    # on contact the body is put exactly against the dock and the wheels keep the whole step's turn
    return _run(args, on_contact="touch-and-turn")


def runs_a_pass_at_the_end(*args):
    # the loop runs while the clock is at most the duration: one more pass once the time is up
    return _run(args, run_to_the_end=True)
