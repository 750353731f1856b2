"""Every level's learning path can be walked to the end by a learner, through the API and the
real sandbox: each problem on the path solved with a plain solution, and the path then done."""

import pytest
from fastapi.testclient import TestClient

from app.config import PROJECT_ROOT, Settings
from app.main import create_app
from tests.utils.client import sign_up, submit
from tests.utils.db import migrate_to_head
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.sandbox
LEVELS = [4, 5]  # Levels 2 and 3 have their own journeys


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('paths') / 'app.db'}"
    migrate_to_head(url)
    settings = Settings(app_env="test", database_url=url, problems_dir=PROJECT_ROOT / "problems", grader_workers=2,
                        submissions_per_minute=0, login_per_minute=0, login_per_minute_per_address=0)
    with TestClient(create_app(settings)) as client:
        yield client


@pytest.mark.parametrize("level", LEVELS)
def test_a_learner_walks_a_levels_path_to_the_end(client, level):
    sign_up(client, f"walker{level}")
    path = next(item for item in client.get("/api/me/progress").json()["levels"] if item["level"] == level)
    listed = {p["slug"]: p for p in client.get("/api/problems").json()}
    required = [slug for slug, p in listed.items() if p["level"] == level and p["required"]]
    assert set(required) <= set(path["path"]) and len(required) == 6
    for slug in path["path"]:
        result = submit(client, slug, solution_for(slug), timeout_s=120)
        assert result["verdict"] == "accepted", (slug, result["message"])
    done = next(item for item in client.get("/api/me/progress").json()["levels"] if item["level"] == level)
    assert done["path_done"] == len(done["path"]) > 6
