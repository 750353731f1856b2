from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST

from app import metrics
from app.deps import PlatformDep

router = APIRouter(tags=["health"])


@router.get("/metrics", include_in_schema=False)
def prometheus_metrics(platform: PlatformDep) -> Response:
    return Response(metrics.render(platform), media_type=CONTENT_TYPE_LATEST)
