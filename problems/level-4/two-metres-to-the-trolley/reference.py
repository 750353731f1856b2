"""Two Metres to the Trolley: the reference is reference.histogram.locate_by_range.

The belief is judged as a belief: one probability per cell, adding up to 1, each within 1e-9 of
ours.
"""

from reference.belief_answers import belief_bars, belief_problem
from reference.histogram import expected_ranges_cells, locate_by_range as locate

CELL_SIZES_M = (0.25, 0.4, 0.5, 1.0, 1.5)
REACH_SIGMAS = 6  # some free cell predicts a distance within this many sigma of the reading


def locate_by_range(blocked, cell_m, direction, z_m, sigma_m):
    return locate(blocked, cell_m, _looking(direction), z_m, sigma_m)


def _looking(direction):
    return "left" if direction == -1 else "right"


def generate(rng):
    """A corridor of 1 to 80 cells, up to a third of them trolleys (sometimes none, sometimes one in
    an end cell); cells of 0.25 to 1.5 m; the sensor either way; sigma from 0.05 to 1 m; a reading
    near a free cell's prediction (now and then exactly on it), rounded to the centimetre."""
    n = rng.randint(1, 4) if rng.random() < 0.08 else rng.randint(5, 20) if rng.random() < 0.75 else rng.randint(21, 80)
    density = 0.0 if rng.random() < 0.1 else rng.uniform(0.05, 0.33)
    blocked = [1 if rng.random() < density else 0 for _ in range(n)]
    if n > 1 and rng.random() < 0.15:
        blocked[rng.choice([0, n - 1])] = 1
    if all(blocked):
        blocked[rng.randrange(n)] = 0
    cell_m, direction = rng.choice(CELL_SIZES_M), rng.choice([-1, 1])
    sigma_m = round(rng.uniform(0.05, 1.0), 2)
    predicted = [cells * cell_m for cells in expected_ranges_cells(blocked, _looking(direction)) if cells is not None]
    target = rng.choice(predicted)
    noise = 0.0 if rng.random() < 0.15 else rng.gauss(0.0, sigma_m)
    z_m = round(max(0.0, target + max(-3 * sigma_m, min(3 * sigma_m, noise))), 2)
    return [blocked, cell_m, direction, z_m, sigma_m]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    problem = belief_problem(expected, got, "your belief")
    return (False, problem) if problem else (True, "")


def picture(args, expected, got):
    """The trolleys, our belief and the learner's, as bars."""
    blocked = args[0]
    trolleys = {"kind": "step", "xs": list(range(len(blocked))), "ys": [float(b) for b in blocked],
                "label": "trolleys", "xlabel": "cell", "ylabel": "belief"}
    return [trolleys, *belief_bars(expected, got)]
