"""A Slip Option, and the Drift It Causes: the wrong algebra a learner writes, one mistake per
function. Each is the plain prediction (`_predict`) with one step done the wrong way."""

import math


def _bernoulli(p):
    return p * (1 - p)


def _predict(p_left, p_right, loss, duty, max_speed, physics_dt, odometry_distance, track, *,
             variance_of=_bernoulli, wheels=2, add_stds=False, spread_steps=math.sqrt, sign=1,
             ratio_loss=None, step=None, subtract_variances=False, lever=1.0, track_power=1,
             whole_steps=False, lost_fraction=None, ratio_from_n=False, spread_of=None):
    step = step if step is not None else duty * max_speed * physics_dt
    n = odometry_distance / step
    if whole_steps:
        n = whole_steps(n) if callable(whole_steps) else round(n)
    fraction = lost_fraction if lost_fraction is not None else loss
    lost = fraction * step
    if ratio_from_n:
        # the true distance as the odometry's distance less the centre's (n-step) loss
        ratio = 1 - n * lost * (p_left + p_right) / 2 / odometry_distance
    else:
        ratio = 1 - (ratio_loss if ratio_loss is not None else
                     fraction * (p_left + p_right) / 2)
    track = track * lever
    mean_heading = sign * n * lost * (p_left - p_right) / track
    std_left = spread_steps(n) * lost * math.sqrt(variance_of(p_left))
    std_right = spread_steps(n) * lost * math.sqrt(variance_of(p_right))
    if add_stds:
        spread = std_left + std_right
    elif subtract_variances:
        spread = math.sqrt(abs(std_left ** 2 - std_right ** 2))
    elif wheels == 1:
        spread = std_left
    else:
        spread = math.sqrt(std_left ** 2 + std_right ** 2)
    if spread_of is not None:
        return (ratio, mean_heading, spread_of(spread ** 2, track))
    return (ratio, mean_heading, spread / track ** track_power)


def poisson_variance(*args):
    # the variance of a slip count taken as n p, forgetting the (1 - p)
    return _predict(*args, variance_of=lambda p: p)


def one_wheel_only(*args):
    # the heading's spread from the left wheel's losses alone
    return _predict(*args, wheels=1)


def standard_deviations_added(*args):
    # independent spreads added as standard deviations instead of as variances
    return _predict(*args, add_stds=True)


def spread_grows_with_the_steps(*args):
    # the spread of a sum of n independent losses taken to grow like n, not like sqrt(n)
    return _predict(*args, spread_steps=lambda n: n)


def heading_sign_flipped(*args):
    # a left wheel that loses distance taken to turn the robot to the right
    return _predict(*args, sign=-1)


def loss_fraction_forgotten(*args):
    # every slip taken to lose the whole step
    p_left, p_right = args[0], args[1]
    return _predict(*args, ratio_loss=(p_left + p_right) / 2)


def both_losses_to_the_centre(*args):
    # the centre taken to lose the left wheel's loss plus the right wheel's
    p_left, p_right, loss = args[0], args[1], args[2]
    return _predict(*args, ratio_loss=loss * (p_left + p_right))


def duty_forgotten(*args):
    # a step's distance taken at top speed, as if the duty were 1
    return _predict(*args, step=args[4] * args[5])


def variances_subtracted(*args):
    # the variance of the left-minus-right difference taken as the difference of the variances
    return _predict(*args, subtract_variances=True)


def half_track(*args):
    # the heading change divided by half the track (a wheel's distance from the centre)
    return _predict(*args, lever=0.5)


def std_over_track_squared(*args):
    # the standard deviation divided by the track squared, the rule for a variance
    return _predict(*args, track_power=2)


def steps_rounded(*args):
    # the number of steps rounded to a whole number
    return _predict(*args, whole_steps=True)


def steps_truncated(*args):
    # the number of steps cut down to a whole number, the centre's loss taken over those steps
    return _predict(*args, whole_steps=math.floor, ratio_from_n=True)


def steps_rounded_over_the_steps(*args):
    # the number of steps rounded to a whole number, the centre's loss taken over those steps
    return _predict(*args, whole_steps=round, ratio_from_n=True)


def loss_read_as_what_remains(*args):
    # loss read as the fraction a slipping wheel still rolls: each slip loses (1 - loss) d0
    return _predict(*args, lost_fraction=1 - args[2])


def variance_returned(*args):
    # the heading's variance (over the track squared) returned where its standard deviation is asked
    return _predict(*args, spread_of=lambda variance, track: variance / track ** 2)


def variance_over_track(*args):
    # the variance divided by the track, not its square, before the square root
    return _predict(*args, spread_of=lambda variance, track: math.sqrt(variance / abs(track)))
