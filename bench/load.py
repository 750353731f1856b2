"""`make bench-load`: the Celery deployment on this machine, driven by simulated learners.

Starts our own redis-server on a free port, a fresh database on the local PostgreSQL server, the
API (uvicorn, several worker processes) and Celery grading workers, all real processes with the
settings of a deployment. Learners (async httpx) sign up, then for DURATION_S seconds each picks a
problem of the mix, sometimes runs the examples first, submits (mostly the exemplar solution,
sometimes a known mistake), waits for the result as the page does (its event stream until `done`,
which carries the whole result; POLL=1 polls its small state every 300 ms instead, then fetches
the result once, the page's fallback), checks the verdict, and thinks a little before the next one.

The last line: graded_per_s (results per second over the run, the drain included), p50/p95/p99 of
the grading latency (acceptance to recorded result, from the submission's own timestamps),
errors (HTTP failures, system errors, wrong verdicts) and lost (accepted, never graded).

Environment: DURATION_S (60), LEARNERS (24), API_WORKERS (2), WORKERS (2 Celery workers),
CONCURRENCY (grading processes per worker, 2), MIX (comma-separated slugs).

24 learners who each submit about once a second (think 0.2 to 1 s, a run of the examples before
a third of the submissions) offer a little over 20 submissions per second. More learners than the
machine can grade for make a closed loop that saturates: results come later, so each learner polls
more often, which costs the API more CPU (seen here with 40: 12 to 17 graded/s, p95 2 to 3 s).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import httpx
from sqlalchemy import create_engine, select

from app.config import PROJECT_ROOT
from app.models import Submission
from grader.library import load_library
from grader.problem import mistake_function_name
from tests.utils.cluster import Deployment
from tests.utils.solutions import EXEMPLARS, solution_for

# The exemplars and function problems across the levels whose grading takes tens of ms. Controller
# and tests problems take 0.5 to 2 s per grading on their own: a mix of those cannot have a p95 under 1 s.
DEFAULT_MIX = (*EXEMPLARS, "every-joint-of-the-desk-lamp", "two-wheels-one-motion", "counting-clicks-on-the-wheels",
               "dead-reckoning-in-the-orchard", "a-sweep-of-the-storeroom-scanner", "multiply-two-small-matrices")
PASSWORD = "a load-test password"
POLL_S = 0.3
POLLING = os.environ.get("POLL") == "1"
LOST_AFTER_S = 120
RUN_SHARE, WRONG_SHARE = 0.3, 0.2
FINAL = ("graded", "ungradable", "system_error")


@dataclass
class Item:
    slug: str
    correct: str
    wrong: str | None


@dataclass
class Tally:
    submitted: int = 0
    graded: int = 0
    runs: int = 0
    latencies_s: list[float] = field(default_factory=list)
    observed_s: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    pending: set[int] = field(default_factory=set)
    last_result_at: float = 0.0

    def error(self, what: str) -> None:
        self.errors.append(what)
        if len(self.errors) <= 10:
            print(f"  error: {what}", file=sys.stderr, flush=True)


def build_mix(slugs) -> list[Item]:
    library = load_library(PROJECT_ROOT / "problems")
    mix = []
    for slug in slugs:
        problem, correct = library.get(slug), solution_for(slug)
        if problem is None or correct is None:
            raise SystemExit(f"bench-load: {slug} has no problem or no solution in tests/utils/solutions")
        wrong = None
        if problem.spec.mistakes:  # a learner's wrong code: the problem's first known mistake
            source = (problem.folder / "mistakes.py").read_text()
            wrong = f"{source}\n\n{problem.spec.entry_point} = {mistake_function_name(problem.spec.mistakes[0].id)}\n"
        mix.append(Item(slug, correct, wrong))
    return mix


def _seconds_between(created_at: str, graded_at: str) -> float:
    return (datetime.fromisoformat(graded_at) - datetime.fromisoformat(created_at)).total_seconds()


async def sign_up(client: httpx.AsyncClient, name: str, tally: Tally) -> bool:
    response = await client.post("/api/auth/register", json={"username": name, "password": PASSWORD})
    if response.status_code != 201:
        tally.error(f"sign-up {name}: {response.status_code} {response.text[:120]}")
        return False
    return True


async def learner(client: httpx.AsyncClient, rng: random.Random, mix: list[Item], deadline: float, tally: Tally) -> None:
    await asyncio.sleep(rng.uniform(0, 1.0))  # not all at the same instant
    while time.monotonic() < deadline:
        item = rng.choice(mix)
        try:
            if rng.random() < RUN_SHARE:
                await _run(client, item, tally)
            wrong = item.wrong is not None and rng.random() < WRONG_SHARE
            await _submit(client, item, item.wrong if wrong else item.correct, wrong, tally)
        except httpx.HTTPError as exc:
            tally.error(f"{item.slug}: {type(exc).__name__} {exc}")
        await asyncio.sleep(rng.uniform(0.2, 1.0))  # reads the feedback, edits


async def _run(client: httpx.AsyncClient, item: Item, tally: Tally) -> None:
    response = await client.post(f"/api/problems/{item.slug}/run", json={"code": item.correct})
    tally.runs += 1
    if response.status_code != 200 or response.json().get("outcome") != "graded":
        tally.error(f"run {item.slug}: {response.status_code} {response.text[:160]}")


async def _submit(client: httpx.AsyncClient, item: Item, code: str, wrong: bool, tally: Tally) -> None:
    started = time.monotonic()
    response = await client.post(f"/api/problems/{item.slug}/submissions", json={"code": code})
    if response.status_code != 202:
        tally.error(f"submit {item.slug}: {response.status_code} {response.text[:160]}")
        return
    submission_id = response.json()["id"]
    tally.submitted += 1
    tally.pending.add(submission_id)
    body = await (_poll if POLLING else _stream)(client, submission_id, started)
    if body is None:
        return  # counted as lost at the end unless it turns up
    tally.pending.discard(submission_id)
    tally.graded += 1
    tally.last_result_at = time.monotonic()
    tally.observed_s.append(time.monotonic() - started)
    tally.latencies_s.append(_seconds_between(body["created_at"], body["graded_at"]))
    expected = "not accepted" if wrong else "accepted"
    if body["status"] != "graded" or (body["verdict"] == "accepted") == wrong:
        tally.error(f"submission {submission_id} ({item.slug}, {expected}): {body['status']} {body['verdict']} "
                    f"{body.get('message', '')[:120]}")


async def _poll(client: httpx.AsyncClient, submission_id: int, started: float) -> dict | None:
    """As the page without a stream: the small state every 300 ms, then the whole result once."""
    while time.monotonic() - started < LOST_AFTER_S:
        await asyncio.sleep(POLL_S)
        if (await client.get(f"/api/submissions/{submission_id}/state")).json().get("status") in FINAL:
            return (await client.get(f"/api/submissions/{submission_id}")).json()
    return None


async def _stream(client: httpx.AsyncClient, submission_id: int, started: float) -> dict | None:
    """As the page: the event stream until `done`, which carries the whole result (another stream
    when one ends with `reopen`)."""
    while time.monotonic() - started < LOST_AFTER_S:
        async with client.stream("GET", f"/api/submissions/{submission_id}/events") as response:
            if response.status_code != 200:
                return await _poll(client, submission_id, started)
            done = False
            async for line in response.aiter_lines():
                if line == "event: done":
                    done = True
                elif done and line.startswith("data: "):
                    return json.loads(line[len("data: "):])
    return None


async def drive(base_url: str, mix: list[Item], learners: int, duration_s: float, on_start=None) -> tuple[Tally, float]:
    tally = Tally()
    limits = httpx.Limits(max_connections=learners + 8, max_keepalive_connections=learners + 8)
    clients = [httpx.AsyncClient(base_url=base_url, timeout=30, limits=limits) for _ in range(learners)]
    try:
        started = time.monotonic()
        suffix = random.randrange(10**6)
        ok = await asyncio.gather(*(sign_up(c, f"learner{suffix}-{i}", tally) for i, c in enumerate(clients)))
        print(f"  {learners} learners signed up in {time.monotonic() - started:.1f} s (argon2 hashing)", flush=True)
        if on_start:
            on_start()
        window_start = time.monotonic()
        deadline = window_start + duration_s
        progress = asyncio.create_task(_progress(tally, window_start, deadline))
        await asyncio.gather(*(learner(c, random.Random(i), mix, deadline, tally)
                               for i, (c, signed) in enumerate(zip(clients, ok)) if signed))
        progress.cancel()
        elapsed_s = max(tally.last_result_at, deadline) - window_start
    finally:
        await asyncio.gather(*(c.aclose() for c in clients))
    return tally, elapsed_s


async def _progress(tally: Tally, start: float, deadline: float) -> None:
    while time.monotonic() < deadline:
        await asyncio.sleep(10)
        print(f"  t={time.monotonic() - start:4.0f} s  submitted {tally.submitted}  graded {tally.graded}  "
              f"runs {tally.runs}  errors {len(tally.errors)}", flush=True)


def _percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def _cpu_s(pgid: int) -> float:
    """CPU seconds of a process group: its live processes and the children they reaped (the sandboxes)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:  # field 5 of stat: the process group
            total += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
    return total / tick


def _cpu_of(pids) -> float:
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(value) for value in fields[11:13])
    return total / os.sysconf("SC_CLK_TCK")


def _postgres_backends(database: str) -> list[int]:
    """The server processes of our connections: their title names the database."""
    pids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                title = Path(f"/proc/{entry}/cmdline").read_bytes().decode(errors="replace")
            except OSError:
                continue
            if title.startswith("postgres:") and f" {database} " in title:
                pids.append(int(entry))
    return pids


def _cpu_by_service(deployment: Deployment) -> dict[str, float]:
    database = deployment.database_url.rsplit("/", 1)[1]
    usage = {"api": _cpu_s(deployment.api.process.pid),
             "workers": sum(_cpu_s(worker.process.pid) for worker in deployment.workers),
             "postgres": _cpu_of(_postgres_backends(database)),
             "redis": _cpu_of([deployment.redis.process.pid])}
    times = os.times()
    usage["learners"] = times.user + times.system
    return usage


def _unfinished_in_database(url: str) -> set[int]:
    engine = create_engine(url)
    with engine.connect() as connection:
        ids = connection.scalars(select(Submission.id).where(Submission.status.not_in(FINAL))).all()
    engine.dispose()
    return set(ids)


def main() -> None:
    duration_s = float(os.environ.get("DURATION_S", "60"))
    learners = int(os.environ.get("LEARNERS", "24"))
    api_workers = int(os.environ.get("API_WORKERS", "2"))
    workers, concurrency = int(os.environ.get("WORKERS", "2")), int(os.environ.get("CONCURRENCY", "2"))
    slugs = [s.strip() for s in os.environ.get("MIX", ",".join(DEFAULT_MIX)).split(",") if s.strip()]
    mix = build_mix(slugs)
    print(f"== load: {learners} learners, {duration_s:.0f} s, {len(mix)} problems; API {api_workers} uvicorn "
          f"workers, {workers} Celery workers x {concurrency}, Redis and PostgreSQL on this machine ==", flush=True)
    folder = Path(tempfile.mkdtemp(prefix="bench-load-"))
    deployment = Deployment(folder, PROJECT_ROOT / "problems", api_workers=api_workers, workers=workers,
                            concurrency=concurrency, proxy=False, app_env="test",
                            login_per_minute=0, login_per_minute_per_address=0, submissions_per_minute=0)
    try:
        deployment.start()
        before = {}
        tally, elapsed_s = asyncio.run(drive(deployment.base_url, mix, learners, duration_s,
                                             on_start=lambda: before.update(_cpu_by_service(deployment))))
        time.sleep(1.0)
        cpu = {name: value - before[name] for name, value in _cpu_by_service(deployment).items()}
        lost = len(tally.pending | _unfinished_in_database(deployment.database_url))
    finally:
        deployment.stop()
    system_errors = sum("system_error" in e for e in tally.errors)
    per = max(tally.graded, 1)
    print("  CPU per graded submission: " + ", ".join(
        f"{name} {1000 * value / per:.1f} ms" for name, value in cpu.items()) + f"; load average {os.getloadavg()[0]:.1f}")
    print(f"  {tally.submitted} submitted, {tally.graded} graded, {tally.runs} runs; seen by the learner "
          f"({'300 ms polls' if POLLING else 'event stream'}): p50 {statistics.median(tally.observed_s or [0]):.2f} s, "
          f"p95 {_percentile(tally.observed_s, 0.95):.2f} s; system errors {system_errors}; logs in {folder}")
    print(f"graded_per_s={tally.graded / elapsed_s:.1f} p50_s={_percentile(tally.latencies_s, 0.5):.3f} "
          f"p95_s={_percentile(tally.latencies_s, 0.95):.3f} p99_s={_percentile(tally.latencies_s, 0.99):.3f} "
          f"errors={len(tally.errors)} lost={lost}", flush=True)


if __name__ == "__main__":
    main()
