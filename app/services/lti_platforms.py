"""LMS platforms registered by an admin, and the tool's own signing keys: the only writer of
`lti_platforms` and `lti_tool_keys`. Also what an admin pastes into the LMS: the tool's URLs, its
JWKS and its configuration JSON."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from jwcrypto.jwk import JWK
from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.errors import ServiceError
from app.models import LtiPlatform, LtiToolKey, utcnow

RETIRED_KEY_PUBLISHED_FOR = timedelta(days=7)  # platforms cache our JWKS; a retired key still verifies a while
LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")
SCOPES = ["https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
          "https://purl.imsglobal.org/spec/lti-ags/scope/score",
          "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly",
          "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"]


class PlatformError(ServiceError):
    def __init__(self, detail: str, status: int = 422):
        super().__init__(detail, status)


@dataclass
class PlatformSpec:
    """What the LMS's admin page shows for our tool (Moodle: "Tool configuration details"; Canvas:
    the developer key's client id and the deployment id)."""
    name: str
    issuer: str
    client_id: str
    auth_login_url: str
    auth_token_url: str
    key_set_url: str
    deployment_ids: list[str] = field(default_factory=list)
    auth_audience: str | None = None


def _check_url(label: str, value: str) -> str:
    """HTTPS, or plain HTTP on this machine (a test platform, a local Moodle)."""
    value = value.strip()
    parts = urlsplit(value)
    if parts.scheme == "https" and parts.netloc or parts.scheme == "http" and parts.hostname in LOCAL_HOSTS:
        return value
    raise PlatformError(f"{label}: give an https:// URL (plain http only for localhost), not {value[:80]!r}.")


def _check(spec: PlatformSpec) -> PlatformSpec:
    name, client_id = spec.name.strip(), spec.client_id.strip()
    if not 1 <= len(name) <= 120:
        raise PlatformError("name: 1 to 120 characters, e.g. 'Moodle of the university'.")
    if not 1 <= len(client_id) <= 255:
        raise PlatformError("client_id: the client id the LMS gave the tool (1 to 255 characters).")
    deployments = [d.strip() for d in spec.deployment_ids if d.strip()]
    if not deployments or any(len(d) > 255 for d in deployments):
        raise PlatformError("deployment_ids: at least one deployment id (the LMS shows it for the installed tool).")
    issuer = _check_url("issuer", spec.issuer)  # kept exactly: a launch's `iss` must equal it
    return PlatformSpec(name=name, issuer=issuer, client_id=client_id, deployment_ids=list(dict.fromkeys(deployments)),
                        auth_login_url=_check_url("auth_login_url", spec.auth_login_url),
                        auth_token_url=_check_url("auth_token_url", spec.auth_token_url),
                        key_set_url=_check_url("key_set_url", spec.key_set_url),
                        auth_audience=(spec.auth_audience or "").strip() or None)


def register(db: Session, spec: PlatformSpec) -> LtiPlatform:
    spec = _check(spec)
    if find(db, spec.issuer, spec.client_id) is not None:
        raise PlatformError(f"A platform with issuer {spec.issuer} and client id {spec.client_id} is registered.", 409)
    platform = LtiPlatform(name=spec.name, issuer=spec.issuer, client_id=spec.client_id,
                           deployment_ids=spec.deployment_ids, auth_login_url=spec.auth_login_url,
                           auth_token_url=spec.auth_token_url, key_set_url=spec.key_set_url,
                           auth_audience=spec.auth_audience)
    db.add(platform)
    try:
        db.commit()
    except IntegrityError:  # registered twice at once
        db.rollback()
        raise PlatformError(f"A platform with issuer {spec.issuer} and client id {spec.client_id} is registered.",
                            409) from None
    return platform


def all_platforms(db: Session) -> list[LtiPlatform]:
    return list(db.scalars(select(LtiPlatform).order_by(LtiPlatform.name, LtiPlatform.id)))


def find(db: Session, issuer: str, client_id: str | None) -> LtiPlatform | None:
    """The registration of this issuer and client id; without a client id (a login request may
    omit it), the issuer's only registration, or None when it has several."""
    query = select(LtiPlatform).where(LtiPlatform.issuer == issuer)
    if client_id:
        return db.scalar(query.where(LtiPlatform.client_id == client_id))
    found = list(db.scalars(query.limit(2)))
    return found[0] if len(found) == 1 else None


# --- the tool's keys --------------------------------------------------------------------------------

def _new_key() -> LtiToolKey:
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption()).decode()
    jwk = JWK.from_pem(pem.encode())
    kid = jwk.thumbprint()  # RFC 7638: the same key always has the same id
    public = {**json.loads(jwk.export_public()), "kid": kid, "alg": "RS256", "use": "sig"}
    return LtiToolKey(kid=kid, private_pem=pem, public_jwk=public)


def signing_key(db: Session) -> LtiToolKey:
    """The newest key not retired; made on first need (two processes racing keep both, the newer signs)."""
    key = db.scalar(select(LtiToolKey).where(LtiToolKey.retired_at.is_(None))
                    .order_by(LtiToolKey.created_at.desc(), LtiToolKey.kid).limit(1))
    if key is None:
        key = _new_key()
        db.add(key)
        db.commit()
    return key


def rotate_key(db: Session) -> LtiToolKey:
    """A new signing key; the old ones are retired but stay in the JWKS for a week."""
    db.execute(update(LtiToolKey).where(LtiToolKey.retired_at.is_(None)).values(retired_at=utcnow()))
    key = _new_key()
    db.add(key)
    db.commit()
    return key


def jwks(db: Session) -> dict[str, Any]:
    signing_key(db)
    since = utcnow() - RETIRED_KEY_PUBLISHED_FOR
    keys = db.scalars(select(LtiToolKey).where((LtiToolKey.retired_at.is_(None)) | (LtiToolKey.retired_at > since))
                      .order_by(LtiToolKey.created_at.desc()))
    return {"keys": [key.public_jwk for key in keys]}


# --- what the LMS is told ---------------------------------------------------------------------------

def tool_urls(base_url: str) -> dict[str, str]:
    base = base_url.rstrip("/")
    return {"login_url": f"{base}/lti/login", "launch_url": f"{base}/lti/launch", "jwks_url": f"{base}/lti/jwks",
            "deep_link_url": f"{base}/lti/launch", "config_url": f"{base}/lti/config.json", "domain": urlsplit(base).netloc}


def tool_configuration(base_url: str) -> dict[str, Any]:
    """The tool's configuration as LTI Dynamic Registration sends it (an OpenID client registration
    with the LTI tool configuration claim): what a dynamic-registration-capable LMS reads."""
    urls = tool_urls(base_url)
    return {
        "application_type": "web", "response_types": ["id_token"], "grant_types": ["implicit", "client_credentials"],
        "initiate_login_uri": urls["login_url"], "redirect_uris": [urls["launch_url"]],
        "client_name": "Robot Practice", "jwks_uri": urls["jwks_url"], "token_endpoint_auth_method": "private_key_jwt",
        "scope": " ".join(SCOPES),
        "https://purl.imsglobal.org/spec/lti-tool-configuration": {
            "domain": urls["domain"], "target_link_uri": urls["launch_url"],
            "description": "Robotics practice problems, graded in a sandbox; scores go to the gradebook.",
            "claims": ["iss", "sub", "name", "given_name", "family_name"],
            "messages": [{"type": "LtiResourceLinkRequest", "target_link_uri": urls["launch_url"]},
                         {"type": "LtiDeepLinkingRequest", "target_link_uri": urls["deep_link_url"],
                          "label": "Robot Practice problems", "placements": ["link_selection", "assignment_selection"]}],
        },
    }
