"""Author commands: `python -m grader validate [paths]`."""

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
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    return validate.main(args.paths, DEFAULT_ROOT)


if __name__ == "__main__":
    sys.exit(main())
