"""reference.scan_match against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt:
"Which pose explains the scan?")."""

import math

from reference.scan_match import (agreement_counts, cast, first_best, posterior, predicted_scan,
                                  total_error)

ROOM = [(0, 0, 8, 0), (8, 0, 8, 5), (8, 5, 0, 5), (0, 5, 0, 0), (2, 3, 4, 3)]
ANGLES = [k * math.pi / 4 for k in range(8)]
MEASURED = [2.62, 3.65, 3.03, 4.22, 0.9, 2.85, 1.97, 2.81]  # beam 4: a person 0.9 m behind
CANDIDATES = [(5.4, 2.0, 0.0), (5.7, 2.3, 1.35), (5.4, 2.0, 0.1)]


def test_the_lessons_three_candidates_agreements_and_total_errors():
    assert agreement_counts(ROOM, ANGLES, MEASURED, CANDIDATES, 6.0, 0.1) == [7, 2, 3]
    errors = [total_error(predicted_scan(pose, ANGLES, ROOM, 6.0), MEASURED) for pose in CANDIDATES]
    assert [round(e, 2) for e in errors] == [4.67, 2.91, 5.95]


def test_the_lessons_posterior():
    counts = agreement_counts(ROOM, ANGLES, MEASURED, CANDIDATES, 6.0, 0.1)
    assert [round(p, 4) for p in posterior(counts, len(ANGLES), 0.9)] == [0.9998, 0.0, 0.0002]


def test_summed_errors_and_counts_disagree_on_the_lessons_scan():
    errors = [total_error(predicted_scan(pose, ANGLES, ROOM, 6.0), MEASURED) for pose in CANDIDATES]
    assert first_best(agreement_counts(ROOM, ANGLES, MEASURED, CANDIDATES, 6.0, 0.1)) == 0
    assert min(range(3), key=errors.__getitem__) == 1


def test_a_wall_beyond_reach_and_an_empty_direction_read_the_maximum_range():
    assert cast(1.0, 1.0, 0.0, [(20, -5, 20, 5)], 6.0) == 6.0
    assert cast(1.0, 1.0, math.pi, [(20, -5, 20, 5)], 6.0) == 6.0
    assert cast(1.0, 1.0, 0.0, [(4, -5, 4, 5)], 6.0) == 3.0


def test_a_wall_is_hit_between_its_end_points_only_and_in_front():
    assert cast(0.0, 0.0, 0.0, [(2, 1, 3, 2)], 9.0) == 9.0        # its line crosses the beam, the wall does not
    assert cast(0.0, 0.0, 0.0, [(2, 0, 3, -1)], 9.0) == 2.0       # an end point on the beam counts
    assert cast(0.0, 0.0, 0.0, [(-2, -1, -2, 1)], 9.0) == 9.0     # behind


def test_ties_go_to_the_first():
    assert first_best([3, 5, 5, 1]) == 1
