"""`python -m grader new <level> "<Title>" --kind function|controller|tests`: a new problem folder.

The folder has every file its kind needs, a fresh uuid, the slug of its title, a topic of its
level's topics.yaml, and a small worked problem of that kind that loads. It is a draft
(grader/drafts.py): not served, and its files carry to-do lines that `python -m grader validate`
lists as what to do next, until it passes and `python -m grader publish` serves it.
"""

from __future__ import annotations

import json
import keyword
import uuid
from pathlib import Path

from grader.drafts import write_draft_marker
from grader.library import problem_folders
from grader.problem import LEVELS, ProblemError, level_topics, slugify
from grader.scaffold import controller, function, tests

KIND_FILES = {"function": function.FILES, "controller": controller.FILES, "tests": tests.FILES}
DEFAULT_ENTRY_POINTS = {"controller": "Robot", "tests": "test"}


class ScaffoldError(Exception):
    """Why no folder was written, and what to do instead."""


def level_name(level: str) -> str:
    """`3`, `level-3` -> `level-3`; `simulator` stays; anything else is refused with the choices."""
    name = f"level-{level}" if level.isdigit() else level
    if name not in LEVELS:
        raise ScaffoldError(f"unknown level {level!r}; use one of {', '.join(LEVELS)}")
    return name


def checked_slug(title: str) -> str:
    if "\n" in title or "\r" in title or len(title.strip()) < 3:
        raise ScaffoldError(f"the title {title!r} must be one line of at least 3 characters, e.g. \"Stop Before the Wall\"")
    slug = slugify(title)
    if not slug:
        raise ScaffoldError(f"the title {title!r} has no letters or digits to name its folder after")
    return slug


def topics_of(root: Path, level: str) -> list[str] | None:
    try:
        return level_topics(root / level)
    except ProblemError as error:
        raise ScaffoldError(str(error)) from None


def checked_topic(topic: str, topics: list[str] | None, level: str) -> str:
    """The topic as topics.yaml spells it; a number picks the topic at that place in the list."""
    if topics is None:
        return topic
    if topic.isdigit() and 1 <= int(topic) <= len(topics):
        return topics[int(topic) - 1]
    if topic in topics:
        return topic
    raise ScaffoldError(f"{topic!r} is not a topic of {level}; choose with --topic NUMBER or --topic \"TITLE\":\n"
                        + numbered(topics))


def numbered(topics: list[str]) -> str:
    return "\n".join(f"  {number}. {topic}" for number, topic in enumerate(topics, 1))


def entry_point_for(kind: str, slug: str, entry_point: str | None) -> str:
    name = entry_point or DEFAULT_ENTRY_POINTS.get(kind) or slug.replace("-", "_")
    if name[0].isdigit():
        name = f"f_{name}"
    if not name.isidentifier() or keyword.iskeyword(name):
        raise ScaffoldError(f"{name!r} is not a Python name; give one with --entry-point, e.g. --entry-point gripper")
    return name


def free_folder(root: Path, level: str, slug: str) -> Path:
    """Where the problem goes; a slug already used, in any level, is refused (never overwritten)."""
    for existing in problem_folders(root):
        if existing.name == slug:
            raise ScaffoldError(f"{existing} already exists: a problem's slug comes from its title and must be "
                                "unique; choose another title (nothing was written)")
    folder = root / level / slug
    if folder.exists():
        raise ScaffoldError(f"{folder} already exists; choose another title (nothing was written)")
    return folder


def new_problem(root: Path, level: str, title: str, kind: str, topic: str, entry_point: str | None = None) -> Path:
    """Write the draft folder of a new problem under root/<level>/<slug>/ and return it."""
    if kind not in KIND_FILES:
        raise ScaffoldError(f"unknown kind {kind!r}; use one of {', '.join(KIND_FILES)}")
    level = level_name(level)
    slug = checked_slug(title)
    topic = checked_topic(topic, topics_of(root, level), level)
    entry = entry_point_for(kind, slug, entry_point)
    folder = free_folder(root, level, slug)
    values = {"uuid": str(uuid.uuid4()), "title": title.strip(), "title_yaml": _yaml_text(title.strip()),
              "topic_yaml": _yaml_text(topic), "level": str(LEVELS[level]), "entry": entry}
    folder.mkdir(parents=True)
    for name, template in KIND_FILES[kind].items():
        (folder / name).write_text(_fill(template, values), encoding="utf-8")
    write_draft_marker(folder, str(folder))
    return folder


def _yaml_text(text: str) -> str:
    """A YAML scalar for any one-line text: a JSON string is a valid double-quoted YAML string."""
    return json.dumps(text, ensure_ascii=False)


def _fill(template: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        template = template.replace(f"<<{key}>>", value)
    return template
