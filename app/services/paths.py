"""Learning paths: the only writer of `path_picks`.

A level's path is its required problems plus one more problem from each topic, picked at random
for that learner the first time the path is needed, then kept (catalog.md)."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.models import PathPick, ProblemRow, User
from app.services.catalog import active_problems

_chooser = random.SystemRandom()


@dataclass
class LevelPath:
    level: str
    problems: list[ProblemRow]  # required first, then the picks, in catalogue order
    problem_ids: frozenset[int] = frozenset()  # the same problems' ids, for counting without the ORM


def _optional_by_topic(problems: list[ProblemRow]) -> dict[tuple[str, str], list[ProblemRow]]:
    topics: dict[tuple[str, str], list[ProblemRow]] = defaultdict(list)
    for row in problems:
        if not row.required:
            topics[(row.level, row.topic)].append(row)
    return topics


def _topic_of(optional: dict[tuple[str, str], list[ProblemRow]]) -> dict[int, tuple[str, str]]:
    return {row.id: key for key, rows in optional.items() for row in rows}


def _stored_picks(db: Session, user_ids: list[int],
                  topic_of: dict[int, tuple[str, str]]) -> dict[int, dict[tuple[str, str], int]]:
    """Each user's kept picks by (level, topic) of the picked problem as the catalog has it now; a
    pick of a problem no longer offered is left out (so it is picked again)."""
    picks: dict[int, dict[tuple[str, str], int]] = defaultdict(dict)
    # Two integers a row, no ORM objects: a class of hundreds has tens of thousands of picks.
    query = select(PathPick.user_id, PathPick.problem_id).where(PathPick.user_id.in_(user_ids))
    for user_id, problem_id in db.connection().execute(query).all():
        key = topic_of.get(problem_id)
        if key is not None:
            picks[user_id][key] = problem_id
    return picks


def _pick_missing(db: Session, user_id: int, have: dict[tuple[str, str], int],
                  optional: dict[tuple[str, str], list[ProblemRow]],
                  optional_ids: dict[tuple[str, str], frozenset[int]]) -> dict[tuple[str, str], int]:
    missing = {key: optional[key] for key, ids in optional_ids.items() if have.get(key) not in ids}
    if not missing:
        return have
    for (level, topic), rows in missing.items():
        chosen = _chooser.choice(rows)
        existing = db.get(PathPick, (user_id, level, topic))
        if existing is None:
            db.add(PathPick(user_id=user_id, level=level, topic=topic, problem_id=chosen.id))
        else:  # the kept pick's problem was retired: pick again within the topic
            existing.problem_id = chosen.id
        have[(level, topic)] = chosen.id
    try:
        db.commit()
    except IntegrityError:  # another request picked at the same moment: theirs is kept
        db.rollback()
        return _stored_picks(db, [user_id], _topic_of(optional))[user_id]
    return have


def paths_for(db: Session, user: User) -> list[LevelPath]:
    return paths_for_many(db, [user.id])[user.id]


def paths_for_many(db: Session, user_ids: list[int]) -> dict[int, list[LevelPath]]:
    problems = active_problems(db)
    optional = _optional_by_topic(problems)
    optional_ids = {key: frozenset(row.id for row in rows) for key, rows in optional.items()}
    stored = _stored_picks(db, user_ids, _topic_of(optional))
    # Read once for the class: every learner's path is the same required problems and a pick per
    # topic, so each learner costs their picks, not a pass over the catalogue.
    position = {row.id: index for index, row in enumerate(problems)}
    by_id = {row.id: row for row in problems}
    required: dict[str, list[int]] = defaultdict(list)
    for row in problems:
        if row.required:
            required[row.level].append(row.id)
    result = {}
    for user_id in user_ids:
        picked = _pick_missing(db, user_id, dict(stored.get(user_id, {})), optional, optional_ids)
        ids = {level: list(row_ids) for level, row_ids in required.items()}
        for (level, _topic), problem_id in picked.items():
            ids.setdefault(level, []).append(problem_id)
        result[user_id] = [_level_path(level, ids[level], by_id, position)
                           for level in sorted(ids, key=lambda level: position[min(ids[level], key=position.get)])]
    return result


def _level_path(level: str, problem_ids: list[int], by_id: dict[int, ProblemRow],
                position: dict[int, int]) -> LevelPath:
    problem_ids.sort(key=position.__getitem__)  # catalogue order
    return LevelPath(level=level, problems=[by_id[i] for i in problem_ids], problem_ids=frozenset(problem_ids))
