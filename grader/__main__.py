"""Author commands: `python -m grader validate [paths]`; `python -m grader worker` starts a Celery
grading worker (DISPATCHER=celery) with the settings of the environment; `python -m grader
rig-worker` drives the Pico test rigs (RIGS or RIG=emulated) and `rig-status` reports on them."""

import argparse
import logging
import sys
from pathlib import Path

from grader import validate

DEFAULT_ROOT = Path(__file__).resolve().parent.parent / "problems"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m grader")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("validate", help="check problems end to end (schema, reference, mistakes)")
    check.add_argument("paths", nargs="*", help="problem folders, level folders or the problems root")
    check.add_argument("--no-mutation", action="store_true", help="skip the mutation analysis of the hidden cases")
    check.add_argument("--record", action="store_true",
                       help="record the problems that pass in problems/mutation-record.json (the suite skips them)")
    worker = commands.add_parser("worker", help="a Celery grading worker (REDIS_URL, DATABASE_URL, PROBLEMS_DIR)")
    worker.add_argument("--concurrency", type=int, default=0, help="grading processes (default: GRADER_WORKERS)")
    worker.add_argument("--hostname", help="the worker's node name, e.g. grader1@%%h")
    commands.add_parser("rig-worker", help="drive the Pico test rigs named by RIGS / RIG=emulated (DATABASE_URL)")
    commands.add_parser("rig-status", help="the connected rigs; exit 1 when one named by RIGS is not connected")
    args = parser.parse_args(argv)
    if args.command == "worker":
        return _worker(args)
    if args.command in ("rig-worker", "rig-status"):
        return _rigs(args.command)
    logging.basicConfig(level=logging.WARNING)
    return validate.main(args.paths, DEFAULT_ROOT, mutation=not args.no_mutation, record=args.record)


def _worker(args) -> int:
    from app.config import get_settings

    settings = get_settings()
    if settings.worker_metrics_port:
        from grader.metrics_setup import enable_multiprocess

        enable_multiprocess()  # the pool's processes count, the main process serves the sum
    from grader.celery_app import run_worker
    from grader.logs import configure_logging

    configure_logging(settings.log_format)
    run_worker(settings, args.concurrency or settings.workers, args.hostname)
    return 0


def _rigs(command: str) -> int:
    from app.config import get_settings
    from grader.logs import configure_logging
    from grader.rig import worker

    settings = get_settings()
    if command == "rig-status":
        return worker.status(settings)
    configure_logging(settings.log_format)
    return worker.run(settings)


if __name__ == "__main__":
    sys.exit(main())
