"""The tool and its LMSes for the LTI tests: the real app served over HTTP by uvicorn in a thread
(its grading pool and score sender running), and test platforms (tests/utils/lti_platform.py)
registered in it, each its own server; browsers are httpx clients with their own cookies."""

from __future__ import annotations

import re
import threading
import time
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import httpx
import uvicorn
from sqlalchemy import func, select

from app.config import Settings
from app.main import create_app
from app.models import Classroom, Enrolment, LtiContext, LtiGradeSend, LtiIdentity, LtiResourceLink, User
from app.services import lti_launch, lti_platforms
from tests.utils.db import migrate_to_head
from tests.utils.factories import FIXTURE_PROBLEMS
from tests.utils.lti_platform import Course, Link, Person, Platform, browser_launch
from tests.utils.live_server import free_port

WRITTEN = (User, LtiIdentity, Classroom, Enrolment, LtiContext, LtiResourceLink, LtiGradeSend)


@dataclass
class LtiWorld:
    app: object
    url: str
    platforms: dict[str, Platform]

    @property
    def database(self):
        return self.app.state.platform.database

    def browser(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=20)

    def counts(self) -> dict[str, int]:
        """How many rows a launch could write, table by table."""
        with self.database.session() as db:
            return {model.__tablename__: db.scalar(select(func.count()).select_from(model)) for model in WRITTEN}

    def user_of(self, platform: Platform, sub: str) -> User | None:
        with self.database.session() as db:
            identity = db.get(LtiIdentity, (self.platform_id(platform), sub))
            return db.get(User, identity.user_id) if identity else None

    def platform_id(self, platform: Platform) -> int:
        with self.database.session() as db:
            return lti_platforms.find(db, platform.issuer, platform.client_id).id


@contextmanager
def serving(app) -> Iterator[str]:
    """The app on a free port of localhost, lifespan and all, until the block ends."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, name="tool-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the tool's server did not start"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)


@contextmanager
def lti_world(workdir: Path, names: tuple[str, ...] = ("lms-a",), **overrides) -> Iterator[LtiWorld]:
    url = f"sqlite:///{workdir / 'lti.db'}"
    migrate_to_head(url)
    settings = Settings(**{"app_env": "test", "database_url": url, "problems_dir": FIXTURE_PROBLEMS,
                           "grader_workers": 2, "sweep_interval_s": 0.3, "lti_retry_base_s": 0.2,
                           "login_per_minute": 0, "login_per_minute_per_address": 0, "submissions_per_minute": 0,
                           "runs_per_minute": 0, **overrides})
    refetch = lti_launch.KEYS.refetch_after_s
    lti_launch.KEYS.refetch_after_s = 0.0  # a rotated key is fetched at once, not after a few seconds
    app = create_app(settings)
    with ExitStack() as stack:
        platforms = {name: Platform(name=name).start() for name in names}
        for platform in platforms.values():
            stack.callback(platform.stop)
        tool_url = stack.enter_context(serving(app))
        with app.state.platform.database.session() as db:
            for platform in platforms.values():
                platform.connect(tool_url)
                lti_platforms.register(db, lti_platforms.PlatformSpec(**platform.registration()))
        yield LtiWorld(app=app, url=tool_url, platforms=platforms)
    lti_launch.KEYS.refetch_after_s = refetch


def wait_until(condition: Callable[[], object], timeout_s: float = 15.0, what: str = "the condition") -> object:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"{what} did not happen within {timeout_s} s")


def csrf_of(page: str) -> str:
    return re.search(r'name="csrf-token" content="([^"]+)"', page).group(1)


def deep_link(world: LtiWorld, browser: httpx.Client, platform: Platform, teacher: Person, course: Course,
              picks: list[str]) -> list[Link]:
    """The teacher's deep linking, start to end: the LMS's deep-linking launch, the tool's picker,
    the tool's signed reply posted back to the LMS, which places the links it names."""
    landed = browser_launch(browser, platform, platform.claims(teacher, course, "LtiDeepLinkingRequest"))
    assert landed.status == 303 and landed.location.startswith("/lti/deep-link/"), landed.text
    picker = browser.get(landed.location)
    assert picker.status_code == 200, picker.text
    reply = browser.post(landed.location, data={"picks": picks, "csrf_token": csrf_of(picker.text)})
    assert reply.status_code == 200, reply.text
    action = re.search(r'action="([^"]+)" id="lti-deep-link-return"', reply.text).group(1)
    response_jwt = re.search(r'name="JWT" value="([^"]+)"', reply.text).group(1)
    assert httpx.post(action, data={"JWT": response_jwt}, timeout=10).status_code == 200
    items = platform.deep_link_replies[-1]["https://purl.imsglobal.org/spec/lti-dl/claim/content_items"]
    return [platform.place(course, item) for item in items]
