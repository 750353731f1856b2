"""A submission's grading as it happens, for the page that waits for it.

GET /api/submissions/{id}/events is a stream of server-sent events: `state` (the status and, while
running, how many cases are done) when it changes, then `done` once the submission is final, its
data the whole result (GET /api/submissions/{id}'s answer; only the state when the result is over
64 kB, which the page then fetches compressed), and the stream ends. A stream
that reaches its time limit ends with `reopen` (the page opens another). How the changes are found
in every deployment: app/status_watch.py.

GET /api/submissions/{id}/state is the same small state as JSON, for a page that cannot hold a
stream (a proxy that cuts it, too many open): the poll that finds nothing new, at a few queries'
cost instead of the whole result's.

Both answer only who may see the submission (GET /api/submissions/{id}'s rule: its learner, their
teacher, an admin); anyone else gets the 404 of a submission that does not exist.
"""

from __future__ import annotations

import asyncio
import json
import weakref
from collections.abc import AsyncIterator, Callable
from typing import Annotated

import anyio
from fastapi import APIRouter, HTTPException, Path, Request
from fastapi.responses import StreamingResponse
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.types import Receive, Scope, Send

from app.authz import can_view_work_of
from app.deps import signed_in_work
from app.models import Submission, User
from app.platform import Platform
from app.routes.api_submissions import GradingProgress, whole_result_by_id
from app.schemas import SubmissionStatus
from app.status_watch import STATE_COLUMNS, StatusWatch, SubmissionState, TooManyStreams, read_states

router = APIRouter(prefix="/api", tags=["submissions"])

HEARTBEAT_S = 10.0  # a comment line this often keeps proxies from closing a quiet stream
DONE_CARRIES_UP_TO_BYTES = 64 * 1024  # a bigger result is fetched, gzipped, by the page
SubmissionId = Annotated[int, Path(ge=1, le=2**31 - 1)]
NO_SUCH_SUBMISSION = "No such submission."


class SubmissionStateOut(BaseModel):
    id: int
    status: SubmissionStatus
    progress: GradingProgress | None  # cases graded so far, while running


def visible_state(db: Session, user: User, submission_id: int) -> SubmissionState | None:
    """The submission's state if this user may see it (app.authz, as GET /api/submissions/{id}),
    read by its primary key without its code or result."""
    row = db.execute(select(Submission.user_id, *STATE_COLUMNS[1:]).where(Submission.id == submission_id)).first()
    if row is None or not can_view_work_of(db, user, row.user_id):
        return None
    return SubmissionState(row.status, row.progress_done, row.progress_total)


@router.get("/submissions/{submission_id}/state", response_model=SubmissionStateOut)
async def submission_state(submission_id: SubmissionId, request: Request) -> dict:
    # Async, with the checks in one trip to the threadpool: the sync dependencies (session, user)
    # would take a trip each, most of what this poll costs.
    platform: Platform = request.app.state.platform
    _, state = await run_in_threadpool(_user_and_state, platform, request, submission_id)
    return state.as_json(submission_id)


class EventStream(StreamingResponse):
    """Server-sent events that always run `on_close` and close their generator when the answer
    ends, however it ends (done, the client gone, the server stopping). Its media type is set per
    answer, not on the class, so /docs shows the events' schema the route declares and no other."""

    def __init__(self, events: AsyncIterator[str], on_close: Callable[[], None]):
        # X-Accel-Buffering: nginx passes each event on at once
        super().__init__(events, media_type="text/event-stream", headers={"X-Accel-Buffering": "no"})
        self.events, self.on_close = events, on_close

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            with anyio.CancelScope(shield=True):
                await self.events.aclose()  # type: ignore[attr-defined]  # our generator's
            self.on_close()


def sse(event: str, data: dict) -> str:
    return f"event: {event}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


async def submission_events_of(watch: StatusWatch, submission_id: int, first: SubmissionState,
                               max_s: float, whole_result: Callable[[], bytes]) -> AsyncIterator[str]:
    yield sse("state", first.as_json(submission_id))
    state = first
    if not first.final:
        async for change in watch.changes(submission_id, first, max_s, HEARTBEAT_S):
            if change is None:
                yield ": still waiting\n\n"
                continue
            state = change
            yield sse("state", state.as_json(submission_id))
    if not state.final:
        yield sse("reopen", {"id": submission_id})
        return
    # The whole result rides on `done`: the page needs no request of its own for it (a request's
    # session check and round trip were a fifth of the API's CPU per graded submission). Not a
    # big one (a controller's runs, 250 kB): streams are not compressed, a fetched result is.
    result = await run_in_threadpool(whole_result)
    if len(result) > DONE_CARRIES_UP_TO_BYTES:
        yield sse("done", state.as_json(submission_id))
    else:
        yield "event: done\ndata: " + result.decode() + "\n\n"


def _whole_result_of(platform: Platform, submission_id: int) -> bytes:
    """Read in its own short session when the stream ends (the viewer's right was checked at its start)."""
    with platform.database.session() as db:
        return whole_result_by_id(db, submission_id)


def watch_of(request: Request, platform: Platform) -> StatusWatch:
    """This app's watch for the running event loop (one under uvicorn; tests may run several)."""
    watches = getattr(request.app.state, "status_watches", None)
    if watches is None:
        watches = request.app.state.status_watches = weakref.WeakKeyDictionary()
    loop = asyncio.get_running_loop()
    if loop not in watches:
        settings = platform.settings
        watches[loop] = StatusWatch(lambda ids: read_states(platform.database, ids),
                                    streams_per_user=settings.event_streams_per_user,
                                    streams_per_process=settings.event_streams_per_process)
    return watches[loop]


def _user_and_state(platform: Platform, request: Request, submission_id: int) -> tuple[int, SubmissionState]:
    """Checked in its own short session: a stream must not hold a database connection."""
    def state_of(db: Session, user: User) -> tuple[int, SubmissionState]:
        state = visible_state(db, user, submission_id)
        if state is None:
            raise HTTPException(404, NO_SUCH_SUBMISSION)
        return user.id, state

    return signed_in_work(platform, request, state_of)


@router.get("/submissions/{submission_id}/events", response_class=EventStream, status_code=200,
            response_description="Server-sent events: `state` on each change, then `done` with the whole "
                                 "result, GET /api/submissions/{id}'s answer (or `reopen` when the "
                                 "stream's time is up).",
            responses={200: {"content": {"text/event-stream": {"itemSchema": {
                "type": "object", "required": ["event", "data"],
                "properties": {"event": {"type": "string", "enum": ["state", "done", "reopen"]},
                               "data": {"type": "string", "contentMediaType": "application/json"}}}}}}})
async def submission_events(submission_id: SubmissionId, request: Request) -> EventStream:
    platform: Platform = request.app.state.platform
    user_id, first = await run_in_threadpool(_user_and_state, platform, request, submission_id)
    watch = watch_of(request, platform)
    try:
        close = watch.open_stream(user_id)
    except TooManyStreams:
        raise HTTPException(429, "Too many open event streams; poll GET /api/submissions/{id}/state instead.",
                            headers={"Retry-After": "5"}) from None
    events = submission_events_of(watch, submission_id, first, platform.settings.event_stream_max_s,
                                  lambda: _whole_result_of(platform, submission_id))
    return EventStream(events, close)
