"""`python -m app serve | migrate | user | lti`: the commands behind `make run`, and the admin's."""

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


def serve() -> int:
    settings = get_settings()
    if settings.api_workers > 1 and (settings.rigs or settings.rig != "none"):
        print("error: API_WORKERS > 1 with RIGS/RIG: each worker process would open the rigs' serial ports. "
              "Drive the rigs with `python -m grader rig-worker` instead (README, Deployment).", file=sys.stderr)
        return 2
    if settings.api_workers > 1:
        from grader.metrics_setup import enable_multiprocess

        enable_multiprocess()  # /metrics answers for all the worker processes, whichever serves it
    import uvicorn

    from app.main import create_app
    from grader.logs import logging_config

    print(f"Robot Practice is serving on http://{settings.host}:{settings.port}  (database: "
          f"{settings.database_url.split('@')[-1]}, grading: {settings.dispatcher})", flush=True)
    log_config = logging_config(settings.log_format)
    if settings.api_workers > 1:  # worker processes build their app from the same environment
        uvicorn.run("app.main:create_app", factory=True, workers=settings.api_workers, host=settings.host,
                    port=settings.port, log_config=log_config)
    else:
        uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_config=log_config)
    return 0


def add_user(username: str, role: str, password: str | None) -> int:
    """Create an account of any role (teachers, authors and admins are made this way)."""
    import getpass

    from app.db import Database
    from app.services import accounts

    password = password or getpass.getpass(f"Password for {username}: ")
    database = Database(get_settings().database_url)
    try:
        with database.session() as db:
            user = accounts.register(db, username, password, role=role)
    except accounts.AccountError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    finally:
        database.dispose()
    print(f"created {user.role} {user.username} (id {user.id})")
    return 0


def main(argv: list[str] | None = None) -> int:
    from app.services.accounts import ROLES

    parser = argparse.ArgumentParser(prog="python -m app")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("serve", help="serve the platform (HOST, PORT, DATABASE_URL from the environment)")
    commands.add_parser("migrate", help="apply database migrations (alembic upgrade head)")
    user = commands.add_parser("user", help="manage accounts").add_subparsers(dest="action", required=True)
    add = user.add_parser("add", help="create an account: python -m app user add --role teacher NAME --password PW")
    add.add_argument("username")
    add.add_argument("--role", choices=ROLES, default="student")
    add.add_argument("--password", help="omit to be asked for it without echo")
    from app import lti_command

    lti_command.add_parser(commands)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING if args.command in ("user", "lti") else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "user":
        return add_user(args.username, args.role, args.password)
    if args.command == "lti":
        return lti_command.run(args, get_settings().database_url)
    if args.command == "serve":
        return serve()
    migrate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
