"""Comparing what a test prints with what the lesson printed.

The lesson's output blocks are quoted as they appear in the lesson's text, where runs of spaces
in table columns were collapsed; so lines are compared with their whitespace squashed, every digit
and word exactly.
"""

from __future__ import annotations


def squash(text: str) -> list[str]:
    """The non-empty lines of `text`, each with its runs of whitespace made one space."""
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


class Printout:
    """Collects lines the way the lesson's demonstration printed them."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, line: str) -> None:
        self.lines.append(line)

    def matches(self, lesson_output: str) -> bool:
        return squash("\n".join(self.lines)) == squash(lesson_output)
