"""The function kind behind the grading core's interface (grader/kind.py)."""

from grader.function.grade import grade, run_examples
from grader.function.validate import validate

__all__ = ["grade", "run_examples", "validate"]
