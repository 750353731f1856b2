"""The API fuzzed from its own OpenAPI schema (schemathesis): whatever a client sends, signed in
or not, the answer is never a 5xx, and a success fits the response schema /docs shows for it.
Bounded and derandomized so `make test` stays quick and repeatable. Every /api route declares that
schema (or says it sends no body, a CSV or an event stream), so a new untyped route fails here."""

import shutil
import tempfile
from pathlib import Path

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance
from sqlalchemy import select

from app.config import Settings
from app.main import create_app
from app.cookies import SESSION as SESSION_COOKIE
from app.models import User
from app.services import accounts, classes
from app.services.catalog import find_problem
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.client import sign_up
from tests.utils.db import migrate_to_head
from tests.utils.factories import make_user
from tests.utils.grading import record

MAX_EXAMPLES = 25

# The schema is read when the module is collected (schemathesis' fixture loader does not work with
# this pytest) straight from the app object; the app only starts, on a fresh database, when the tests run.
_FOLDER = Path(tempfile.mkdtemp(prefix="fuzz-"))
_URL = f"sqlite:///{_FOLDER / 'fuzz.db'}"
APP = create_app(Settings(app_env="test", database_url=_URL, problems_dir=FIXTURE_PROBLEMS, dispatcher="none",
                          login_per_minute=0, login_per_minute_per_address=0, submissions_per_minute=0))
# Signing out would end the session that the signed-in cases use.
schema = schemathesis.openapi.from_dict(APP.openapi()).exclude(path="/api/auth/logout")
schema.app = APP  # calls go to the app in process (ASGI), without reading the schema over it


@schema.hook
def map_path_parameters(context, path_parameters):
    """Half the cases aim at what exists (the fixture problem, the first rows), so the fuzzing
    reaches past the 404s: code to run and submit, submissions to read."""
    for name, value in list((path_parameters or {}).items()):
        if name == "slug" and len(str(value)) % 2 == 0:
            path_parameters[name] = "scale-a-vector"
        elif name.endswith("_id") and isinstance(value, int) and value % 2 == 0:
            path_parameters[name] = 1 + value % 3
    return path_parameters


@pytest.fixture(scope="module")
def signed_in():
    """The cookies of a student (user 1) and of their teacher (class 1), the student's work graded
    twice (submissions 1 and 2): the teacher's views answer, not only refuse."""
    migrate_to_head(_URL)
    try:
        with TestClient(APP) as client:
            sign_up(client, "fuzzer")
            with APP.state.platform.database.session() as db:
                student = db.scalar(select(User).where(User.username == "fuzzer"))
                teacher = make_user(db, "fuzz-teacher", "teacher")
                classes.join(db, student, classes.create_class(db, teacher, "Fuzzing").join_code)
                problem = find_problem(db, "scale-a-vector")
                record(db, student, problem, "wrong_answer", mistake_id="adds-instead", hint="Multiply.")
                record(db, student, problem, "accepted")
                teacher_token = accounts.start_session(db, teacher, 1)
            yield [{SESSION_COOKIE: client.cookies.get(SESSION_COOKIE)}, {SESSION_COOKIE: teacher_token}]
    finally:
        shutil.rmtree(_FOLDER, ignore_errors=True)


@schema.parametrize()
@settings(max_examples=MAX_EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
def test_no_request_gets_a_server_error_and_every_success_fits_its_schema(case, signed_in):
    for cookies in ({}, *signed_in):
        response = case.call(cookies=cookies)
        assert response.status_code < 500, f"{case.method} {case.formatted_path}: {response.status_code} {response.text[:300]}"
        # Refusals are {"detail": ...} and not each documented; what a success sends is.
        checks = [not_a_server_error, response_schema_conformance] if response.status_code < 300 else [not_a_server_error]
        case.validate_response(response, checks=checks)


UNTYPED_MEDIA = ("text/csv", "text/event-stream")  # documented as such: a file, a stream of events


def _is_typed(schema: dict) -> bool:
    """A named model, an inline one with properties, or a list (or union) of such: not a bare
    `object` that would let /docs say nothing of what is sent."""
    if "$ref" in schema:
        return True
    if "anyOf" in schema:
        return all(_is_typed(branch) for branch in schema["anyOf"] if branch.get("type") != "null")
    if schema.get("type") == "array":
        return _is_typed(schema.get("items", {}))
    return bool(schema.get("properties"))


def _describes_its_body(code: str, answer: dict) -> bool:
    content = answer.get("content", {})
    if code == "204":
        return not content
    return (any(media in content for media in UNTYPED_MEDIA)
            or _is_typed(content.get("application/json", {}).get("schema", {})))


def untyped_routes(openapi: dict) -> list[str]:
    """The /api operations whose success response /docs cannot describe."""
    found = []
    for path, operations in openapi["paths"].items():
        for method, operation in operations.items() if path.startswith("/api/") else ():
            successes = [(code, answer) for code, answer in operation["responses"].items() if code.startswith("2")]
            if len(successes) != 1 or not _describes_its_body(*successes[0]):
                found.append(f"{method.upper()} {path}")
    return found


def test_every_api_route_declares_what_it_sends():
    assert untyped_routes(APP.openapi()) == []


def test_a_route_returning_a_bare_dict_counts_as_untyped():
    from typing import Any

    from fastapi import FastAPI
    from pydantic import BaseModel

    class Named(BaseModel):
        name: str

    app = FastAPI()

    @app.get("/api/loose")
    def loose() -> dict[str, Any]:
        return {}

    @app.get("/api/typed", response_model=list[Named])
    def typed() -> list[dict[str, Any]]:
        return []

    @app.delete("/api/gone", status_code=204)
    def gone() -> None:
        return None

    assert untyped_routes(app.openapi()) == ["GET /api/loose"]
