"""A controller submission's declared metrics, per named scenario, as its result recorded them: the
only writer of `run_metrics`. Only the named scenarios, which every submission of the problem
meets: its random ones are drawn from its own seed, so a board of medians over them would rank
learners on different roads. app.services.submissions calls `store` in the transaction that records
(or, in a regrade, replaces) the result, so the rows always say what the current result says."""

from __future__ import annotations

from sqlalchemy import delete, insert
from sqlalchemy.orm import Session

from app.models import RunMetricValue
from grader.contract import GradingResult


def store(db: Session, submission_id: int, result: GradingResult, *, replacing: bool = False) -> None:
    """The result's metrics; `replacing` (a regrade): in place of the submission's earlier ones.
    A result without metrics (a function problem's) costs no statement when first recorded."""
    if replacing:
        db.execute(delete(RunMetricValue).where(RunMetricValue.submission_id == submission_id))
    rows = [{"submission_id": submission_id, "case_index": index, "metric_id": metric_id, "value": value}
            for index, case in enumerate(result.cases) if case.kind == "named"
            for metric_id, value in case.metrics.items()]
    if rows:
        db.execute(insert(RunMetricValue), rows)
