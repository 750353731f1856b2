"""The histogram filter: a belief over n cells, sharpened by readings and spread by moves.

Conventions (shared by every belief problem):
- a belief is a list of n probabilities adding up to 1; belief[i] is P(robot in cell i);
- a reading's likelihoods are P(reading | cell i), one per cell (the sensor model, not the answer);
- a move is a list of outcomes (cells moved, probability): positive moves go towards higher
  cell numbers. On a ring cell n - 1 is followed by cell 0; in a corridor the end walls stop
  the robot in the end cell;
- the filter moves, then senses, at every step;
- a sense update whose total (the evidence P(reading)) is exactly 0 resets to the uniform belief;
- "the best cell" is the first within TIE_TOLERANCE of the largest probability, since cells that
  should tie can differ by rounding dust after a long run of sums.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

TIE_TOLERANCE = 1e-9

Belief = list[float]
Outcome = tuple[int, float]  # (cells moved, probability)


def uniform_belief(n: int) -> Belief:
    """No idea where the robot is: 1 / n in every cell."""
    return [1.0 / n] * n


def sense(belief: Sequence[float], likelihoods: Sequence[float]) -> tuple[Belief, float]:
    """Bayes' rule in every cell: (posterior, evidence).

    The evidence, the sum of prior * likelihood, is P(reading). When it is 0 no cell can explain
    the reading (the map, the model or an over-sure belief is wrong): the belief is reset to
    uniform and the evidence 0.0 returned, so a caller that wants another policy can tell.
    """
    weights = [prior * likelihood for prior, likelihood in zip(belief, likelihoods)]
    evidence = sum(weights)
    if evidence == 0:
        return uniform_belief(len(weights)), 0.0
    return [weight / evidence for weight in weights], evidence


def likelihoods_from_table(world: Sequence[str], reading: str,
                           p_reading_given_label: Mapping[tuple[str, str], float]) -> list[float]:
    """P(reading | cell) for every cell, from a table keyed by (reading, the cell's map label)."""
    return [p_reading_given_label[(reading, label)] for label in world]


def two_label_likelihoods(world: Sequence[str], reading: str, p_hit: float) -> list[float]:
    """A sensor that reports the cell's own label with probability p_hit, otherwise the other
    label: a cell whose label disagrees with the reading gets 1 - p_hit, not p_hit."""
    return [p_hit if label == reading else 1.0 - p_hit for label in world]


def hit_rate_likelihoods(world: Sequence[str], reading: str, hit_rates: Mapping[str, float]) -> list[float]:
    """A two-label sensor whose hit rate depends on what is really in the cell: hit_rates[label]
    is P(it reports label | the cell is label). A cell whose label disagrees with the reading
    produced it through an error of its own label, with probability 1 - hit_rates[its label]."""
    return [hit_rates[label] if label == reading else 1.0 - hit_rates[label] for label in world]


def landing_cell(start: int, cells_moved: int, n: int, *, ring: bool) -> int:
    """Where a robot in cell `start` ends after moving `cells_moved` cells (negative: backwards)."""
    target = start + cells_moved
    if ring:
        return target % n
    return min(n - 1, max(0, target))


def move(belief: Sequence[float], outcomes: Sequence[Outcome], *, ring: bool) -> Belief:
    """The law of total probability: each cell pushes its probability to every cell it may land in.

    Adds into a fresh list (several cells can land in one place; reading and writing one list
    would reuse probability already moved). Moving never loses probability, ring or corridor.
    """
    n = len(belief)
    moved = [0.0] * n
    for start, probability_here in enumerate(belief):
        for cells_moved, probability_of_outcome in outcomes:
            moved[landing_cell(start, cells_moved, n, ring=ring)] += probability_here * probability_of_outcome
    return moved


def move_repeatedly(belief: Sequence[float], outcomes: Sequence[Outcome], times: int, *,
                    ring: bool) -> list[Belief]:
    """The belief after each of `times` identical moves, every one its own list; `belief` itself is
    left as it was."""
    history: list[Belief] = []
    for _ in range(times):
        belief = move(belief, outcomes, ring=ring)
        history.append(belief)
    return history


def move_through(belief: Sequence[float], motion_models: Sequence[Sequence[Outcome]], *, ring: bool) -> Belief:
    """The belief after one move per motion model, in order (a fresh list even when there are none)."""
    moved = list(belief)
    for outcomes in motion_models:
        moved = move(moved, outcomes, ring=ring)
    return moved


def commanded_outcomes(command_cells: int, slip: Sequence[Outcome]) -> list[Outcome]:
    """A command to move u cells with slip [(offset, p), ...] lands u + offset cells on with p."""
    return [(command_cells + offset, probability) for offset, probability in slip]


def entropy_bits(belief: Sequence[float]) -> float:
    """Shannon entropy in bits; empty cells add nothing (the limit of p log p is 0).

    Written as a sum of -p log2 p so that a certain belief gives 0.0, not -0.0.
    """
    return sum(-p * math.log2(p) for p in belief if p > 0)


def best_cell(belief: Sequence[float], tolerance: float = TIE_TOLERANCE) -> int:
    """The first cell within `tolerance` of the largest probability: a tie keeps the first."""
    top = max(belief)
    return next(i for i, p in enumerate(belief) if p >= top - tolerance)


def mass_within(belief: Sequence[float], centre: int, k: int) -> float:
    """The probability within k cells of `centre` in a corridor: the window is clipped at the
    walls, never wrapped round."""
    low, high = max(0, centre - k), min(len(belief) - 1, centre + k)
    return sum(belief[low:high + 1])


def how_sure(belief: Sequence[float], k: int) -> tuple[float, int, float]:
    """(entropy in bits, best cell, probability within k cells of it in a walled corridor)."""
    best = best_cell(belief)
    return entropy_bits(belief), best, mass_within(belief, best, k)


@dataclass(frozen=True)
class FilterStep:
    command_cells: int
    reading: str
    moved: Belief   # after the move, before the reading
    sensed: Belief  # after the reading


def ring_filter_steps(world: Sequence[str], p_hit: float, slip: Sequence[Outcome],
                      steps: Sequence[tuple[int, str]]) -> Iterator[FilterStep]:
    """Histogram localization on a ring with a two-label sensor: from uniform, for each
    (command, reading) move then sense, yielding both beliefs of every step."""
    belief = uniform_belief(len(world))
    for command_cells, reading in steps:
        moved = move(belief, commanded_outcomes(command_cells, slip), ring=True)
        belief, _ = sense(moved, two_label_likelihoods(world, reading, p_hit))
        yield FilterStep(command_cells, reading, moved, belief)


def localize_on_ring(world: Sequence[str], p_hit: float, slip: Sequence[Outcome],
                     steps: Sequence[tuple[int, str]]) -> tuple[int, Belief]:
    """(best cell, final belief) after running the ring filter over every step."""
    belief = uniform_belief(len(world))
    for step in ring_filter_steps(world, p_hit, slip, steps):
        belief = step.sensed
    return best_cell(belief), belief


# Readings that are numbers: a range sensor with Gaussian noise, in a corridor of free and
# blocked cells. The sensor looks "left" (towards cell 0) or "right" (towards cell n - 1); the end
# wall counts as a blocked cell just beyond the end (cell -1 or cell n), so every free cell sees
# something. Distances run from the robot's cell to the blocked cell, i - j cells, not the cells
# in between.

def expected_ranges_cells(blocked: Sequence[int | bool], looking: str) -> list[int | None]:
    """The distance, in cells, each free cell's sensor should measure: |i - j| to the nearest
    blocked cell j on the side it looks. None for a blocked cell (the robot cannot stand there).
    One pass, from the end the sensor looks towards, remembering the last blocked cell seen."""
    n = len(blocked)
    order = range(n) if looking == "left" else range(n - 1, -1, -1)
    last = -1 if looking == "left" else n
    expected: list[int | None] = [None] * n
    for i in order:
        if blocked[i]:
            last = i
        else:
            expected[i] = abs(i - last)
    return expected


def gaussian_weight(gap: float, sigma: float) -> float:
    """The Gaussian density of the gap without its constant factor, which cancels on normalising."""
    return math.exp(-gap ** 2 / (2 * sigma ** 2))


def range_likelihoods(blocked: Sequence[int | bool], cell_m: float, looking: str, z_m: float,
                      sigma_m: float) -> list[float]:
    """P(range z_m | cell i) up to a constant: a Gaussian of the gap between z_m and the distance in
    metres the map predicts from cell i; 0 for a blocked cell."""
    return [0.0 if cells is None else gaussian_weight(z_m - cells * cell_m, sigma_m)
            for cells in expected_ranges_cells(blocked, looking)]


def uniform_over_free(blocked: Sequence[int | bool]) -> Belief:
    """Lost, but not inside an obstacle: equal probability on every free cell, 0 on blocked ones."""
    free = sum(1 for cell in blocked if not cell)
    return [0.0 if cell else 1.0 / free for cell in blocked]


def locate_by_range(blocked: Sequence[int | bool], cell_m: float, looking: str, z_m: float,
                    sigma_m: float) -> Belief:
    """A lost robot's belief after one range reading: uniform over the free cells, then sensed."""
    likelihoods = range_likelihoods(blocked, cell_m, looking, z_m, sigma_m)
    return sense(uniform_over_free(blocked), likelihoods)[0]


# ---- The grid filter, the kidnapped robot, evidence and the move that tells the most
#
# A floor of tiles is a list of rows, row 0 at the top (north) and column 0 on the left (west);
# a 2-D belief is a list of rows of probabilities over the whole floor, adding up to 1 over all
# of it. The floor's edges are walls: a move that would leave it keeps the robot on its tile.
# Tiles are taken in reading order (row by row from the top, left to right in a row): the best
# tile is the first in that order within TIE_TOLERANCE of the largest probability.

Grid = list[list[float]]
Tile = tuple[int, int]  # (row, col)
GRID_STEPS: dict[str, Tile] = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}
NestedSensor = Mapping[str, Mapping[str, float]]  # sensor[reading][label] = P(reading | label)


def table_from_nested(sensor: NestedSensor) -> dict[tuple[str, str], float]:
    """sensor[reading][label] (the JSON-friendly form) as the (reading, label) table
    likelihoods_from_table reads."""
    return {(reading, label): p for reading, row in sensor.items() for label, p in row.items()}


def flatten(grid: Sequence[Sequence[float]]) -> list[float]:
    """The tiles in reading order."""
    return [value for row in grid for value in row]


def reshape(values: Sequence[float], cols: int) -> Grid:
    """A list in reading order back into rows of `cols` tiles."""
    return [list(values[start:start + cols]) for start in range(0, len(values), cols)]


def uniform_grid(rows: int, cols: int) -> Grid:
    """Lost on the floor: the same probability on every tile."""
    return reshape(uniform_belief(rows * cols), cols)


def landing_tile(row: int, col: int, command: str, rows: int, cols: int) -> Tile:
    """Where one tile's move in direction `command` (N, S, E or W) ends; off the floor, where it began."""
    d_row, d_col = GRID_STEPS[command]
    target_row, target_col = row + d_row, col + d_col
    if 0 <= target_row < rows and 0 <= target_col < cols:
        return target_row, target_col
    return row, col  # bumped the wall at the floor's edge: it stays


def move_grid(belief: Sequence[Sequence[float]], command: str, p_move: float) -> Grid:
    """A command to move one tile: it does with p_move, the wheels slip and it stays otherwise.
    Every tile pushes its probability into a fresh grid; a blocked move keeps it on the tile."""
    rows, cols = len(belief), len(belief[0])
    moved = [[0.0] * cols for _ in range(rows)]
    for row, line in enumerate(belief):
        for col, probability_here in enumerate(line):
            moved[row][col] += probability_here * (1.0 - p_move)
            landing_row, landing_col = landing_tile(row, col, command, rows, cols)
            moved[landing_row][landing_col] += probability_here * p_move
    return moved


def tile_likelihoods(floor: Sequence[str], reading: str, sensor: NestedSensor) -> Grid:
    """P(reading | tile) for every tile of a floor whose rows are strings of one-letter labels."""
    table = table_from_nested(sensor)
    return [likelihoods_from_table(row, reading, table) for row in floor]


def sense_grid(belief: Sequence[Sequence[float]], likelihoods: Sequence[Sequence[float]]) -> tuple[Grid, float]:
    """Bayes' rule on every tile, normalised over the whole floor (never row by row):
    (posterior, evidence); an evidence of 0 resets to the uniform grid, as sense does."""
    posterior, evidence = sense(flatten(belief), flatten(likelihoods))
    return reshape(posterior, len(belief[0])), evidence


def best_tile(belief: Sequence[Sequence[float]], tolerance: float = TIE_TOLERANCE) -> Tile:
    """(row, col) of the first tile in reading order within `tolerance` of the largest probability."""
    row, col = divmod(best_cell(flatten(belief), tolerance), len(belief[0]))
    return row, col


def localize_on_tiles(floor: Sequence[str], sensor: NestedSensor, p_move: float,
                      steps: Sequence[tuple[str, str]]) -> tuple[Tile, Grid]:
    """The grid filter from a uniform belief: for each (command, reading) move, then sense.
    Returns (best tile, final belief)."""
    belief = uniform_grid(len(floor), len(floor[0]))
    for command, reading in steps:
        belief, _ = sense_grid(move_grid(belief, command, p_move), tile_likelihoods(floor, reading, sensor))
    return best_tile(belief), belief


# The kidnapped robot: after each sense update, a little uniform belief is mixed back in, as if
# the robot could be carried off at any moment; no cell then ever drops to 0.

def mix_with_uniform(belief: Sequence[float], eps: float) -> Belief:
    """(1 - eps) * belief + eps / n in every cell: still adds up to 1."""
    n = len(belief)
    return [(1.0 - eps) * p + eps / n for p in belief]


def kidnap_filter_steps(world: Sequence[str], p_hit: float, eps: float, start: Sequence[float],
                        steps: Sequence[tuple[int, str]]) -> Iterator[Belief]:
    """On a ring with exact moves and a two-label sensor, from `start` (never changed): for each
    (cells moved, reading) move, sense (a zero total resets to uniform), then mix; yields each
    step's belief."""
    belief = list(start)
    for cells_moved, reading in steps:
        moved = move(belief, [(cells_moved, 1.0)], ring=True)
        sensed, _ = sense(moved, two_label_likelihoods(world, reading, p_hit))
        belief = mix_with_uniform(sensed, eps)
        yield belief


def recover_from_kidnapping(world: Sequence[str], p_hit: float, eps: float, start: Sequence[float],
                            steps: Sequence[tuple[int, str]]) -> tuple[list[int], Belief]:
    """(best cell after each step, final belief) of kidnap_filter_steps."""
    belief, guesses = list(start), []
    for belief in kidnap_filter_steps(world, p_hit, eps, start, steps):
        guesses.append(best_cell(belief))
    return guesses, belief


# The normalising sum is evidence: the product of every sense update's total is P(all readings |
# this map), and Bayes' rule across maps weighs them.

def ring_evidence(world: Sequence[str], p_hit: float, slip: Sequence[Outcome],
                  steps: Sequence[tuple[int, str]]) -> tuple[float, Belief]:
    """(P(all readings | this map), final belief) of the ring filter from uniform. Each step's
    total is P(reading | the readings before, this map), from a normalised belief; a total of 0
    rules the map out (the product stays 0; the belief resets to uniform as sense does)."""
    belief, evidence = uniform_belief(len(world)), 1.0
    for command_cells, reading in steps:
        moved = move(belief, commanded_outcomes(command_cells, slip), ring=True)
        belief, total = sense(moved, two_label_likelihoods(world, reading, p_hit))
        evidence *= total
    return evidence, belief


def posterior_over_maps(prior: Sequence[float], evidences: Sequence[float]) -> Belief:
    """Bayes' rule across maps: prior * evidence, normalised; uniform when every product is 0."""
    return sense(prior, evidences)[0]


def which_map(worlds: Sequence[Sequence[str]], prior: Sequence[float], p_hit: float,
              slip: Sequence[Outcome], steps: Sequence[tuple[int, str]]) -> tuple[list[float], Belief]:
    """(evidence of each map, posterior over the maps) for one run of (command, reading) steps."""
    evidences = [ring_evidence(world, p_hit, slip, steps)[0] for world in worlds]
    return evidences, posterior_over_maps(prior, evidences)


# Which move tells the most: imagine the move (it does not depend on the reading), branch on every
# reading the sensor can give, and weigh each branch's entropy by its probability. Readings with
# probability 0 cannot happen and are skipped.

def likelihoods_by_reading(world: Sequence[str], sensor: NestedSensor) -> dict[str, list[float]]:
    """For every reading the sensor can give, P(reading | cell) for every cell."""
    table = table_from_nested(sensor)
    return {reading: likelihoods_from_table(world, reading, table) for reading in sensor}


def reading_branches(moved: Sequence[float],
                     likelihoods: Mapping[str, Sequence[float]]) -> list[tuple[str, float, float]]:
    """(reading, P(reading), entropy in bits after it) for each reading that can happen."""
    branches = []
    for reading, reading_likelihoods in likelihoods.items():
        posterior, p_reading = sense(moved, reading_likelihoods)
        if p_reading > 0:
            branches.append((reading, p_reading, entropy_bits(posterior)))
    return branches


def expected_entropy_bits(moved: Sequence[float], likelihoods: Mapping[str, Sequence[float]]) -> float:
    """E(u) = sum over readings z of P(z) * H(belief after z), from the belief after the move."""
    return sum(p_reading * bits for _, p_reading, bits in reading_branches(moved, likelihoods))


def expected_entropies_of_moves(world: Sequence[str], sensor: NestedSensor, slip: Sequence[Outcome],
                                belief: Sequence[float], moves: Sequence[int], *, ring: bool) -> list[float]:
    """E(u) for each candidate command u, every one imagined from `belief` (never changed)."""
    likelihoods = likelihoods_by_reading(world, sensor)
    return [expected_entropy_bits(move(belief, commanded_outcomes(u, slip), ring=ring), likelihoods)
            for u in moves]


def most_telling_move(world: Sequence[str], sensor: NestedSensor, slip: Sequence[Outcome],
                      belief: Sequence[float], moves: Sequence[int], *, ring: bool) -> tuple[int, list[float]]:
    """(the move with the smallest expected entropy, E(u) for every move). A tie (within
    TIE_TOLERANCE) goes to the first listed move."""
    expected = expected_entropies_of_moves(world, sensor, slip, belief, moves, ring=ring)
    lowest_first = best_cell([-bits for bits in expected])  # the largest of -E is the smallest E
    return moves[lowest_first], expected
