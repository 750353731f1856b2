"""A controller problem through the public API: submitted, graded on 20+ scenarios, every run stored."""

import json

import pytest
from fastapi.testclient import TestClient

from app.config import PROJECT_ROOT
from app.main import create_app
from app.models import Submission
from app.services.catalog import submission_view
from tests.utils.client import sign_up, submit
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.sandbox


def test_a_controller_submission_is_graded_and_its_runs_are_kept(sqlite_url, make_settings):
    settings = make_settings(sqlite_url, problems_dir=PROJECT_ROOT / "problems")
    with TestClient(create_app(settings)) as client:
        sign_up(client, "ada")
        detail = client.get("/api/problems/stop-before-the-wall").json()
        assert detail["kind"] == "controller" and detail["entry_point"] == "Robot"
        result = submit(client, "stop-before-the-wall", solution_for("stop-before-the-wall"))
        assert (result["status"], result["verdict"]) == ("graded", "accepted")
        assert len(result["cases"]) >= 20
        assert all(case["run"]["x_m"] and case["run"]["world"]["segments"] for case in result["cases"])
        with client.app.state.platform.database.session() as db:  # typed (SubmissionOut), nothing dropped
            stored = submission_view(db.get(Submission, result["id"]), "stop-before-the-wall")
        assert result == json.loads(json.dumps(stored))
        run = client.post("/api/problems/stop-before-the-wall/run",
                          json={"code": solution_for("stop-before-the-wall")}).json()
        assert run["outcome"] == "graded" and [e["passed"] for e in run["examples"]] == [True, True]
        assert run["examples"][0]["run"]["metrics"]["bumps"] == 0
        assert run["examples"][0]["run"]["guides"]["range_m"][0]["label"] == "stop mark"
