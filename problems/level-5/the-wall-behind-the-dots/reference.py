"""The Wall Behind the Dots: the reference is reference.lines.fit_line (perpendicular least
squares from centred sums, the normal form with d >= 0 and alpha in (-pi, pi]).

The line is judged as a line: alpha the short way round and inside (-pi, pi], d within 1e-6.
"""

import math

from reference.line_answers import as_numbers, line_problem, walls_picture
from reference.lines import centred_sums, fit_line

MAX_POINTS = 300
MIN_DISTANCE_M = 0.05    # the best line passes at least this far from the robot
MAX_SPREAD_RATIO = 0.2   # spread across the wall / spread along it: the best direction is clear
PI_CLEARANCE_RAD = 1e-6  # a drawn alpha is pi exactly or keeps this far from +-pi


def fit_wall(points):
    return fit_line([tuple(p) for p in points])


def generate(rng):
    """A wall anywhere round the robot (d from 0.3 to 6 m, any direction, a quarter of them square
    to the axes), 2 to 300 points along a stretch of 0.3 to 5 m with up to 4 cm of scatter, to the
    millimetre, in sweep order or shuffled. Drawn again until the best line is clear."""
    while True:
        points = _draw(rng)
        if fair(points):
            return [points]


def _size(rng):
    kind = rng.random()
    if kind < 0.05:
        return 2
    if kind < 0.25:
        return rng.randint(3, 8)
    if kind < 0.8:
        return rng.randint(9, 40)
    if kind < 0.9:
        return rng.randint(41, 299)
    return MAX_POINTS


def _draw(rng):
    n = _size(rng)
    if rng.random() < 0.25:
        alpha = rng.choice([0.0, math.pi / 2, math.pi, -math.pi / 2])
    else:
        alpha = rng.uniform(-math.pi, math.pi)
    d, length = rng.uniform(0.3, 6.0), rng.uniform(0.3, 5.0)
    middle = rng.uniform(-3.0, 3.0)
    noise = 0.0 if rng.random() < 0.08 else rng.uniform(0.0, 0.04)
    nx, ny = math.cos(alpha), math.sin(alpha)
    points = []
    for k in range(n):
        t = middle + length * (k / (n - 1) - 0.5) + rng.uniform(-0.3, 0.3) * length / n
        e = rng.gauss(0.0, noise) if noise else 0.0
        points.append([round(d * nx - t * ny + e * nx, 3) + 0.0, round(d * ny + t * nx + e * ny, 3) + 0.0])
    if rng.random() < 0.3:
        rng.shuffle(points)
    return points


def fair(points):
    """Two different points at least, a clear best direction, a line clear of the robot, and an
    alpha that is pi exactly or away from +-pi (so rounding cannot carry it across)."""
    if len({tuple(p) for p in points}) < 2:
        return False
    _mx, _my, sxx, syy, sxy = centred_sums(points)
    half_sum, radius = (sxx + syy) / 2, math.hypot((sxx - syy) / 2, sxy)
    if half_sum - radius > MAX_SPREAD_RATIO * (half_sum + radius):
        return False
    alpha, d = fit_line(points)
    if d < MIN_DISTANCE_M:
        return False
    return alpha == math.pi or math.pi - abs(alpha) > PI_CLEARANCE_RAD


def generate_edges(rng):
    """Walls exactly square to the axes (all x or all y equal, on either side: alpha exactly 0,
    pi/2, pi or -pi/2), walls at exactly 45 degrees (mirror pairs, so Sxx == Syy), and two-point
    walls; for the mutation analysis."""
    while True:
        points = _edge(rng)
        if fair(points):
            return [points]


def _edge(rng):
    kind = rng.randrange(4)
    c = rng.choice([0.5, 1.0, 1.75, 2.0, 3.25])
    sign = rng.choice([1.0, -1.0])
    ts = sorted({rng.choice([-2.0, -1.5, -0.75, -0.5, 0.0, 0.25, 1.0, 1.5, 2.5]) for _ in range(rng.randint(2, 8))})
    if kind == 0:
        return [[sign * c, t] for t in ts]
    if kind == 1:
        return [[t, sign * c] for t in ts]
    if kind == 2:
        points = []
        for t in ts:
            e = rng.choice([-0.125, 0.0, 0.125])
            points += [[sign * (c + t + e), sign * (c - t + e)], [sign * (c - t + e), sign * (c + t + e)]]
        return points
    return [[round(rng.uniform(-3, 3), 2), round(rng.uniform(-3, 3), 2)] for _ in range(2)]


def check(args, expected, got):
    numbers = as_numbers(got, 2)
    if numbers is None:
        return False, "return a tuple (alpha, d) of two numbers"
    problem = line_problem(expected, numbers[0], numbers[1])
    return (False, problem) if problem else (True, "")


def picture(args, expected, got):
    return walls_picture(args[0], expected, got)
