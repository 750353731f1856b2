import hmac

from fastapi import APIRouter, HTTPException, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST

from app import metrics
from app.deps import PlatformDep

router = APIRouter(tags=["health"])


@router.get("/metrics", include_in_schema=False)
def prometheus_metrics(request: Request, platform: PlatformDep) -> Response:
    """Open in development; in production only with `Authorization: Bearer <METRICS_TOKEN>`
    (Prometheus' `authorization` scrape setting), and off when no token is set."""
    settings = platform.settings
    if settings.app_env == "production":
        given = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
        if not settings.metrics_token or not hmac.compare_digest(given.encode(), settings.metrics_token.encode()):
            raise HTTPException(404, "Not Found")
    return Response(metrics.render(platform), media_type=CONTENT_TYPE_LATEST)
