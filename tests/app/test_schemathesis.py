"""The API fuzzed from its own OpenAPI schema (schemathesis): whatever a client sends, signed in
or not, the answer is never a 5xx. Bounded and derandomized so `make test` stays quick and repeatable."""

import shutil
import tempfile
from pathlib import Path

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings

from app.config import Settings
from app.main import create_app
from app.cookies import SESSION as SESSION_COOKIE
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.client import sign_up
from tests.utils.db import migrate_to_head

MAX_EXAMPLES = 25

# The schema is read when the module is collected (schemathesis' fixture loader does not work with
# this pytest) straight from the app object; the app only starts, on a fresh database, when the tests run.
_FOLDER = Path(tempfile.mkdtemp(prefix="fuzz-"))
_URL = f"sqlite:///{_FOLDER / 'fuzz.db'}"
APP = create_app(Settings(app_env="test", database_url=_URL, problems_dir=FIXTURE_PROBLEMS, dispatcher="none",
                          login_per_minute=0, login_per_minute_per_address=0, submissions_per_minute=0))
# Signing out would end the session that the signed-in half of the cases uses.
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
def session_cookie():
    migrate_to_head(_URL)
    try:
        with TestClient(APP) as client:
            sign_up(client, "fuzzer")
            yield client.cookies.get(SESSION_COOKIE)
    finally:
        shutil.rmtree(_FOLDER, ignore_errors=True)


@schema.parametrize()
@settings(max_examples=MAX_EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
def test_no_request_gets_a_server_error(case, session_cookie):
    for cookies in ({}, {SESSION_COOKIE: session_cookie}):
        response = case.call(cookies=cookies)
        assert response.status_code < 500, f"{case.method} {case.formatted_path}: {response.status_code} {response.text[:300]}"
