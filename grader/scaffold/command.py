"""The authors' commands around a draft: `python -m grader new` writes one, `python -m grader
publish` serves it once it validates (grader/drafts.py)."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from grader import drafts
from grader.problem import PROJECT_ROOT
from grader.scaffold import (KIND_FILES, ScaffoldError, checked_slug, free_folder, level_name, new_problem,
                             numbered, topics_of)

DEFAULT_ROOT = PROJECT_ROOT / "problems"


def problems_root(option: str | None) -> Path:
    """--root, else PROBLEMS_DIR (the platform's setting), else the project's problems/."""
    return Path(option or os.environ.get("PROBLEMS_DIR") or DEFAULT_ROOT)


def add_new(commands) -> None:
    new = commands.add_parser("new", help="write a new problem's folder, a draft to fill in as validate lists")
    new.add_argument("level", help="level-2 ... level-5 or simulator (2 ... 5 also work)")
    new.add_argument("title", help='the problem\'s title, e.g. "Stop Before the Wall"; its folder is named after it')
    new.add_argument("--kind", required=True, choices=sorted(KIND_FILES))
    new.add_argument("--topic", help="the lesson section it practises: a title of the level's topics.yaml, "
                                     "or its number in that list (asked when left out on a terminal)")
    new.add_argument("--entry-point", help="the function the learner writes (function problems; default: "
                                           "from the title), the class (controller: Robot)")
    new.add_argument("--root", help="the problems folder (default: PROBLEMS_DIR, else problems/)")
    new.set_defaults(run=run_new)


def add_publish(commands) -> None:
    publish = commands.add_parser("publish", help="validate a draft in full, then serve it")
    publish.add_argument("folder", help="the draft's problem folder")
    publish.set_defaults(run=run_publish)


def run_new(args: argparse.Namespace) -> int:
    root = problems_root(args.root)
    try:
        free_folder(root, level_name(args.level), checked_slug(args.title))  # refused before asking anything
        topic = args.topic or ask_topic(root, args.level)
        folder = new_problem(root, args.level, args.title, args.kind, topic, args.entry_point)
    except ScaffoldError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {folder}/: {', '.join(sorted(p.name for p in folder.iterdir()))}")
    print(f"It is a draft, not served. Next: python -m grader validate {folder}")
    print("lists what to write, file by file; fill each in and validate again until it passes, then")
    print(f"python -m grader publish {folder}")
    return 0


def ask_topic(root: Path, level: str) -> str:
    """The topic, asked on a terminal; elsewhere (a script, a test) an error listing the choices."""
    name = level_name(level)
    topics = topics_of(root, name)
    if topics is None:
        raise ScaffoldError(f"{root / name} has no topics.yaml; give the topic with --topic \"TITLE\"")
    if not sys.stdin.isatty():
        raise ScaffoldError(f"choose the topic with --topic NUMBER or --topic \"TITLE\"; {name}'s topics "
                            f"({root / name / 'topics.yaml'}):\n{numbered(topics)}")
    print(f"{name}'s topics:\n{numbered(topics)}")
    while True:
        answer = input("topic (number or title): ").strip()
        if answer.isdigit() and 1 <= int(answer) <= len(topics) or answer in topics:
            return answer
        print(f"not one of the {len(topics)} topics; type its number")


def run_publish(args: argparse.Namespace) -> int:
    from grader.validate import error_line, validate_folder

    folder = Path(args.folder)
    if not (folder / "problem.yaml").exists():
        print(f"error: {folder} is not a problem folder (no problem.yaml)", file=sys.stderr)
        return 2
    if not drafts.is_draft(folder):
        print(f"{folder} is not a draft: it is served already")
        return 0
    logging.basicConfig(level=logging.WARNING)
    report = validate_folder(folder, mutation=True)
    if not report.ok:
        print(f"not published: validate finds {len(report.errors)} things to fix in {folder}:")
        for error in report.errors:
            print(error_line(error))
        return 1
    drafts.publish(folder)
    print(f"published {report.slug}: the platform serves it from its next start "
          "(at once under APP_ENV=development)")
    return 0
