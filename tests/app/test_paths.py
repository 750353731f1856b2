"""Learning paths: the required problems plus one problem per topic, picked once and kept."""

import shutil

import pytest

from app.db import Database
from app.services.paths import paths_for
from app.services.problem_sync import sync_problems
from grader.library import load_library
from tests.utils.factories import make_user
from tests.utils.problem_files import SCALE_A_VECTOR, edit_yaml

TOPICS = {"arms": ["Arm One", "Arm Two", "Arm Three"], "wheels": ["Wheel One"], "solo": ["Required Alone"]}


@pytest.fixture
def catalogue(tmp_path):
    """level-2 with topic 'arms' (three optional problems), 'wheels' (one) and 'solo' (one, required)."""
    (tmp_path / "level-2").mkdir()
    (tmp_path / "level-2" / "topics.yaml").write_text("topics: [solo, arms, wheels]\n")
    number = 0
    for topic, titles in TOPICS.items():
        for title in titles:
            number += 1
            folder = tmp_path / "level-2" / title.lower().replace(" ", "-")
            shutil.copytree(SCALE_A_VECTOR, folder)
            edit_yaml(folder, title=title, topic=topic, required=topic == "solo",
                      id=f"00000000-0000-4000-8000-{number:012d}")
    return load_library(tmp_path)


def test_a_path_is_the_required_problems_and_one_pick_per_topic_kept(database_url, catalogue):
    database = Database(database_url)
    with database.session() as db:
        sync_problems(db, catalogue)
        learners = [make_user(db) for _ in range(12)]
        first = {u.id: [p.title for p in paths_for(db, u)[0].problems] for u in learners}
        again = {u.id: [p.title for p in paths_for(db, u)[0].problems] for u in learners}
    database.dispose()
    assert first == again, "a pick is made once and kept"
    for titles in first.values():
        assert titles[0] == "Required Alone" and "Wheel One" in titles
        assert len([t for t in titles if t.startswith("Arm")]) == 1 and len(titles) == 3
    assert len({tuple(t) for t in first.values()}) > 1, "picks are random between learners"
