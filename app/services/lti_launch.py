"""LTI 1.3 OIDC login and launch validation, on pylti1p3 adapted to FastAPI: the only writer of
`lti_logins`.

pylti1p3 does the protocol (the login redirect, the id_token's format, registration and deployment
lookup, message-type validation, the service calls). Where its defaults are weaker than the spec
asks, this module tightens them:
- state and nonce are kept together in the database at login and consumed by the one launch that
  may use them (pylti1p3 keeps nonces in a session and never forgets them, and accepts a state again);
- the signature is checked against the platform's JWKS with `aud`, `iss`, `exp`, `iat` required and
  verified (pylti1p3 turns off PyJWT's audience check), and `azp` must be our client id;
- platform keys are cached per JWKS URL and fetched again when a token names an unknown key id
  (a platform rotating its keys), at most once per REFETCH_AFTER_S;
- every HTTP call has a timeout.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import httpx
import jwt
import requests
from pylti1p3.deployment import Deployment
from pylti1p3.exception import LtiException, LtiServiceException, OIDCException
from pylti1p3.message_launch import MessageLaunch
from pylti1p3.oidc_login import OIDCLogin
from pylti1p3.redirect import Redirect
from pylti1p3.registration import Registration
from pylti1p3.request import Request
from pylti1p3.session import SessionService
from pylti1p3.cookie import CookieService
from pylti1p3.tool_config import ToolConfAbstract
from sqlalchemy import delete
from sqlalchemy.orm import Session

from app.errors import ServiceError
from app.models import LtiLogin, LtiPlatform, utcnow
from app.services import lti_platforms
from app.timeutil import as_utc

LOGIN_LIFETIME_S = 300
JWKS_MAX_AGE_S = 3600.0
REFETCH_AFTER_S = 5.0  # an unknown kid fetches the JWKS again, but not more often than this
HTTP_TIMEOUT_S = 10.0
LEEWAY_S = 30  # clocks differ a little between the LMS and us
ALGORITHMS = ["RS256", "RS384", "RS512"]
STATE_COOKIE_PREFIX = "lti1p3-"


class LtiRefused(ServiceError):
    """A login or launch refused: the reason names what was wrong."""

    def __init__(self, detail: str, status: int = 400):
        super().__init__(f"LTI launch refused: {detail}", status)


class TimedSession(requests.Session):
    """pylti1p3's service calls go through requests without a timeout; a hanging LMS must not hang us."""

    def request(self, *args, **kwargs):
        kwargs.setdefault("timeout", HTTP_TIMEOUT_S)
        return super().request(*args, **kwargs)


def describe_service_error(error: Exception) -> str:
    """A failed call to an LMS service, said as a teacher can pass it on."""
    if isinstance(error, LtiServiceException):
        return f"the LMS answered {error.response.status_code}: {error.response.text[:200]}"
    return f"{type(error).__name__}: {error}"[:500]


def registration_of(db: Session, platform: LtiPlatform) -> Registration:
    """pylti1p3's Registration of a platform, with the tool's current signing key."""
    key = lti_platforms.signing_key(db)
    registration = _Registration(platform.id, key.kid, key.public_jwk)
    registration.set_issuer(platform.issuer).set_client_id(platform.client_id).set_key_set_url(platform.key_set_url)
    registration.set_auth_login_url(platform.auth_login_url).set_auth_token_url(platform.auth_token_url)
    registration.set_tool_private_key(key.private_pem)
    if platform.auth_audience:
        registration.set_auth_audience(platform.auth_audience)
    return registration


class _Registration(Registration):
    def __init__(self, platform_id: int, kid: str, public_jwk: dict[str, Any]):
        self.platform_id, self._kid, self._public_jwk = platform_id, kid, public_jwk

    def get_kid(self) -> str:
        return self._kid

    def get_jwks(self) -> list[dict[str, Any]]:
        return [self._public_jwk]


class DatabaseToolConf(ToolConfAbstract):
    """The registered platforms, from the database; an issuer may have several client ids."""

    def __init__(self, db: Session):
        self._db = db

    def check_iss_has_one_client(self, iss: str) -> bool:
        return False

    def check_iss_has_many_clients(self, iss: str) -> bool:
        return True

    def find_registration_by_issuer(self, iss: str, *args, **kwargs) -> Registration | None:
        return self.find_registration_by_params(iss, None)

    def find_registration_by_params(self, iss: str, client_id: str | None, *args, **kwargs) -> Registration | None:
        platform = lti_platforms.find(self._db, iss, client_id)
        return registration_of(self._db, platform) if platform else None

    def find_deployment(self, iss: str, deployment_id: str) -> Deployment | None:
        return self.find_deployment_by_params(iss, deployment_id, None)

    def find_deployment_by_params(self, iss: str, deployment_id: str, client_id: str | None, *args,
                                  **kwargs) -> Deployment | None:
        platform = lti_platforms.find(self._db, iss, client_id)
        if platform is None or deployment_id not in platform.deployment_ids:
            return None
        return Deployment().set_deployment_id(deployment_id)


class _Params(Request):
    """pylti1p3's request: the query or form parameters of ours, nothing else."""

    def __init__(self, params: dict[str, str], secure: bool):
        self._params, self._secure = params, secure

    @property
    def session(self) -> dict:
        return {}

    def is_secure(self) -> bool:
        return self._secure

    def get_param(self, key: str) -> str | None:
        return self._params.get(key)


class _Cookies(CookieService):
    """The request's cookies for pylti1p3 to read, and the ones it sets, for the route to set."""

    def __init__(self, cookies: dict[str, str]):
        self._cookies, self.to_set = cookies, {}

    def get_cookie(self, name: str) -> str | None:
        return self._cookies.get(STATE_COOKIE_PREFIX + name)

    def set_cookie(self, name: str, value, exp: int | None = 3600) -> None:
        self.to_set[STATE_COOKIE_PREFIX + name] = (str(value), exp)


class _NonceKeeper(SessionService):
    """Holds the nonce pylti1p3 makes at login, for the login row; no session of its own."""

    def __init__(self) -> None:
        self.nonce: str | None = None

    def save_nonce(self, nonce: str) -> None:
        self.nonce = nonce

    def save_state_params(self, state, params) -> None:
        pass


class _Location(Redirect):
    def __init__(self, url: str):
        self.url = url

    def do_redirect(self):
        return self.url

    def do_js_redirect(self):
        return self.url

    def set_redirect_url(self, location: str) -> None:
        self.url = location

    def get_redirect_url(self) -> str:
        return self.url


class _Login(OIDCLogin):
    def get_redirect(self, url: str) -> Redirect:
        return _Location(url)


@dataclass
class LoginRedirect:
    url: str  # the platform's authorization endpoint, with state and nonce
    cookies: dict[str, tuple[str, int | None]]  # the state cookie binding the login to this browser


def begin_login(db: Session, params: dict[str, str], launch_url: str, secure: bool) -> LoginRedirect:
    """The third-party initiated login: check the platform, make a state and a nonce, keep them,
    and send the browser to the platform's authorization endpoint."""
    deployment = params.get("lti_deployment_id")
    cookies, nonces = _Cookies({}), _NonceKeeper()
    login = _Login(_Params(params, secure), DatabaseToolConf(db), nonces, cookies)
    try:
        url = login.get_redirect_object(launch_url).get_redirect_url()
    except (OIDCException, LtiException) as error:
        raise LtiRefused(f"{error} (issuer {str(params.get('iss'))[:120]!r}, client id "
                         f"{str(params.get('client_id'))[:80]!r}: register the platform on /admin/lti)") from None
    platform = lti_platforms.find(db, params["iss"], params.get("client_id"))
    if deployment and deployment not in platform.deployment_ids:
        raise LtiRefused(f"deployment {deployment[:80]!r} is not registered for {platform.name}.", 403)
    (state, _), = cookies.to_set.values()
    db.execute(delete(LtiLogin).where(LtiLogin.expires_at < utcnow()))  # logins never finished
    db.add(LtiLogin(state=state, nonce=nonces.nonce, platform_id=platform.id,
                    expires_at=utcnow() + timedelta(seconds=LOGIN_LIFETIME_S)))
    db.commit()
    return LoginRedirect(url=url, cookies=cookies.to_set)


class KeyCache:
    """Platforms' public keys by JWKS URL, shared by the launches of a process."""

    def __init__(self, refetch_after_s: float = REFETCH_AFTER_S) -> None:
        self.refetch_after_s = refetch_after_s
        self._sets: dict[str, tuple[float, dict[str, Any]]] = {}
        self._lock = threading.Lock()

    def key_for(self, url: str, kid: str) -> dict[str, Any]:
        fetched_at, keys = self._sets.get(url, (0.0, {}))
        age = time.monotonic() - fetched_at
        if kid in keys and age < JWKS_MAX_AGE_S:
            return keys[kid]
        if age >= self.refetch_after_s or not keys:  # new keys (a rotation), or none yet
            keys = self._fetch(url)
        if kid not in keys:
            raise LtiRefused(f"the id_token is signed with key {kid[:64]!r}, which is not in the platform's JWKS "
                             f"({url[:200]}).", 401)
        return keys[kid]

    def _fetch(self, url: str) -> dict[str, Any]:
        try:
            response = httpx.get(url, timeout=HTTP_TIMEOUT_S, follow_redirects=False)
            response.raise_for_status()
            keys = {key["kid"]: key for key in response.json()["keys"] if isinstance(key, dict) and key.get("kid")}
        except (httpx.HTTPError, ValueError, KeyError, TypeError) as error:
            raise LtiRefused(f"could not read the platform's JWKS at {url[:200]}: {error}", 502) from None
        with self._lock:
            self._sets[url] = (time.monotonic(), keys)
        return keys


KEYS = KeyCache()


LTI = "https://purl.imsglobal.org/spec/lti/claim/"
# The claims read here, and what each must be: a launch signed by a registered LMS is still input.
CLAIM_SHAPES = {"iss": str, "aud": (str, list), "azp": str, "nonce": str, "sub": str, "name": str, LTI + "roles": list, LTI + "deployment_id": str, LTI + "message_type": str,
                LTI + "context": dict, LTI + "resource_link": dict, LTI + "custom": dict,
                "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": dict,
                "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": dict,
                "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings": dict}

JSON_NAMES = {str: "string", list: "list", dict: "object"}


def _check_shapes(header: Any, body: Any) -> None:
    if not isinstance(header, dict) or not isinstance(body, dict):
        raise LtiException("the id_token's header and claims must be JSON objects")
    if not isinstance(header.get("kid"), str):
        raise LtiException("the id_token must name its key (kid) as a string")
    for claim, kind in CLAIM_SHAPES.items():
        if claim in body and not isinstance(body[claim], kind):
            kinds = kind if isinstance(kind, tuple) else (kind,)
            raise LtiException(f"the claim {claim} must be a JSON {' or '.join(JSON_NAMES[k] for k in kinds)}")
    audiences = body.get("aud") if isinstance(body.get("aud"), list) else []
    scopes = (body.get("https://purl.imsglobal.org/spec/lti-ags/claim/endpoint") or {}).get("scope", [])
    listed = [*audiences, *body.get(LTI + "roles", []), *(scopes if isinstance(scopes, list) else [None])]
    if not all(isinstance(item, str) for item in listed):
        raise LtiException("aud, roles and scopes must be lists of strings")


class _Launch(MessageLaunch):
    """pylti1p3's launch with single-use state and nonce, and a strict signature check."""

    def __init__(self, db: Session, params: dict[str, str], cookies: dict[str, str], keys: KeyCache):
        super().__init__(_Params(params, secure=True), DatabaseToolConf(db), session_service=_NonceKeeper(),
                         cookie_service=_Cookies(cookies), requests_session=TimedSession())
        self._db, self._keys, self._login = db, keys, None

    def _get_request_param(self, key: str) -> str | None:
        return self._request.get_param(key)

    def get_client_id(self) -> str:
        body = self._get_jwt_body()
        if body.get("azp"):
            return body["azp"]
        aud = body.get("aud")
        return aud[0] if isinstance(aud, list) and aud else aud

    def validate_state(self) -> "_Launch":
        state = self._get_request_param("state")
        if not state:
            raise LtiException("the launch has no state")
        login = self._db.execute(delete(LtiLogin).where(LtiLogin.state == state[:80]).returning(
            LtiLogin.nonce, LtiLogin.platform_id, LtiLogin.expires_at)).one_or_none()
        self._db.commit()  # used once, whatever happens next
        if login is None:
            raise LtiException("the state is unknown or was used already (a replayed launch?)")
        if as_utc(login.expires_at) < utcnow():
            raise LtiException("the login took too long; launch again from the LMS")
        if self._cookie_service.get_cookie(state) != state:
            raise LtiException("the state does not belong to this browser's login (the state cookie is missing)")
        self._login = login
        return self

    def validate_jwt_format(self) -> "_Launch":
        super().validate_jwt_format()
        _check_shapes(self._jwt.get("header"), self._jwt.get("body"))
        return self

    def validate_nonce(self) -> "_Launch":
        if self._get_jwt_body().get("nonce") != self._login.nonce:
            raise LtiException("the id_token's nonce is not the one of this login (replayed or forged)")
        return self

    def validate_registration(self) -> "_Launch":
        super().validate_registration()
        if self._registration.platform_id != self._login.platform_id:
            raise LtiException("the id_token comes from another platform than the login")
        return self

    def validate_jwt_signature(self) -> "_Launch":
        header = self._jwt.get("header", {})
        if header.get("alg") not in ALGORITHMS or not header.get("kid"):
            raise LtiException(f"the id_token must be signed with RS256 and name its key (kid), not {header}")
        try:
            key = jwt.PyJWK(self._keys.key_for(self._registration.get_key_set_url(), header["kid"]), header["alg"])
        except jwt.PyJWKError as error:
            raise LtiException(f"the platform's key {header['kid'][:64]!r} is not a usable RSA key: {error}") from None
        client_id = self._registration.get_client_id()
        try:
            claims = jwt.decode(self._get_id_token(), key.key, algorithms=[header["alg"]], audience=client_id,
                                issuer=self._registration.get_issuer(), leeway=LEEWAY_S,
                                options={"require": ["exp", "iat", "aud", "iss", "sub", "nonce"]})
        except jwt.ExpiredSignatureError:
            raise LtiException("the id_token has expired") from None
        except jwt.InvalidAudienceError:
            raise LtiException(f"the id_token is not for this tool (its aud is not our client id {client_id})") from None
        except jwt.InvalidTokenError as error:
            raise LtiException(f"the id_token is not valid: {error}") from None
        audiences = claims["aud"] if isinstance(claims["aud"], list) else [claims["aud"]]
        if (len(audiences) > 1 or "azp" in claims) and claims.get("azp") != client_id:
            raise LtiException("the id_token's azp is not our client id")
        self._jwt["body"] = claims
        return self

    def save_launch_data(self) -> "_Launch":
        return self  # nothing kept by pylti1p3: the launch's effects are ours (app.services.lti_links)


@dataclass
class ValidLaunch:
    platform: LtiPlatform
    claims: dict[str, Any]
    registration: Registration


def validate_launch(db: Session, params: dict[str, str], cookies: dict[str, str],
                    keys: KeyCache = KEYS) -> ValidLaunch:
    """The launch's claims once every check passed; LtiRefused with the reason otherwise. Writes
    nothing but the consumption of the login's state."""
    launch = _Launch(db, {key: params.get(key) for key in ("state", "id_token")}, cookies, keys)
    try:
        launch.validate()
    except LtiException as error:
        raise LtiRefused(_reason(error), 403 if "deployment" in str(error) else 401) from None
    registration = launch._registration
    return ValidLaunch(platform=db.get(LtiPlatform, registration.platform_id), claims=launch.get_launch_data(),
                       registration=registration)


def _reason(error: LtiException) -> str:
    text = str(error).strip()
    known = {"Unable to find deployment": "the deployment id is not registered for this platform",
             "Registration not found.": "no platform is registered with this issuer and client id",
             "Client id not registered for this issuer": "the client id is not registered for this issuer"}
    return known.get(text, text)
