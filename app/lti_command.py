"""`python -m app lti ...`: the admin page's LTI registration on the command line (DATABASE_URL)."""

from __future__ import annotations

import argparse
import json
import sys


def add_parser(commands) -> None:
    lti = commands.add_parser("lti", help="LTI 1.3: register LMS platforms, show the tool's values")
    actions = lti.add_subparsers(dest="action", required=True)
    add = actions.add_parser("add-platform", help="register an LMS (the values its tool page shows)")
    add.add_argument("--name", required=True)
    add.add_argument("--issuer", required=True, help="the platform's issuer (platform ID), e.g. https://moodle.example.edu")
    add.add_argument("--client-id", required=True)
    add.add_argument("--deployment-id", action="append", required=True, help="repeat for several")
    add.add_argument("--auth-login-url", required=True, help="the authentication request (OIDC auth) URL")
    add.add_argument("--auth-token-url", required=True, help="the access token URL")
    add.add_argument("--key-set-url", required=True, help="the platform's public keyset (JWKS) URL")
    add.add_argument("--auth-audience", help="only if the LMS names a token audience")
    actions.add_parser("list", help="the registered platforms, as JSON")
    tool = actions.add_parser("tool", help="the tool's URLs, JWKS and configuration JSON for the LMS")
    tool.add_argument("--url", required=True, help="the site's public address, e.g. https://practice.example.edu")
    actions.add_parser("rotate-key", help="a new signing key (the old one stays in the JWKS for a week)")


def run(args: argparse.Namespace, database_url: str) -> int:
    from app.db import Database
    from app.services import lti_platforms

    database = Database(database_url)
    try:
        with database.session() as db:
            if args.action == "add-platform":
                made = lti_platforms.register(db, lti_platforms.PlatformSpec(
                    name=args.name, issuer=args.issuer, client_id=args.client_id, deployment_ids=args.deployment_id,
                    auth_login_url=args.auth_login_url, auth_token_url=args.auth_token_url,
                    key_set_url=args.key_set_url, auth_audience=args.auth_audience))
                print(f"registered {made.name} (id {made.id}): issuer {made.issuer}, client id {made.client_id}")
            elif args.action == "list":
                print(json.dumps([{"id": p.id, "name": p.name, "issuer": p.issuer, "client_id": p.client_id,
                                   "deployment_ids": p.deployment_ids} for p in lti_platforms.all_platforms(db)], indent=2))
            elif args.action == "tool":
                print(json.dumps({**lti_platforms.tool_urls(args.url), "jwks": lti_platforms.jwks(db),
                                  "configuration": lti_platforms.tool_configuration(args.url)}, indent=2))
            else:
                print(f"new signing key {lti_platforms.rotate_key(db).kid}")
    except lti_platforms.PlatformError as error:
        print(f"error: {error.detail}", file=sys.stderr)
        return 1
    finally:
        database.dispose()
    return 0
