"""Author commands: `python -m grader validate [paths]`, `new <level> "<Title>" --kind ...` (a draft
problem, grader/scaffold/) and `publish <folder>` (a draft served once it validates). The platform
plugs its own commands in (entry points "grader.commands", app/grading/cli.py): `python -m grader worker` starts a Celery
grading worker (DISPATCHER=celery) with the settings of the environment; `python -m grader
rig-worker` drives the Pico test rigs (RIGS or RIG=emulated) and `rig-status` reports on them."""

import argparse
import logging
import sys
from importlib.metadata import entry_points
from pathlib import Path

from grader import validate
from grader.scaffold.command import add_new, add_publish

DEFAULT_ROOT = Path(__file__).resolve().parent.parent / "problems"
PLUGIN_GROUP = "grader.commands"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m grader")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("validate", help="check problems end to end (schema, reference, mistakes)")
    check.add_argument("paths", nargs="*", help="problem folders, level folders or the problems root")
    check.add_argument("--no-mutation", action="store_true", help="skip the mutation analysis of the hidden cases")
    check.add_argument("--record", action="store_true",
                       help="record the problems that pass in problems/mutation-record.json (the suite skips them)")
    add_new(commands)
    add_publish(commands)
    for plugin in entry_points(group=PLUGIN_GROUP):  # the platform's worker and rig commands
        plugin.load()(commands)
    args = parser.parse_args(argv)
    if args.command != "validate":
        return args.run(args)
    logging.basicConfig(level=logging.WARNING)
    return validate.main(args.paths, DEFAULT_ROOT, mutation=not args.no_mutation, record=args.record)


if __name__ == "__main__":
    sys.exit(main())
