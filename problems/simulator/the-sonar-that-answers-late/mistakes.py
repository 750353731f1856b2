"""The Sonar That Answers Late: the wrong code a learner writes, one mistake per function.

Each mistake is the plain pipeline (`_sonar`) with one step done the wrong way.
"""

SLACK = 1e-9


def _measure(true, noise, min_range, max_range):
    if true is None or true > max_range:
        return None
    reading = true + noise
    if reading < min_range or reading > max_range:
        return None
    return reading


def _sonar(passes, noises, min_range, max_range, period, latency, *, measure=_measure,
           draw_without_echo=True, slack=SLACK, grid=False, none_clears=True, deliver_all=True,
           first_due=0.0):
    next_due = first_due
    drawn = 0
    waiting = []
    held = None
    out = []
    for t, true in passes:
        if t + slack >= next_due:
            next_due = next_due + period if grid else t + period
            if draw_without_echo or (true is not None and true <= max_range):
                noise = noises[drawn]
                drawn += 1
            else:
                noise = 0.0
            waiting.append((t, measure(true, noise, min_range, max_range)))
        while waiting and waiting[0][0] <= t - latency + slack:
            reading = waiting.pop(0)[1]
            if reading is not None or none_clears:
                held = reading
            if not deliver_all:
                break
        out.append(held)
    return out


def noise_only_with_an_echo(passes, noises, min_range, max_range, period, latency):
    # skips the random draw when nothing is in range, so every later reading gets the wrong noise
    return _sonar(passes, noises, min_range, max_range, period, latency, draw_without_echo=False)


def timeout_decided_after_noise(passes, noises, min_range, max_range, period, latency):
    def measure(true, noise, low, high):
        if true is None:
            return None
        reading = true + noise          # a wall beyond the range can be "pulled back" into it
        return None if reading < low or reading > high else reading
    return _sonar(passes, noises, min_range, max_range, period, latency, measure=measure)


def limits_on_the_true_range(passes, noises, min_range, max_range, period, latency):
    def measure(true, noise, low, high):
        if true is None or true < low or true > high:
            return None
        return true + noise             # the noisy reading is never checked
    return _sonar(passes, noises, min_range, max_range, period, latency, measure=measure)


def edges_excluded(passes, noises, min_range, max_range, period, latency):
    def measure(true, noise, low, high):
        if true is None or true >= high:
            return None
        reading = true + noise
        return None if reading <= low or reading >= high else reading
    return _sonar(passes, noises, min_range, max_range, period, latency, measure=measure)


def schedule_on_a_fixed_grid(passes, noises, min_range, max_range, period, latency):
    return _sonar(passes, noises, min_range, max_range, period, latency, grid=True)


def first_ping_one_period_late(passes, noises, min_range, max_range, period, latency):
    # "ping when a period has passed since the last ping", with the last ping taken to be at 0
    return _sonar(passes, noises, min_range, max_range, period, latency, first_due=period)


def no_time_slack(passes, noises, min_range, max_range, period, latency):
    return _sonar(passes, noises, min_range, max_range, period, latency, slack=0.0)


def none_keeps_the_old_reading(passes, noises, min_range, max_range, period, latency):
    return _sonar(passes, noises, min_range, max_range, period, latency, none_clears=False)


def one_delivery_per_read(passes, noises, min_range, max_range, period, latency):
    return _sonar(passes, noises, min_range, max_range, period, latency, deliver_all=False)
