"""The similarity report's page: pairs of a class's learners whose programs for one problem share
more than the boilerplate, side by side with the shared parts marked. For the class's teacher and
admins only; anyone else finds no class here."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request

from app.authz import can_manage_class
from app.deps import DbDep, OptionalUser, PlatformDep
from app.models import Classroom
from app.routes.pages import render
from app.routes.pages_classes import Id, _not_here, _refuse_class
from app.services import similarity
from app.services.catalog import find_problem

router = APIRouter(include_in_schema=False)


@router.get("/classes/{class_id}/problems/{slug}/similarity")
def similarity_page(class_id: Id, slug: Annotated[str, Path(max_length=120)], request: Request, db: DbDep,
                    platform: PlatformDep, user: OptionalUser,
                    threshold: Annotated[float, Query(ge=0.1, le=1.0)] = similarity.DEFAULT_THRESHOLD):
    classroom = db.get(Classroom, class_id) if user else None
    if user is None or classroom is None or not can_manage_class(user, classroom):
        return _refuse_class(request, user)
    row = find_problem(db, slug)
    problem = platform.library.get(slug) if row else None
    if problem is None:
        return _not_here(request, user, "problem")
    made = similarity.report(db, classroom, row, problem.spec.entry_point, problem.spec.starter, threshold)
    return render(request, "class_similarity.html", user, classroom=classroom, problem=row, report=made,
                  thresholds=(0.4, 0.5, 0.6, 0.7, 0.8, 0.9))
