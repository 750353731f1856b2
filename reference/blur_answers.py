"""Pictures for the error-propagation problems: a cloud of simulated outcomes with the ellipse
two standard deviations out that our covariance predicts, and the one the learner's does.

Trusted side only (the grader draws these on a case's card). Never raises on a malformed answer:
what cannot be read is left out of the picture.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from reference.ik_answers import finite_float
from reference.jacobian import covariance_ellipse

ELLIPSE_SDS = 2.0


def as_covariance_2x2(got: Any) -> list[list[float]] | None:
    """The top-left 2 x 2 block of a matrix answer as floats, or None when it cannot be read or
    is not a covariance (a negative variance, or a covariance larger than the sds allow)."""
    if not isinstance(got, (list, tuple)) or len(got) < 2:
        return None
    rows = []
    for row in got[:2]:
        if not isinstance(row, (list, tuple)) or len(row) < 2:
            return None
        numbers = [finite_float(v) for v in row[:2]]
        if None in numbers:
            return None
        rows.append(numbers)
    (a, b), (_, d) = rows
    if a < 0 or d < 0 or b * b > a * d * (1 + 1e-9):
        return None
    return rows


def blur_picture(points: Sequence[tuple[float, float]], center: tuple[float, float],
                 expected_cov: Sequence[Sequence[float]], got_cov: Any,
                 xlabel: str, ylabel: str) -> list[dict]:
    """The scatter, our ellipse, and the learner's ellipse when their covariance can be drawn."""
    plots = [{"kind": "scatter", "xs": [p[0] for p in points], "ys": [p[1] for p in points],
              "label": "simulated", "xlabel": xlabel, "ylabel": ylabel}]
    for label, cov in (("our 2-sd ellipse", as_covariance_2x2(expected_cov)),
                       ("your 2-sd ellipse", as_covariance_2x2(got_cov))):
        if cov is not None:
            xs, ys = covariance_ellipse(center, cov, ELLIPSE_SDS)
            plots.append({"kind": "line", "xs": xs, "ys": ys, "label": label, "xlabel": xlabel, "ylabel": ylabel})
    return plots


def spread_picture(samples: Sequence[float], mean: float, expected_var: float, got_var: Any,
                   xlabel: str, bins: int = 24) -> list[dict]:
    """One result: a histogram of simulated values, with the bell curve our variance predicts
    and the one the learner's does (when it is a usable variance), scaled to the counts."""
    if not samples:
        return []
    low, high = min(samples), max(samples)
    width = (high - low) / bins or 1.0
    counts = [0] * bins
    for value in samples:
        counts[min(bins - 1, int((value - low) / width))] += 1
    centres = [low + (k + 0.5) * width for k in range(bins)]
    plots = [{"kind": "bar", "xs": centres, "ys": counts, "label": "simulated", "xlabel": xlabel, "ylabel": "count"}]
    for label, var in (("our prediction", finite_float(expected_var)), ("your prediction", finite_float(got_var))):
        if var is not None and var > 0:
            scale = len(samples) * width / math.sqrt(2 * math.pi * var)
            plots.append({"kind": "line", "xs": centres, "label": label, "xlabel": xlabel, "ylabel": "count",
                          "ys": [scale * math.exp(-(x - mean) ** 2 / (2 * var)) for x in centres]})
    return plots
