"""The cells of the class's big grids (dashboard and gradebook), written as HTML in Python.

A grid of the whole catalog is 300 students x 113 problems: through Jinja, at tens of
microseconds a cell, it took most of a second. Each cell here is one f-string, and carries only
its state: the problem's full title is on its column header (the link's accessible name and the
hover title), which screen readers announce with the cell, and dashboard.js repeats it as the
cell's hover title."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

_DASHBOARD_CELL = {"solved": ("cell cell-solved", "✓"), "tried": ("cell cell-tried", None),
                   "untouched": ("cell cell-untouched", "")}


def dashboard_cells(student: dict[str, Any], topics: list[dict[str, Any]]) -> Markup:
    """A student's row of the dashboard: a cell per problem, marked with its topic (dashboard.js
    folds a topic's cells into one summary cell it makes from them)."""
    cells, attempts, parts = student["cells"], student["attempts"], []
    for group_index, group in enumerate(topics):
        for i in group["columns"]:
            css, text = _DASHBOARD_CELL[cells[i]]
            if text is None:
                text = attempts[i] or "·"
            parts.append(f'<td class="{css}" data-topic="{group_index}">{text}</td>')
    return Markup("".join(parts))  # only numbers and fixed strings: nothing to escape


def gradebook_cells(student: dict[str, Any], problems: list[dict[str, Any]]) -> Markup:
    """A student's row of the gradebook: the score of each problem ("–" when it is not on their path)."""
    parts = []
    for problem in problems:
        cell = student["cells"].get(problem["slug"])
        if cell is None:
            parts.append('<td class="grade-cell" title="not on this student\'s path">'
                         '<span class="muted">–</span></td>')
            continue
        css = " cell-solved" if cell["solved"] else " cell-tried" if cell["attempts"] else ""
        text = "✓" if cell["solved"] else str(round(cell["score"] * 100)) if cell["attempts"] else ""
        late = "<sup>late</sup>" if cell["late"] else ""
        parts.append(f'<td class="grade-cell{css}">{text}{late}</td>')
    return Markup("".join(parts))
