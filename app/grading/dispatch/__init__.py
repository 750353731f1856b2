from grader.dispatch.base import Dispatcher
from grader.dispatch.local import LocalDispatcher

__all__ = ["Dispatcher", "LocalDispatcher"]
