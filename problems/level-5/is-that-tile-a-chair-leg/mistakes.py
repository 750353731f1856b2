"""Is That Tile a Chair Leg?: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful update, `_beliefs`, with one step done the wrong way."""

import math


def _logit(p):
    return math.log(p / (1 - p))


def _prob(l):
    return 1 - 1 / (1 + math.exp(l))


def _clamp(l, lo, hi):
    return min(hi, max(lo, l))


def _beliefs(p0, p_echo, p_through, lo, hi, readings, start=None, evidence=None, clamp_running=True,
             clamp_reported=False, prob=_prob, logit=_logit):
    l0 = logit(p0)
    l = l0 if start is None else start
    out = []
    for z in readings:
        pz = p_echo if z == "echo" else p_through
        l += evidence(pz, l0) if evidence else logit(pz) - l0
        if clamp_running:
            l = _clamp(l, lo, hi)
        out.append(prob(_clamp(l, lo, hi) if clamp_reported else l))
    return out


def starts_at_zero(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, start=0.0)  # as if the prior were 1/2


def keeps_the_prior(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, evidence=lambda pz, l0: _logit(pz))


def clamps_only_the_answers(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, clamp_running=False, clamp_reported=True)


def clamps_only_at_the_end(p0, p_echo, p_through, lo, hi, readings):
    l0 = _logit(p0)
    l = l0
    out = []
    for i, z in enumerate(readings):
        l += _logit(p_echo if z == "echo" else p_through) - l0
        if i == len(readings) - 1:
            l = _clamp(l, lo, hi)  # one clamp, after the last reading
        out.append(_prob(l))
    return out


def forgets_the_clamp(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, clamp_running=False)


def probability_of_free(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, prob=lambda l: 1 / (1 + math.exp(l)))


def base_ten_log_odds(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, logit=lambda p: math.log10(p / (1 - p)),
                    prob=lambda l: 1 - 1 / (1 + 10 ** l))


def returns_log_odds(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, prob=lambda l: l)


def clamps_before_adding(p0, p_echo, p_through, lo, hi, readings):
    l0 = _logit(p0)
    l = l0
    out = []
    for z in readings:
        l = _clamp(l, lo, hi)  # clamped first, then the reading added: the reported value is not clamped
        l = l + _logit(p_echo if z == "echo" else p_through) - l0
        out.append(_prob(l))
    return out


def adds_the_prior_again(p0, p_echo, p_through, lo, hi, readings):
    return _beliefs(p0, p_echo, p_through, lo, hi, readings, evidence=lambda pz, l0: _logit(pz) + l0)


def reports_the_prior_first(p0, p_echo, p_through, lo, hi, readings):
    return [_prob(_logit(p0))] + _beliefs(p0, p_echo, p_through, lo, hi, readings)
