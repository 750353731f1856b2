"""The migrations build exactly the tables app/models.py describes, on SQLite and PostgreSQL: a
model changed without its migration (or the other way round) fails here, not in production."""

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine

from app.models import Base


def test_the_migrated_schema_is_the_models_schema(database_url):
    engine = create_engine(database_url)
    try:
        with engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    finally:
        engine.dispose()
    assert differences == []


def test_the_aggregates_are_filled_from_the_submissions_so_far(tmp_path):
    """Revision 0008 derives score steps, mistake tallies, first attempts and failures in a row
    from the submissions already stored, by the rules record_result follows from then on."""
    from datetime import datetime, timezone

    from sqlalchemy import text

    from tests.utils.db import migrate_to_head

    url = f"sqlite:///{tmp_path / 'old.db'}"
    migrate_to_head(url, "0007")
    engine = create_engine(url)
    at = lambda minute: datetime(2026, 12, 1, 10, minute, tzinfo=timezone.utc)  # noqa: E731
    rows = [(1, at(0), "wrong_answer", 0.5, "off-by-one"), (2, at(5), "wrong_answer", 0.25, "off-by-one"),
            (3, at(9), "wrong_answer", 0.75, "sign-flip"), (4, at(20), "accepted", 1.0, None),
            (5, at(30), "wrong_answer", 0.5, None), (6, at(40), "wrong_answer", 0.0, None)]
    try:
        with engine.begin() as db:
            db.execute(text("INSERT INTO users (id, username, password_hash, role, created_at) "
                            "VALUES (1, 'ada', 'x', 'student', :t)"), {"t": at(0)})
            db.execute(text("INSERT INTO problems (id, uuid, slug, title, level, topic, required, kind, version, "
                            "position, active, synced_at) VALUES (1, 'u', 'p', 'P', '2', 't', 1, 'function', 'v', 0, 1, :t)"),
                       {"t": at(0)})
            for ident, made, verdict, score, mistake in rows:
                db.execute(text("INSERT INTO submissions (id, user_id, problem_id, problem_version, code, seed, status, "
                                "verdict, score, message, mistake_id, hint, grading_attempts, created_at, graded_at) VALUES "
                                "(:id, 1, 1, 'v', '', 0, 'graded', :verdict, :score, '', :mistake, 'a hint', 1, :made, "
                                ":made)"),
                           {"id": ident, "verdict": verdict, "score": score, "mistake": mistake, "made": made})
            db.execute(text("INSERT INTO progress (user_id, problem_id, attempts, solved, best_score) "
                            "VALUES (1, 1, 6, 1, 1.0)"))
        migrate_to_head(url)
        with engine.connect() as db:
            steps = db.execute(text("SELECT score FROM score_steps ORDER BY submitted_at")).scalars().all()
            tallies = dict(db.execute(text("SELECT mistake_id, count FROM mistake_tallies")).all())
            first, in_a_row = db.execute(text("SELECT first_submitted_at, failed_in_a_row FROM progress")).one()
    finally:
        engine.dispose()
    assert steps == [0.5, 0.75, 1.0]  # 0.25 beat nothing made before it
    assert tallies == {"off-by-one": 2, "sign-flip": 1}
    assert str(first).startswith("2026-12-01 10:00") and in_a_row == 2
