"""Before prometheus_client is imported: counting across the processes of one command."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile


def enable_multiprocess() -> str:
    """Make this process and the ones it forks or spawns count in files of one folder (prometheus_client's
    multiprocess mode), so any of them can serve the sum. Must run before prometheus_client is imported.
    Returns the folder: PROMETHEUS_MULTIPROC_DIR if set (emptied), else a new one."""
    if "prometheus_client" in sys.modules:
        raise RuntimeError("enable_multiprocess() must run before prometheus_client is imported")
    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if folder:
        shutil.rmtree(folder, ignore_errors=True)  # counts of a previous run are not ours
    else:
        folder = tempfile.mkdtemp(prefix="prometheus-")
    os.makedirs(folder, exist_ok=True)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = folder
    return folder
