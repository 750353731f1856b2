"""`python -m app serve | migrate | sync`: the commands behind `make run`."""

from __future__ import annotations

import argparse
import logging
import sys

from app.config import get_settings


def migrate() -> None:
    from alembic import command
    from alembic.config import Config

    from app.config import PROJECT_ROOT

    config = Config(str(PROJECT_ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(PROJECT_ROOT / "migrations"))
    command.upgrade(config, "head")


def serve() -> None:
    import uvicorn

    from app.main import create_app

    settings = get_settings()
    print(f"Robot Practice is serving on http://{settings.host}:{settings.port}  (database: "
          f"{settings.database_url.split('@')[-1]})", flush=True)
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="info")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("serve", help="serve the platform (HOST, PORT, DATABASE_URL from the environment)")
    commands.add_parser("migrate", help="apply database migrations (alembic upgrade head)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    {"serve": serve, "migrate": migrate}[args.command]()
    return 0


if __name__ == "__main__":
    sys.exit(main())
