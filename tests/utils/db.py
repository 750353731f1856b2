from alembic import command
from alembic.config import Config

from app.config import PROJECT_ROOT


def migrate_to_head(url: str, revision: str = "head") -> None:
    config = Config(str(PROJECT_ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(PROJECT_ROOT / "migrations"))
    config.attributes["url"] = url
    config.attributes["skip_logging"] = True
    command.upgrade(config, revision)
