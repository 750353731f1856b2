"""Development reload: with APP_ENV=development a problem folder changed on disk is served at its
new version on the next request, the pages say so, and a job claimed across the reload is graded,
never stranded. Never outside development."""

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from app.db import Database
from app.main import create_app
from app.models import ProblemRow, Submission
from app.platform import Platform
from app.grading.worker import WorkerContext, grade_submission
from app.services import submissions
from grader.library import load_library
from grader.library_reload import LibraryReloader
from tests.utils.client import sign_up, submit
from tests.utils.factories import make_user, sync_fixture_problems
from tests.utils.problem_files import copy_fixture

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"


def reword_statement(folder) -> None:
    path = folder / "problem.yaml"
    path.write_text(path.read_text().replace("Return the vector", "Give back the vector"))


def served_version(client: TestClient, slug: str) -> str:
    with client.app.state.platform.database.session() as db:
        return db.scalars(select(ProblemRow.version).where(ProblemRow.slug == slug)).one()


@pytest.fixture
def dev_client(tmp_path, sqlite_url, make_settings):
    folder = copy_fixture(tmp_path / "problems")
    settings = make_settings(sqlite_url, problems_dir=tmp_path / "problems", app_env="development")
    with TestClient(create_app(settings)) as client:
        yield client, folder


def test_a_changed_folder_is_served_on_the_next_request_and_the_page_says_so(dev_client):
    client, folder = dev_client
    before = served_version(client, "scale-a-vector")
    assert "Return the vector" in client.get("/api/problems/scale-a-vector").json()["statement"]
    assert "reloaded from disk" not in client.get("/problems/scale-a-vector").text
    reword_statement(folder)
    assert "Give back the vector" in client.get("/api/problems/scale-a-vector").json()["statement"]
    after = served_version(client, "scale-a-vector")
    assert after != before
    page = client.get("/problems/scale-a-vector").text
    assert "Problem reloaded from disk at" in page and after[:8] in page


def test_a_broken_edit_takes_the_problem_out_and_the_fix_brings_it_back(dev_client):
    client, folder = dev_client
    good = (folder / "problem.yaml").read_text()
    (folder / "problem.yaml").write_text(good.replace("kind: function", "kind: essay"))
    assert client.get("/api/problems/scale-a-vector").status_code == 404
    (folder / "problem.yaml").write_text(good.replace("Return the vector", "Give back the vector"))
    assert "Give back" in client.get("/api/problems/scale-a-vector").json()["statement"]


@pytest.mark.sandbox
def test_a_submission_after_the_reload_is_graded_against_the_new_version(dev_client):
    client, folder = dev_client
    sign_up(client, "author1")
    reword_statement(folder)
    result = submit(client, "scale-a-vector", CORRECT)
    assert result["verdict"] == "accepted"
    with client.app.state.platform.database.session() as db:
        graded = db.get(Submission, result["id"])
        assert graded.problem_version == served_version(client, "scale-a-vector")


@pytest.mark.sandbox
def test_a_job_claimed_for_the_version_before_a_reload_is_graded_not_given_back(tmp_path, sqlite_url):
    """The library is swapped before the table is synced: a claim in between carries the old
    version, which the library still holds."""
    folder = copy_fixture(tmp_path / "problems")
    database = Database(sqlite_url)
    library = load_library(tmp_path / "problems")
    reloader = LibraryReloader(library)
    with database.session() as db:
        row = sync_fixture_problems(db, tmp_path / "problems")["scale-a-vector"]
        old_version = row.version
        submission_id = submissions.accept(db, make_user(db), row, CORRECT).id
    reword_statement(folder)
    reloaded = reloader.check()
    assert [p.slug for p in reloaded.problems] == ["scale-a-vector"]
    assert library.get("scale-a-vector").version != old_version
    assert grade_submission(WorkerContext(database=database, library=library), submission_id) == "graded"
    with database.session() as db:
        graded = db.get(Submission, submission_id)
        assert (graded.status, graded.verdict, graded.problem_version) == ("graded", "accepted", old_version)
    database.dispose()


def test_nothing_changed_means_no_reload(tmp_path):
    copy_fixture(tmp_path / "problems")
    library = load_library(tmp_path / "problems")
    served = library.get("scale-a-vector")
    assert LibraryReloader(library).check() is None and library.get("scale-a-vector") is served


@pytest.mark.parametrize("app_env", ["test", "production"])
def test_no_reload_outside_development(tmp_path, sqlite_url, make_settings, app_env, monkeypatch):
    monkeypatch.delenv("PASSWORD_HASHING")  # production refuses the suite's fast hashing setting
    folder = copy_fixture(tmp_path / "problems")
    settings = make_settings(sqlite_url, problems_dir=tmp_path / "problems", app_env=app_env,
                             secret_key="s" * 40, allowed_hosts=["testserver"])
    platform = Platform.build(settings)
    assert platform.dev_reload is None
    with TestClient(create_app(settings, platform=platform)) as client:
        reword_statement(folder)
        assert "Return the vector" in client.get("/api/problems/scale-a-vector").json()["statement"]
        assert "reloaded from disk" not in client.get("/problems/scale-a-vector").text
