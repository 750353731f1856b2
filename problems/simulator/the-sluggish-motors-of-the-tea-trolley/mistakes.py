"""The Sluggish Motors of the Tea Trolley: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_profile`, with one step swapped for the wrong one.
"""

import math


def _closed_form(v0, vc, tau, h):
    """(speed at the end, distance over the command) of the exact lag."""
    if tau == 0:
        return vc, vc * h
    decay = math.exp(-h / tau)
    return vc + (v0 - vc) * decay, vc * h + (v0 - vc) * tau * (1 - decay)


def _profile(commands, tau, top, hold=_closed_form, limit=True, from_rest=False):
    speed = distance = 0.0
    answer = []
    for command, h in commands:
        vc = max(-top, min(top, command)) if limit else command
        speed, rolled = hold(0.0 if from_rest else speed, vc, tau, h)
        distance += rolled
        answer.append((speed, distance))
    return answer


def euler_lag(commands, tau_s, max_speed_mps):
    def one_euler_step(v0, vc, tau, h):
        if tau == 0:
            return vc, vc * h
        return v0 + (vc - v0) * h / tau, v0 * h  # the slope at the start, for the whole command

    return _profile(commands, tau_s, max_speed_mps, hold=one_euler_step)


def distance_ignores_lag(commands, tau_s, max_speed_mps):
    def as_if_instant(v0, vc, tau, h):
        return _closed_form(v0, vc, tau, h)[0], vc * h  # the wheel rolls at the command at once

    return _profile(commands, tau_s, max_speed_mps, hold=as_if_instant)


def distance_at_end_speed(commands, tau_s, max_speed_mps):
    def end_speed_times_time(v0, vc, tau, h):
        speed = _closed_form(v0, vc, tau, h)[0]
        return speed, speed * h  # the speed at the END of the command, held for all of it

    return _profile(commands, tau_s, max_speed_mps, hold=end_speed_times_time)


def lag_restarts_each_command(commands, tau_s, max_speed_mps):
    return _profile(commands, tau_s, max_speed_mps, from_rest=True)  # every command from standstill


def tau_zero_divides(commands, tau_s, max_speed_mps):
    def always_the_lag(v0, vc, tau, h):
        decay = math.exp(-h / tau)  # ZeroDivisionError for a motor with no lag
        return vc + (v0 - vc) * decay, vc * h + (v0 - vc) * tau * (1 - decay)

    return _profile(commands, tau_s, max_speed_mps, hold=always_the_lag)


def command_not_limited(commands, tau_s, max_speed_mps):
    return _profile(commands, tau_s, max_speed_mps, limit=False)
