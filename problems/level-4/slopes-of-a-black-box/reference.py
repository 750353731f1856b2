"""Slopes of a Black Box: the expected slopes are EXACT (reference.jacobian.network_slopes, the
chain rule), and an answer is judged against them entry by entry within 1e-6 absolute: any
central difference with a step from 1e-6 to 1e-4 meets that for every model the generator draws
(truncation <= h^2/6 * 2 * 5 * 5 * 1.5^3, rounding <= 1e-16 * 105 / h), a tiny step or a
one-sided difference does not."""

from reference.jacobian import network_slopes
from reference.jacobian_answers import matrix_problem

TOLERANCE = 1e-6


def slopes(model, inputs):
    return network_slopes(model, inputs)


def generate(rng):
    """m in 1..4 inputs, k in 1..5 hidden units, p in 1..3 outputs; weights and biases to two
    decimals inside the promised sizes (sometimes exactly on them), inputs inside [-2, 2]."""
    m, k, p = rng.randint(1, 4), rng.randint(1, 5), rng.randint(1, 3)

    def value(size):
        return rng.choice([-size, size]) if rng.random() < 0.05 else round(rng.uniform(-size, size), 2)

    model = {"w1": [[value(1.5) for _ in range(m)] for _ in range(k)], "b1": [value(2.0) for _ in range(k)],
             "w2": [[value(5.0) for _ in range(k)] for _ in range(p)], "b2": [value(80.0) for _ in range(p)]}
    return [model, [value(2.0) for _ in range(m)]]


def check(args, expected, got):
    problem = matrix_problem(expected, got, TOLERANCE, entry_name=lambda r, c: f"d output {r} / d input {c}",
                             what="the slopes", row_meaning="one per output", column_meaning="one per input")
    return (problem is None), problem or ""
