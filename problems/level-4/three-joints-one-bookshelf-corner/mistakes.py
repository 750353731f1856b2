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


def _gradient(lengths, target, q, anchor, mu, column=_column, pull_factor=1.0):
    x, y, heads = _chain(lengths, q)
    ex, ey = x - target[0], y - target[1]
    g = []
    for i in range(len(q)):
        jx, jy = column(lengths, heads, i)
        g.append(jx * ex + jy * ey + pull_factor * mu * (q[i] - anchor[i]))
    return g


def _finish(lengths, target, q):
    x, y, _ = _chain(lengths, q)
    return q, math.hypot(x - target[0], y - target[1])


def _descend(lengths, target, start, alpha, mu, iterations, **options):
    q = list(start)
    for _ in range(iterations):
        g = _gradient(lengths, target, q, start, mu, **options)
        q = [t - alpha * gi for t, gi in zip(q, g)]
    return _finish(lengths, target, q)


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
