"""Multiply Two Small Matrices: the reference is reference.frames.matmul."""

import math

from reference.frames import homogeneous, matmul


def multiply(A, B):
    return matmul(A, B)


def generate(rng):
    """Either two 3 x 3 homogeneous transforms (a robot and an arm on it), a transform and a point
    [x, y, 1], or an n x m and an m x p matrix with n, m, p from 1 to 3 and entries in [-5, 5]."""
    kind = rng.random()
    if kind < 0.5:
        first = _transform(rng, 5.0)
        second = _transform(rng, 0.8) if kind < 0.3 else [[round(rng.uniform(-1.0, 1.0), 2)], [round(rng.uniform(-1.0, 1.0), 2)], [1]]
        return [first, second]
    n, m, p = (rng.randint(1, 3) for _ in range(3))
    return [_matrix(rng, n, m), _matrix(rng, m, p)]


def _transform(rng, reach):
    pose = (round(rng.uniform(-reach, reach), 2), round(rng.uniform(-reach, reach), 2), rng.uniform(-math.pi, math.pi))
    return [[round(value, 4) for value in row] for row in homogeneous(pose)]


def _matrix(rng, rows, columns):
    return [[round(rng.uniform(-5.0, 5.0), 2) for _ in range(columns)] for _ in range(rows)]
