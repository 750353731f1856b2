from app.grading.dispatch.base import Dispatcher
from app.grading.dispatch.local import LocalDispatcher

__all__ = ["Dispatcher", "LocalDispatcher"]
