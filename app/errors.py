"""The one error a service raises when it refuses: the HTTP status it stands for and a reason the
caller can show. The API turns it into {"detail": reason} with that status (app/main.py), so
routes do not translate each service's errors; pages catch it to show the reason on their form."""

from __future__ import annotations

from typing import Any


class ServiceError(Exception):
    status = 422

    def __init__(self, detail: Any, status: int | None = None):
        super().__init__(str(detail))
        self.detail = detail
        if status is not None:
            self.status = status
