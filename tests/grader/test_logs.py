"""Structured logs: JSON lines, and the submission id on every line logged while it is graded."""

import io
import json
import logging

import pytest

from app.db import Database
from app.services import submissions
from grader.library import load_library
from grader.logs import JsonFormatter, SubmissionFilter, logging_config, submission_context
from app.grading.worker import WorkerContext, grade_submission
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.factories import make_user, sync_fixture_problems


@pytest.fixture
def json_lines():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(SubmissionFilter())
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    root.removeHandler(handler)
    root.setLevel(old_level)


def test_a_line_is_one_json_object_with_its_extra_fields(json_lines):
    log = logging.getLogger("tests.logs")
    with submission_context(12):
        log.info("graded %s", "accepted", extra={"verdict": "accepted"})
    log.warning("outside")
    inside, outside = json_lines()
    assert inside["submission_id"] == 12 and inside["message"] == "graded accepted"
    assert inside["verdict"] == "accepted" and inside["level"] == "info" and inside["logger"] == "tests.logs"
    assert "submission_id" not in outside


@pytest.mark.sandbox
def test_every_line_of_a_grading_carries_the_submission_id(sqlite_url, json_lines):
    database = Database(sqlite_url)
    with database.session() as db:
        problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
        submission_id = submissions.accept(db, make_user(db, "ada"), problem, "def scale(x, y, k):\n    return 0\n").id
    context = WorkerContext(database=database, library=load_library(FIXTURE_PROBLEMS))
    grade_submission(context, submission_id)
    database.dispose()
    lines = [line for line in json_lines() if line["logger"].startswith(("grader", "app"))]
    assert len(lines) >= 2 and all(line.get("submission_id") == submission_id for line in lines)
    assert any("graded wrong_answer" in line["message"] for line in lines)


def test_the_logging_config_routes_the_servers_through_one_handler():
    config = logging_config("json")
    assert config["formatters"]["default"] == {"()": "grader.logs.JsonFormatter"}
    assert config["loggers"]["uvicorn.access"] == {"handlers": [], "propagate": True}
