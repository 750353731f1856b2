"""Three Joints, One Bookshelf Corner: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful descent, `_descend`, with one piece swapped for the wrong one.
"""

import math


def _chain(lengths, q):
    heads, h = [], 0.0
    for t in q:
        h += t
        heads.append(h)
    x = sum(l * math.cos(p) for l, p in zip(lengths, heads))
    y = sum(l * math.sin(p) for l, p in zip(lengths, heads))
    return x, y, heads


def _column(lengths, heads, i):
    return (-sum(l * math.sin(p) for l, p in zip(lengths[i:], heads[i:])),
            sum(l * math.cos(p) for l, p in zip(lengths[i:], heads[i:])))


def _gradient(lengths, target, q, anchor, mu, column=_column, pull_factor=1.0, chain=_chain):
    x, y, heads = chain(lengths, q)
    ex, ey = x - target[0], y - target[1]
    g = []
    for i in range(len(q)):
        jx, jy = column(lengths, heads, i)
        g.append(jx * ex + jy * ey + pull_factor * mu * (q[i] - anchor[i]))
    return g


def _finish(lengths, target, q, chain=_chain):
    x, y, _ = chain(lengths, q)
    return q, math.hypot(x - target[0], y - target[1])


def _descend(lengths, target, start, alpha, mu, iterations, **options):
    q = list(start)
    for _ in range(iterations):
        g = _gradient(lengths, target, q, start, mu, **options)
        q = [t - alpha * gi for t, gi in zip(q, g)]
    return _finish(lengths, target, q, options.get("chain", _chain))


def start_changed_in_place(lengths, target, start, alpha, mu, iterations):
    q = start  # not a copy: the pull below compares q with itself
    for _ in range(iterations):
        g = _gradient(lengths, target, q, start, mu)
        for i in range(len(q)):
            q[i] -= alpha * g[i]
    return _finish(lengths, target, q)


def pull_from_the_previous_step(lengths, target, start, alpha, mu, iterations):
    q, previous = list(start), list(start)
    for _ in range(iterations):
        g = _gradient(lengths, target, q, previous, mu)
        previous = q
        q = [t - alpha * gi for t, gi in zip(q, g)]
    return _finish(lengths, target, q)


def pull_pushes_away(lengths, target, start, alpha, mu, iterations):
    return _descend(lengths, target, start, alpha, mu, iterations, pull_factor=-1.0)


def pull_halved(lengths, target, start, alpha, mu, iterations):
    return _descend(lengths, target, start, alpha, mu, iterations, pull_factor=0.5)


def column_from_its_own_link(lengths, target, start, alpha, mu, iterations):
    def own_link(lengths, heads, i):
        return -lengths[i] * math.sin(heads[i]), lengths[i] * math.cos(heads[i])

    return _descend(lengths, target, start, alpha, mu, iterations, column=own_link)


def joints_updated_one_by_one(lengths, target, start, alpha, mu, iterations):
    q = list(start)
    for _ in range(iterations):
        for i in range(len(q)):
            q[i] -= alpha * _gradient(lengths, target, q, start, mu)[i]  # later joints see earlier ones moved
    return _finish(lengths, target, q)


def absolute_angles(lengths, target, start, alpha, mu, iterations):
    def chain_of_absolute_angles(lengths, q):
        heads = list(q)  # each t_i taken as link i's own direction, not t_0 + ... + t_i
        x = sum(l * math.cos(p) for l, p in zip(lengths, heads))
        y = sum(l * math.sin(p) for l, p in zip(lengths, heads))
        return x, y, heads

    return _descend(lengths, target, start, alpha, mu, iterations, chain=chain_of_absolute_angles)


def adds_the_gradient(lengths, target, start, alpha, mu, iterations):
    return _descend(lengths, target, start, -alpha, mu, iterations)


def error_from_fingertip_to_corner(lengths, target, start, alpha, mu, iterations):
    def flipped(lengths, heads, i):
        jx, jy = _column(lengths, heads, i)
        return -jx, -jy  # column . (target - p) = -(column . e)

    return _descend(lengths, target, start, alpha, mu, iterations, column=flipped)


def stops_on_the_corner(lengths, target, start, alpha, mu, iterations):
    q = list(start)
    for _ in range(iterations):
        if _finish(lengths, target, q)[1] <= 1e-6:
            break  # "reached": the remaining updates are skipped
        g = _gradient(lengths, target, q, start, mu)
        q = [t - alpha * gi for t, gi in zip(q, g)]
    return _finish(lengths, target, q)


def one_update_too_many(lengths, target, start, alpha, mu, iterations):
    return _descend(lengths, target, start, alpha, mu, iterations + 1)


def pull_left_squared(lengths, target, start, alpha, mu, iterations):
    q = list(start)
    for _ in range(iterations):
        g = _gradient(lengths, target, q, start, 0.0)
        g = [gi + mu * (t - s) ** 2 for gi, t, s in zip(g, q, start)]  # the square not differentiated
        q = [t - alpha * gi for t, gi in zip(q, g)]
    return _finish(lengths, target, q)
