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
