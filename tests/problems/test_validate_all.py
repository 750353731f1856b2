"""Every published problem passes `python -m grader validate`, end to end through the sandbox,
mutation analysis included. The problems are validated in parallel, one process per core: the
rest of the suite runs one test at a time, and this is its longest part. The mutation analysis
runs for every problem whose fingerprint (its files, reference/, the analysis) is not in
problems/mutation-record.json, which `python -m grader validate --record` writes after a pass."""

import os
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

import pytest

from app.config import PROJECT_ROOT
from grader.library import load_library
from grader import mutation_record
from grader.validate import expand, validate_folder
from tests.utils.trusted_memo import remembering_trusted_calls

pytestmark = pytest.mark.sandbox
PROBLEMS = PROJECT_ROOT / "problems"


def _validate(folder: str) -> tuple[str, list[str]]:
    # Each mistake is graded (in the sandbox) on two seeds, each grading working out the reference's
    # answers and the diagnosis the earlier mistakes' on the same cases: worked out once per problem.
    with remembering_trusted_calls():
        report = validate_folder(Path(folder), mutation=not mutation_record.is_recorded(Path(folder)))
    return report.slug or report.path, report.errors


def test_every_problem_loads():
    library = load_library(PROBLEMS)
    assert [str(error) for error in library.errors] == []
    assert len(library.problems) >= 24


def test_every_problem_validates():
    folders = [str(folder) for folder in expand([str(PROBLEMS)], PROBLEMS)]
    # Slowest first, so no core idles at the end: the simulator's problems run the simulator.
    folders.sort(key=lambda folder: "/simulator/" not in folder)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1, mp_context=get_context("spawn")) as pool:
        reports = list(pool.map(_validate, folders))
    failed = {slug: errors for slug, errors in reports if errors}
    assert not failed, "\n".join(f"{slug}:\n  " + "\n  ".join(errors) for slug, errors in failed.items())
    assert len(reports) == len(folders)
