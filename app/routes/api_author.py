"""The authors' JSON API: a problem's hidden cases and mistakes, validate's report, item analysis
(and its CSV), "try code", and regrading. Authors and admins only; the work is
app/services/authoring.py's and app/services/regrades.py's."""

from __future__ import annotations

import csv
import io

from fastapi import APIRouter, Response
from fastapi.concurrency import run_in_threadpool

from app.deps import CurrentUser, DbDep, JsonOnly, PlatformDep
from app.routes.api_classes import CSV
from app.services import authoring, item_analysis, regrades
from app.services.authoring import (AuthorIndexOut, AuthorProblemView, TryCodeIn, TryCodeOut, ValidationOut)
from app.services.item_analysis import ItemAnalysisOut
from app.services.regrades import RegradeIn, RegradeOut, RegradeStateOut

router = APIRouter(prefix="/api/author", tags=["authoring"])


@router.get("/problems", response_model=AuthorIndexOut)
def problems(db: DbDep, platform: PlatformDep, user: CurrentUser) -> AuthorIndexOut:
    authoring.require_author(user)
    return authoring.index(db, platform.library)


@router.get("/problems/{slug}", response_model=AuthorProblemView)
def problem(slug: str, db: DbDep, platform: PlatformDep, user: CurrentUser) -> AuthorProblemView:
    authoring.require_author(user)
    _, found = authoring.find_problem(db, platform.library, slug)
    return authoring.problem_view(found)


@router.get("/problems/{slug}/analysis", response_model=ItemAnalysisOut)
def analysis(slug: str, db: DbDep, platform: PlatformDep, user: CurrentUser) -> ItemAnalysisOut:
    authoring.require_author(user)
    row, found = authoring.find_problem(db, platform.library, slug)
    return item_analysis.analyse(db, row, found)


@router.get("/problems/{slug}/analysis.csv", response_class=Response, responses=CSV)
def analysis_csv(slug: str, db: DbDep, platform: PlatformDep, user: CurrentUser) -> Response:
    authoring.require_author(user)
    row, found = authoring.find_problem(db, platform.library, slug)
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(item_analysis.CSV_COLUMNS)
    writer.writerows(item_analysis.csv_rows(item_analysis.analyse(db, row, found)))
    return Response(buffer.getvalue(), media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{found.slug}-item-analysis.csv"'})


@router.post("/problems/{slug}/validation", response_model=ValidationOut, dependencies=[JsonOnly])
async def validation(slug: str, db: DbDep, platform: PlatformDep, user: CurrentUser) -> ValidationOut:
    """validate's report of the served version (kept once made: the same version validates the same)."""
    authoring.require_author(user)
    _, found = await run_in_threadpool(authoring.find_problem, db, platform.library, slug)
    return await authoring.validate_now(platform, user, found)


@router.post("/problems/{slug}/try", response_model=TryCodeOut, dependencies=[JsonOnly])
async def try_code(slug: str, body: TryCodeIn, db: DbDep, platform: PlatformDep, user: CurrentUser) -> TryCodeOut:
    """Grades the code on the hidden cases in the sandbox, as a submission is, and shows every
    value. Nothing is stored; limited per author as Runs are."""
    authoring.require_author(user)
    _, found = await run_in_threadpool(authoring.find_problem, db, platform.library, slug)
    return await authoring.try_code(platform, user, found, body)


def _synced(db, platform, slug: str):
    row, _ = authoring.find_problem(db, platform.library, slug)
    if row is None:
        raise authoring.AuthorRefused(404, f"{slug} is not synced to the database yet.")
    return row


@router.get("/problems/{slug}/regrades", response_model=RegradeStateOut)
def regrade_state(slug: str, db: DbDep, platform: PlatformDep, user: CurrentUser) -> RegradeStateOut:
    """How many final submissions were graded against another version, and the latest preview
    and regrade of the current one."""
    authoring.require_author(user)
    return regrades.state(db, _synced(db, platform, slug))


@router.post("/problems/{slug}/regrades", response_model=RegradeOut, status_code=202, dependencies=[JsonOnly])
async def start_regrade(slug: str, body: RegradeIn, db: DbDep, platform: PlatformDep,
                        user: CurrentUser) -> RegradeOut:
    """A preview (`dry_run`, on a `sample` or all) or a regrade, graded in the background by the
    grading workers; read its progress and counts at /regrades/{id}."""
    authoring.require_author(user)
    row = await run_in_threadpool(_synced, db, platform, slug)
    regrade, ids = await run_in_threadpool(regrades.start, db, row, dry_run=body.dry_run, sample=body.sample,
                                           requested_by=user)
    await run_in_threadpool(lambda: [platform.dispatcher.enqueue_regrade(regrade.id, i) for i in ids])
    return await run_in_threadpool(regrades.summary, db, regrade)


@router.get("/problems/{slug}/regrades/{regrade_id}", response_model=RegradeOut)
def regrade_progress(slug: str, regrade_id: int, db: DbDep, platform: PlatformDep, user: CurrentUser) -> RegradeOut:
    authoring.require_author(user)
    return regrades.summary(db, regrades.find(db, _synced(db, platform, slug), regrade_id))
