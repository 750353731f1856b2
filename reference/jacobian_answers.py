"""Judging a learner's matrix (a Jacobian, a table of slopes) against ours, for the checkers of
the Jacobian problems.

A matrix is a list of rows. An answer must have our shape exactly; each entry is compared within
an absolute tolerance that may differ per entry (a numerical Jacobian's tolerance is set by its
step). Messages name the entry ([row][column] and what it means) but never the expected value,
and nothing here raises on any JSON-shaped answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from reference.ik_answers import finite_float

EntryName = Callable[[int, int], str]


def arm_entry_name(row: int, column: int) -> str:
    """'d x / d joint 1' for row 0, column 1 of an arm's Jacobian."""
    return f"d {'xy'[row] if row < 2 else f'output {row}'} / d joint {column}"


def as_matrix(answer: Any, rows: int, columns: int) -> list[list[float]] | None:
    """`answer` as `rows` lists of `columns` finite floats, or None for any other shape."""
    if not isinstance(answer, (list, tuple)) or len(answer) != rows:
        return None
    matrix = []
    for row in answer:
        if not isinstance(row, (list, tuple)) or len(row) != columns:
            return None
        numbers = [finite_float(value) for value in row]
        if None in numbers:
            return None
        matrix.append(numbers)
    return matrix


def shape_problem(answer: Any, rows: int, columns: int, what: str = "the Jacobian",
                  row_meaning: str = "the hand's x and y", column_meaning: str = "the joints") -> str | None:
    """None when `answer` is a rows x columns table of numbers; otherwise what is wrong with it."""
    if as_matrix(answer, rows, columns) is not None:
        return None
    if rows != columns and as_matrix(answer, columns, rows) is not None:
        return (f"{what} should have {rows} rows ({row_meaning}) of {columns} entries ({column_meaning}); "
                f"you returned {columns} rows of {rows}: rows and columns swapped?")
    if not isinstance(answer, (list, tuple)):
        return f"return {what} as a list of {rows} rows, each a list of {columns} numbers"
    return (f"{what} should be {rows} rows ({row_meaning}), each a list of {columns} finite numbers "
            f"({column_meaning})")


def matrix_problem(expected: Sequence[Sequence[float]], answer: Any,
                   tolerance: float | Callable[[int, int], float],
                   entry_name: EntryName = arm_entry_name, what: str = "the Jacobian",
                   row_meaning: str = "the hand's x and y", column_meaning: str = "the joints") -> str | None:
    """None when `answer` has `expected`'s shape and every entry is within its tolerance."""
    rows, columns = len(expected), len(expected[0]) if expected else 0
    problem = shape_problem(answer, rows, columns, what, row_meaning, column_meaning)
    if problem:
        return problem
    matrix = as_matrix(answer, rows, columns)
    for r in range(rows):
        for c in range(columns):
            allowed = tolerance(r, c) if callable(tolerance) else tolerance
            if not abs(matrix[r][c] - expected[r][c]) <= allowed:
                return f"entry [{r}][{c}] ({entry_name(r, c)}) is off by more than {allowed:.3g}"
    return None
