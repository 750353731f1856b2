"""Run in the browser: what a problem page's Web Worker needs to run the visible examples in
Pyodide (the grader's own modules, then the problem's bundle). Signed-in learners only, and only
published problems (a draft or unknown slug is the 404 of the problem page); nothing here holds
a hidden case, a generator or the reference solution (grader/browser/bundle.py), and a checker
that carries another problem's answer only for a learner who solved it (app/services/browser_run.py)."""

from typing import Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel, Field

from app.deps import CurrentUser, PlatformDep, signed_in_work
from app.services.browser_run import bundle_for
from grader.browser.bundle import runtime

router = APIRouter(tags=["problems"])


class ModuleSource(BaseModel):
    name: str = Field(description="its name in sys.modules")
    file: str = Field(description="the file name tracebacks show")
    source: str


class BrowserRuntime(BaseModel):
    modules: list[ModuleSource]
    verdict_severity: list[str]


class BrowserExample(BaseModel):
    name: str
    args: list[Any]
    why: str
    expected: Any


class PackageSource(BaseModel):
    name: str = Field(description="the package's name in sys.modules (reference.sim, or sim for a tests problem)")
    modules: list[ModuleSource] = Field(description="its submodules, dependencies first, then __init__")


class BrowserLimits(BaseModel):
    time_s: float
    memory_mib: int = Field(description="the worker's heap may grow by this much in a Run")
    wall_s: float


class BrowserBundle(BaseModel):
    slug: str
    version: str
    kind: str
    entry_point: str
    runs_in_browser: bool
    reason: str | None = Field(description="why Run goes to the server instead")
    limits: BrowserLimits | None
    checker: dict[str, Any] | None
    keep_arguments: bool
    max_code_bytes: int
    examples: list[BrowserExample]
    modules: list[ModuleSource]
    requires_solved: list[list[str]] = Field(
        description="the problems (slugs) whose answer the checker carries: one of each list solved")
    check_module: str | None
    runner: str | None = Field(None, description="the Python module whose runner() runs this kind (None: a function problem's)")
    controller: dict[str, Any] | None = Field(None, description="a controller problem's dt_s, duration_s, pass_cpu_s and metric ids")
    grader_modules: list[ModuleSource] = Field(
        default_factory=list, description="the grader modules this kind runs with, loaded before the rest")
    packages: list[PackageSource] = Field(
        default_factory=list, description="loaded before `modules`: the course's simulator a controller problem's code imports")
    suite_package: PackageSource | None = Field(
        None, description="a tests problem's simulator, loaded afresh as `sim` for each Run")


@router.get("/api/browser-run/runtime", response_model=BrowserRuntime)
def browser_runtime(user: CurrentUser) -> dict[str, Any]:
    return runtime()


@router.get("/api/problems/{slug}/browser-run", response_model=BrowserBundle)
async def problem_bundle(slug: str, request: Request, platform: PlatformDep) -> dict[str, Any]:
    return await run_in_threadpool(signed_in_work, platform, request, lambda db, user: bundle_for(
        db, platform.library, user, slug, platform.settings.max_code_bytes))
