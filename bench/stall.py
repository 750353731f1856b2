"""One account floods Run and Submit with sleeping code: what another learner sees meanwhile, on
the embedded default served for real (uvicorn, the local pool, the sandbox). Prints the other
learner's page loads (p50, p95) and their submission's time from acceptance to result, next to
the same figures with nobody flooding, measured in the same run."""

from __future__ import annotations

import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

from tests.utils.factories import FIXTURE_PROBLEMS, PASSWORD
from tests.utils.live_server import start_server, stop_server

SLEEPER = "import time\ntime.sleep(3)\n\ndef scale(x, y, k):\n    return (k * x, k * y)\n"
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
PROBLEM = "/api/problems/scale-a-vector"


def _learner(url: str, name: str) -> httpx.Client:
    client = httpx.Client(base_url=url, timeout=120)
    client.post("/api/auth/register", json={"username": name, "password": PASSWORD}).raise_for_status()
    return client


def _other_learner(client: httpx.Client, loads: int = 40) -> dict:
    times = []
    for _ in range(loads):
        started = time.perf_counter()
        client.get("/problems").raise_for_status()
        times.append(time.perf_counter() - started)
    started = time.perf_counter()
    submission = client.post(f"{PROBLEM}/submissions", json={"code": CORRECT}).json()["id"]
    while client.get(f"/api/submissions/{submission}").json()["status"] in ("queued", "running"):
        time.sleep(0.02)
    times.sort()
    return {"page_p50_ms": 1000 * statistics.median(times), "page_p95_ms": 1000 * times[int(0.95 * len(times)) - 1],
            "graded_s": time.perf_counter() - started}


def measure() -> dict:
    with tempfile.TemporaryDirectory(prefix="bench-stall-") as folder:
        server = start_server(Path(folder), {"PROBLEMS_DIR": str(FIXTURE_PROBLEMS)})
        try:
            quiet = _other_learner(_learner(server.url, "quiet"))
            flooder, other = _learner(server.url, "flooder"), _learner(server.url, "bystander")
            with ThreadPoolExecutor(50) as pool:
                for _ in range(10):
                    pool.submit(flooder.post, f"{PROBLEM}/submissions", json={"code": SLEEPER})
                for _ in range(45):
                    pool.submit(flooder.post, f"{PROBLEM}/run", json={"code": SLEEPER})
                time.sleep(0.5)
                flooded = _other_learner(other)
        finally:
            stop_server(server)
    return {"quiet": quiet, "flooded": flooded}
