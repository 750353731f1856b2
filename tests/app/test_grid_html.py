"""The big grids' cells, written in Python (app/routes/grid_html.py)."""

from app.routes.grid_html import dashboard_cells, gradebook_cells

TOPICS = [{"level": "2", "topic": "Vectors", "columns": [0, 1]}, {"level": "2", "topic": "Chains", "columns": [2]}]


def test_a_dashboard_row_has_one_cell_per_problem_marked_with_its_topic_and_state():
    student = {"cells": ["solved", "tried", "untouched"], "attempts": [2, 4, 0]}
    assert str(dashboard_cells(student, TOPICS)) == (
        '<td class="cell cell-solved" data-topic="0">✓</td>'
        '<td class="cell cell-tried" data-topic="0">4</td>'
        '<td class="cell cell-untouched" data-topic="1"></td>')


def test_a_tried_problem_without_a_graded_attempt_shows_a_dot():
    student = {"cells": ["tried"], "attempts": [0]}
    assert ">·</td>" in str(dashboard_cells(student, [{"columns": [0]}]))


def test_a_gradebook_row_shows_solved_scores_late_marks_and_problems_off_the_path():
    problems = [{"slug": "a"}, {"slug": "b"}, {"slug": "c"}, {"slug": "d"}]
    student = {"cells": {"a": {"score": 1.0, "late": False, "solved": True, "attempts": 1},
                         "b": {"score": 0.456, "late": True, "solved": False, "attempts": 3},
                         "c": {"score": 0.0, "late": False, "solved": False, "attempts": 0}}}
    cells = str(gradebook_cells(student, problems)).split("</td>")[:-1]
    assert cells[0] == '<td class="grade-cell cell-solved">✓'
    assert cells[1] == '<td class="grade-cell cell-tried">46<sup>late</sup>'
    assert cells[2] == '<td class="grade-cell">'
    assert "not on this student" in cells[3] and "–" in cells[3]
