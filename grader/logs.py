"""Structured logs: one JSON object per line, and the submission id on every line logged while a
submission is graded (whichever module logs it), through a context variable and a filter."""

from __future__ import annotations

import contextvars
import json
import logging
import logging.config
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Iterator

_submission_id: contextvars.ContextVar[int | None] = contextvars.ContextVar("submission_id", default=None)

# Attributes every LogRecord has; anything else on a record came from `extra=` and is kept.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime", "taskName",
                                                                        "color_message"}


@contextmanager
def submission_context(submission_id: int) -> Iterator[None]:
    token = _submission_id.set(submission_id)
    try:
        yield
    finally:
        _submission_id.reset(token)


def current_submission_id() -> int | None:
    return _submission_id.get()


def set_current_submission(submission_id: int | None) -> None:
    """For code that cannot wrap the grading in `submission_context` (Celery's task signals)."""
    _submission_id.set(submission_id)


class SubmissionFilter(logging.Filter):
    """Stamps the submission being graded (if any) on each record."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "submission_id", None) is None:
            record.submission_id = _submission_id.get()
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "ts": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and value is not None:
                entry[key] = value if isinstance(value, (str, int, float, bool)) else repr(value)
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def logging_config(log_format: str = "text", level: str = "INFO") -> dict:
    """A logging.config.dictConfig for a process: root and the servers' own loggers, one handler.
    Uvicorn applies it in each of its worker processes (its `log_config`)."""
    formatter = {"()": f"{__name__}.JsonFormatter"} if log_format == "json" else {"format": TEXT_FORMAT}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"submission": {"()": f"{__name__}.SubmissionFilter"}},
        "formatters": {"default": formatter},
        "handlers": {"default": {"class": "logging.StreamHandler", "stream": "ext://sys.stderr",
                                 "formatter": "default", "filters": ["submission"]}},
        "root": {"handlers": ["default"], "level": level},
        # Uvicorn and Celery bring their own handlers; route them through ours so every line is alike.
        "loggers": {name: {"handlers": [], "propagate": True}
                    for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "celery")},
    }


def configure_logging(log_format: str = "text", level: str = "INFO") -> None:
    """Root logging for a process (the API, a grading worker). `json`: one object per line."""
    logging.config.dictConfig(logging_config(log_format, level))
