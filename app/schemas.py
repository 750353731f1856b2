"""Response models more than one API route sends: what a grading result looks like to the browser
(the grading contract's own models, with a controller's run typed) and a queued job's receipt.
A route's other models live in its module; these describe, and FastAPI checks, what is sent."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from grader.contract import CaseResult, Outcome

SubmissionStatus = Literal["queued", "running"] | Outcome

Point = list[float | None]  # numbers rounded by grader/controller/trace.py; None where not finite


class Accepted(BaseModel):
    """A job taken for later (a submission to grade, a replay for a rig): poll its id."""
    id: int
    status: str = Field(description="queued, unless it was taken at once")


class World(BaseModel):
    width_m: float
    height_m: float
    segments: list[Point] = Field(description="walls and box sides: [x1, y1, x2, y2]")
    circles: list[Point] = Field(description="[cx, cy, r]")
    lines: list[tuple[list[Point], float]] = Field(description="painted lines: [[[x, y], ...], width_m]")


class Guide(BaseModel):
    y: float
    label: str = ""


class RunTrace(BaseModel):
    """A controller run in the simulator, as grader/controller/trace.py records it (drawn by
    app/static/js/runs.js): the world from above, and evenly spaced samples `dt_s` apart."""
    world: World
    body_radius_m: float
    dt_s: float
    t_s: Point
    x_m: Point
    y_m: Point
    theta_rad: Point
    range_m: Point = Field(description="what the range sensor read; None where it saw nothing")
    left_mps: Point = Field(description="true wheel ground speeds")
    right_mps: Point
    contacts: list[Point] = Field(description="where the body touched something: [t_s, x_m, y_m]")
    metrics: dict[str, float | bool | None] = Field(description="what the problem judged on")
    guides: dict[str, list[Guide]] | None = Field(
        default=None, description="the problem's dashed lines per chart (range_m, speed_mps), when it draws any")


class CaseResultOut(CaseResult):
    run: RunTrace | None = None
