"""Which Pose Explains the Scan?: the reference is reference.scan_match (agreement counts, first best)."""

import math

from reference.scan_match import agreement_counts, as_start_and_direction, cast, first_best, predicted_scan
from reference.sim.geometry import nearest_segment_hit
from reference.sim_practice.geometry import beam_is_clear_of_edges

EDGE_CLEARANCE = 1e-6  # no drawn beam decides a hit, a cap or an agreement this close to its edge


def best_pose(walls, beam_angles, measured, candidates, max_range, tolerance):
    counts = agreement_counts(walls, beam_angles, measured, candidates, max_range, tolerance)
    return (counts, first_best(counts))


def generate(rng):
    """A rectangular room of 6-14 m by 4-9 m with a doorway gap and 1-3 shelves inside; a scan of
    6-12 beams from a true pose, with 2 cm noise and up to two beams blocked by a passer-by;
    3-6 candidates: the true pose, the true spot turned a little, nearby spots, spots anywhere."""
    while True:
        width, height = round(rng.uniform(6, 14), 1), round(rng.uniform(4, 9), 1)
        walls = _room(rng, width, height)
        max_range = round(rng.uniform(4.0, 10.0), 1)
        count = rng.randint(6, 12)
        offset = rng.uniform(-math.pi, math.pi)
        beam_angles = [round(math.remainder(offset + k * 2 * math.pi / count, 2 * math.pi), 4) for k in range(count)]
        true_pose = _spot(rng, width, height)
        measured = _scan(rng, true_pose, beam_angles, walls, max_range)
        candidates = _candidates(rng, true_pose, width, height)
        tolerance = round(rng.uniform(0.08, 0.2), 2)
        args = [walls, beam_angles, measured, candidates, max_range, tolerance]
        if _clear_of_edges(*args):
            return args


def _room(rng, width, height):
    door_start = round(rng.uniform(0.5, width - 1.5), 2)
    walls = [[0, 0, door_start, 0], [round(door_start + 1.0, 2), 0, width, 0],
             [width, 0, width, height], [width, height, 0, height], [0, height, 0, 0]]
    for _ in range(rng.randint(1, 3)):
        x, y = round(rng.uniform(1, width - 1), 2), round(rng.uniform(1, height - 1), 2)
        direction, length = rng.uniform(0, math.pi), rng.uniform(0.8, 3.0)
        walls.append([x, y, round(x + length * math.cos(direction), 2), round(y + length * math.sin(direction), 2)])
    return walls


def _spot(rng, width, height):
    return [round(rng.uniform(0.4, width - 0.4), 2), round(rng.uniform(0.4, height - 0.4), 2),
            round(rng.uniform(-math.pi, math.pi), 3)]


def _scan(rng, pose, beam_angles, walls, max_range):
    measured = []
    for predicted in predicted_scan(pose, beam_angles, walls, max_range):
        reading = predicted if predicted == max_range else min(max_range, round(rng.gauss(predicted, 0.02), 3))
        measured.append(reading)
    for index in rng.sample(range(len(measured)), rng.randint(0, 2)):
        measured[index] = round(rng.uniform(0.3, max(0.35, measured[index] - 0.5)), 3)  # a person in the way
    return measured


def _candidates(rng, true_pose, width, height):
    x, y, theta = true_pose
    candidates = [list(true_pose),
                  [x, y, round(theta + rng.choice((-1, 1)) * rng.uniform(0.05, 0.4), 3)]]
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.5:
            candidates.append([round(min(width - 0.2, max(0.2, x + rng.uniform(-1.5, 1.5))), 2),
                               round(min(height - 0.2, max(0.2, y + rng.uniform(-1.5, 1.5))), 2),
                               round(theta + rng.uniform(-0.5, 0.5), 3)])
        else:
            candidates.append(_spot(rng, width, height))
    rng.shuffle(candidates)
    return candidates


def _clear_of_edges(walls, beam_angles, measured, candidates, max_range, tolerance):
    flat = as_start_and_direction(walls)
    for x, y, theta in candidates:
        for angle, reading in zip(beam_angles, measured):
            ux, uy = math.cos(theta + angle), math.sin(theta + angle)
            if not beam_is_clear_of_edges(x, y, ux, uy, walls, [], margin=EDGE_CLEARANCE):
                return False
            hit = nearest_segment_hit(x, y, ux, uy, flat)
            predicted = cast(x, y, theta + angle, walls, max_range)
            if hit is not None and abs(hit - max_range) < EDGE_CLEARANCE:
                return False
            if abs(abs(predicted - reading) - tolerance) < EDGE_CLEARANCE:
                return False
    return True
