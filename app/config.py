"""One Settings object, read from the environment. It refuses unsafe values outside development."""

from __future__ import annotations

import os
import secrets
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEV_SECRET = "dev-only-not-secret"


class RigSettings(BaseModel):
    """One Pico test rig (grader/rig): its name, its serial port, and the command that
    power-cycles it when a program will not stop (e.g. `uhubctl -l 1-1 -p 2 -a cycle`)."""

    name: str = Field(pattern=r"^[A-Za-z0-9_.-]{1,80}$")
    port: str
    hard_reset_cmd: str = ""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore")

    app_env: Literal["development", "test", "production"] = "development"
    database_url: str = f"sqlite:///{PROJECT_ROOT / 'var' / 'app.db'}"
    problems_dir: Path = PROJECT_ROOT / "problems"
    secret_key: str = DEV_SECRET
    host: str = "127.0.0.1"
    port: int = 8000
    # The embedded local pool; 0 means one per core.
    grader_workers: int = 0
    dispatcher: Literal["local", "none", "celery"] = "local"
    # DISPATCHER=celery: Redis is the broker (and holds the rate limits shared by every process).
    redis_url: str = "redis://127.0.0.1:6379/0"
    celery_queue: str = "grading"
    celery_run_queue: str = "runs"  # Runs of the examples, apart from the gradings
    # A message a dead worker took is handed out again after this long (Redis' unacked restore);
    # the database lease and the sweeper catch it anyway, whichever comes first.
    broker_visibility_timeout_s: float = 120.0
    # Uvicorn worker processes of `python -m app serve` (several only make sense with celery or none).
    api_workers: int = 1
    log_format: Literal["text", "json"] = "text"
    # `python -m grader worker` serves its Prometheus metrics on this port (0: not served).
    worker_metrics_port: int = 0
    # Requests per minute; 0 disables the limit. Sign-in per username and per client address;
    # submissions per learner (on top of the cap of pending submissions).
    login_per_minute: int = 10  # failed sign-ins per account from one address
    login_per_minute_per_address: int = 120
    # Failed sign-ins per account from browsers it never signed in on, per quarter hour; browsers
    # with the account's device cookie (a past successful sign-in) are not held back by it.
    login_failures_per_account: int = 30
    submissions_per_minute: int = 30
    runs_per_minute: int = 60
    # At most this many of one learner's Runs wait or run at once, and this many submissions
    # wait to be graded (more: 429), so no learner's backlog can fill the graders.
    max_runs_in_flight: int = 2
    max_pending_submissions: int = 5
    # Web hardening. Production answers only for these Host names (e.g. "practice.example.edu");
    # pages may be framed by these origins (an LMS for LTI launches), besides the site itself.
    allowed_hosts: list[str] = ["*"]
    frame_ancestors: list[str] = []
    # Production serves /docs and /openapi.json to signed-in admins only, and /metrics only to
    # requests with "Authorization: Bearer <METRICS_TOKEN>" (off when it is empty).
    metrics_token: str = ""
    # A submission left running longer than this is presumed lost (crash, restart) and redone.
    grading_lease_s: float = 60.0
    sweep_interval_s: float = 5.0
    # A queued submission older than this is dispatched again (a message the broker lost).
    sweep_queued_after_s: float = 30.0
    # A page waiting for a grading is sent its changes as server-sent events (app/status_watch.py):
    # a stream ends after this long (the page opens another); more open streams than these, per
    # learner or per API process, are refused with 429 (the page polls instead).
    event_stream_max_s: float = 25.0
    event_streams_per_user: int = 6
    event_streams_per_process: int = 1000
    max_code_bytes: int = 64 * 1024
    max_grading_attempts: int = 3
    session_days: int = 14
    # LTI 1.3 (README, "Use it from your LMS"): the site's address as the LMS reaches it (the tool's
    # login, launch and JWKS URLs are built on it; empty: the address of the request), and the
    # grade passback's retries: the first after lti_retry_base_s, doubling, at most lti_max_sends tries.
    public_url: str = ""
    lti_retry_base_s: float = 30.0
    lti_max_sends: int = 8
    # Pico test rigs: RIGS='[{"name": "pico-1", "port": "/dev/ttyACM0", "hard_reset_cmd": "..."}]';
    # RIG=emulated adds one emulated rig (MicroPython behind a relay, its files under rig_dir).
    rigs: list[RigSettings] = []
    rig: Literal["none", "emulated"] = "none"
    rig_dir: Path = PROJECT_ROOT / "var" / "rig"
    rig_health_interval_s: float = 300.0
    rig_max_run_s: float = 14.0

    @model_validator(mode="after")
    def _refuse_unsafe_production(self) -> "Settings":
        if self.app_env == "production":
            if self.secret_key == DEV_SECRET or len(self.secret_key) < 32:
                raise ValueError("SECRET_KEY must be set to 32+ random characters in production")
            if os.environ.get("SANDBOX") == "unsafe":
                raise ValueError("SANDBOX=unsafe is a development mode; it is refused in production")
            if os.environ.get("PASSWORD_HASHING"):
                raise ValueError("PASSWORD_HASHING is for the test suite; it is refused in production")
            if "*" in self.allowed_hosts:
                raise ValueError("ALLOWED_HOSTS must name the site's host names in production "
                                 '(e.g. ALLOWED_HOSTS=\'["practice.example.edu"]\')')
            if self.metrics_token and len(self.metrics_token) < 16:
                raise ValueError("METRICS_TOKEN must be 16+ random characters (or empty: /metrics off)")
        return self

    @property
    def workers(self) -> int:
        return self.grader_workers or os.cpu_count() or 1

    @property
    def cookie_secure(self) -> bool:
        return self.app_env == "production"

    @property
    def cookie_prefix(self) -> str:
        """`__Host-` in production: the browser then takes the cookie only from this host, over
        HTTPS, for the whole site, so a sibling subdomain or a plain-HTTP page cannot plant it."""
        return "__Host-" if self.cookie_secure else ""


@lru_cache
def get_settings() -> Settings:
    return Settings()


def new_secret() -> str:
    return secrets.token_urlsafe(48)
