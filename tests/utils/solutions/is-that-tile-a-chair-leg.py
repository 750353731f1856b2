import math


def logit(p):
    return math.log(p / (1 - p))


def tile_beliefs(p0, p_echo, p_through, lo, hi, readings):
    l0 = logit(p0)
    l = l0
    after = []
    for z in readings:
        if z == "echo":
            l = l + logit(p_echo) - l0
        else:
            l = l + logit(p_through) - l0
        l = min(hi, max(lo, l))
        after.append(1 - 1 / (1 + math.exp(l)))
    plot(list(range(1, len(after) + 1)), after, kind="line", xlabel="reading", ylabel="P(occupied)")
    return after
