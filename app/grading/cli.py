"""The grading commands that need the platform (its settings and database), plugged into
`python -m grader` through the "grader.commands" entry points in pyproject.toml: the grading core
offers the command line, the platform brings these commands to it."""

from __future__ import annotations

import argparse
import sys


def add_worker(commands) -> None:
    worker = commands.add_parser("worker", help="a Celery grading worker (REDIS_URL, DATABASE_URL, PROBLEMS_DIR)")
    worker.add_argument("--concurrency", type=int, default=0, help="grading processes (default: GRADER_WORKERS)")
    worker.add_argument("--hostname", help="the worker's node name, e.g. grader1@%%h")
    worker.set_defaults(run=_worker)


def add_rig_worker(commands) -> None:
    commands.add_parser("rig-worker", help="drive the Pico test rigs named by RIGS / RIG=emulated (DATABASE_URL)"
                        ).set_defaults(run=lambda args: _rigs("rig-worker"))


def add_rig_status(commands) -> None:
    commands.add_parser("rig-status", help="the connected rigs; exit 1 when one named by RIGS is not connected"
                        ).set_defaults(run=lambda args: _rigs("rig-status"))


def add_regrade(commands) -> None:
    regrade = commands.add_parser("regrade", help="grade a problem's submissions again against its current version "
                                  "(DATABASE_URL, PROBLEMS_DIR; DISPATCHER=celery sends the jobs to the workers)")
    regrade.add_argument("slug", help="the problem, as in its folder's name")
    regrade.add_argument("--dry-run", action="store_true", help="a preview: count what would change, change nothing")
    regrade.add_argument("--sample", type=int, help="with --dry-run: grade only this many, picked at random")
    regrade.set_defaults(run=_regrade)


def _regrade(args: argparse.Namespace) -> int:
    from app.config import get_settings
    from app.grading import regrade_command

    if args.sample is not None and not args.dry_run:
        print("--sample is for a preview (--dry-run): a regrade grades every submission", file=sys.stderr)
        return 2
    return regrade_command.run(get_settings(), args.slug, dry_run=args.dry_run, sample=args.sample)


def _worker(args: argparse.Namespace) -> int:
    from app.config import get_settings

    settings = get_settings()
    if settings.worker_metrics_port:
        from grader.metrics_setup import enable_multiprocess

        enable_multiprocess()  # the pool's processes count, the main process serves the sum
    from app.grading.celery_app import run_worker
    from grader.logs import configure_logging

    configure_logging(settings.log_format)
    run_worker(settings, args.concurrency or settings.workers, args.hostname)
    return 0


def _rigs(command: str) -> int:
    from app.config import get_settings
    from app.grading import rig_worker
    from grader.logs import configure_logging

    settings = get_settings()
    if command == "rig-status":
        return rig_worker.status(settings)
    configure_logging(settings.log_format)
    return rig_worker.run(settings)
