"""A small but real LTI 1.3 platform (an LMS) for the tests, served over HTTP on localhost by a
threaded server: RSA keys made with `cryptography`, id_tokens signed with PyJWT, a JWKS, the OIDC
authorization endpoint, an OAuth2 token endpoint that checks the tool's signed client assertion
against the tool's own JWKS (fetched over HTTP), Names and Roles (paged), Assignment and Grade
Services (line items and scores), and the deep-linking return that checks the tool's signed reply.

`browser_launch()` plays the browser between the two: the LMS's login initiation, the redirect to
the platform, the platform's auto-posted form, the post to the tool."""

from __future__ import annotations

import json
import re
import secrets
import threading
import time
import uuid
from dataclasses import dataclass, field
from html import unescape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

LTI = "https://purl.imsglobal.org/spec/lti/claim/"
ROLE = "http://purl.imsglobal.org/vocab/lis/v2/membership#"
INSTRUCTOR, LEARNER = ROLE + "Instructor", ROLE + "Learner"
NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"
AGS_SCOPES = ["https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
              "https://purl.imsglobal.org/spec/lti-ags/scope/score"]


class SigningKey:
    def __init__(self) -> None:
        self.private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.kid = uuid.uuid4().hex

    def jwk(self) -> dict[str, Any]:
        return {**json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.private.public_key())), "kid": self.kid,
                "alg": "RS256", "use": "sig"}

    def sign(self, claims: dict[str, Any]) -> str:
        """Signed as a JWS of whatever the claims are (PyJWT's encode refuses claims of the wrong type,
        which a hostile test needs to send)."""
        return jwt.api_jws.encode(json.dumps(claims).encode(), self.private, algorithm="RS256", headers={"kid": self.kid})


@dataclass
class Person:
    sub: str
    name: str
    roles: list[str]


@dataclass
class Course:
    id: str
    title: str
    members: list[Person] = field(default_factory=list)


@dataclass
class Link:
    """A resource link placed in a course (by deep linking), with its line item if it has one."""
    id: str
    course: Course
    custom: dict[str, str]
    lineitem: str | None


class Platform:
    def __init__(self, name: str = "platform-a", client_id: str = "robot-practice", deployment_id: str = "deploy-1"):
        self.name, self.client_id, self.deployment_id = name, client_id, deployment_id
        self.keys = [SigningKey()]  # the first signs; all are published
        self.tool_jwks_url = self.tool_launch_url = ""
        self.courses: dict[str, Course] = {}  # by id: their members, for Names and Roles
        self.pending: dict[str, dict[str, Any]] = {}  # login_hint -> the message to send
        self.tokens: dict[str, list[str]] = {}
        self.lineitems: dict[str, dict[str, Any]] = {}  # by URL
        self.lineitem_course: dict[str, str] = {}  # line item URL -> its course's id
        self.scores: list[dict[str, Any]] = []
        self.deep_link_replies: list[dict[str, Any]] = []
        self.down = False  # the gradebook answers 503 while True
        self.score_posts = 0  # every POST of a score, answered or not
        self.lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.issuer = f"{self.url}/{name}"
        self._thread = threading.Thread(target=self.server.serve_forever, name=f"lti-{name}", daemon=True)

    def start(self) -> "Platform":
        self._thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def registration(self) -> dict[str, Any]:
        """What an admin copies from the LMS into the tool's registration."""
        return {"name": f"LMS {self.name}", "issuer": self.issuer, "client_id": self.client_id,
                "deployment_ids": [self.deployment_id], "auth_login_url": f"{self.url}/auth",
                "auth_token_url": f"{self.url}/token", "key_set_url": f"{self.url}/jwks"}

    def connect(self, tool_url: str) -> None:
        self.tool_jwks_url, self.tool_launch_url = f"{tool_url}/lti/jwks", f"{tool_url}/lti/launch"

    def rotate_keys(self, keep_old: bool = True) -> None:
        self.keys = [SigningKey(), *(self.keys if keep_old else [])]

    # --- the messages ----------------------------------------------------------------------------

    def claims(self, person: Person, course: Course, message_type: str = "LtiResourceLinkRequest",
               link: Link | None = None, return_url: str | None = None) -> dict[str, Any]:
        """An id_token's claims, before the nonce (which the login brings)."""
        now = int(time.time())
        claims = {"iss": self.issuer, "aud": self.client_id, "sub": person.sub, "iat": now, "exp": now + 300,
                  "name": person.name, LTI + "version": "1.3.0", LTI + "message_type": message_type,
                  LTI + "deployment_id": self.deployment_id, LTI + "roles": person.roles,
                  LTI + "target_link_uri": self.tool_launch_url,
                  LTI + "context": {"id": course.id, "title": course.title, "type": ["CourseSection"]},
                  "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": {
                      "context_memberships_url": f"{self.url}/nrps/{course.id}", "service_versions": ["2.0"]},
                  "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": {
                      "scope": AGS_SCOPES, "lineitems": f"{self.url}/lineitems/{course.id}"}}
        if message_type == "LtiResourceLinkRequest":
            link = link or Link(id=f"plain-{uuid.uuid4().hex[:6]}", course=course, custom={}, lineitem=None)
            claims[LTI + "resource_link"] = {"id": link.id, "title": "A link"}
            claims[LTI + "custom"] = link.custom
            if link.lineitem:
                claims["https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"]["lineitem"] = link.lineitem
        else:
            claims["https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings"] = {
                "deep_link_return_url": return_url or f"{self.url}/deep_link_return",
                "accept_types": ["ltiResourceLink"], "accept_presentation_document_targets": ["iframe", "window"],
                "accept_multiple": True, "data": "opaque-123"}
        return claims

    def expect_login(self, claims: dict[str, Any], sign_with: SigningKey | None = None) -> str:
        """The login hint of a launch the platform will sign when the tool asks for it."""
        hint = secrets.token_hex(8)
        self.pending[hint] = {"claims": claims, "key": sign_with}
        return hint

    def place(self, course: Course, content_item: dict[str, Any]) -> Link:
        """What an LMS does with a deep-linking reply's item: a link, and its line item."""
        lineitem = None
        if "lineItem" in content_item:
            lineitem = f"{self.url}/lineitem/{len(self.lineitems) + 1}"
            self.lineitems[lineitem] = {"id": lineitem, **content_item["lineItem"]}
            self.lineitem_course[lineitem] = course.id
        return Link(id=f"link-{uuid.uuid4().hex[:8]}", course=course, custom=content_item.get("custom") or {},
                    lineitem=lineitem)

    def _authorize(self, query: dict[str, str]) -> tuple[int, str]:
        """The OIDC authorization endpoint: checks the tool's request, answers with the form."""
        wanted = {"scope": "openid", "response_type": "id_token", "response_mode": "form_post", "prompt": "none",
                  "client_id": self.client_id, "redirect_uri": self.tool_launch_url}
        wrong = [key for key, value in wanted.items() if query.get(key) != value]
        pending = self.pending.pop(query.get("login_hint", ""), None)
        if wrong or pending is None or not query.get("nonce") or not query.get("state"):
            return 400, f"bad authorization request: {wrong or 'unknown login_hint or no nonce/state'}"
        token = (pending["key"] or self.keys[0]).sign({**pending["claims"], "nonce": query["nonce"]})
        form = (f'<form method="post" action="{query["redirect_uri"]}"><input type="hidden" name="id_token" '
                f'value="{token}"><input type="hidden" name="state" value="{query["state"]}"></form>')
        return 200, form

    def _tool_claims(self, token: str, audience: str) -> dict[str, Any]:
        """A JWT the tool signed, checked against the tool's JWKS, fetched over HTTP."""
        keys = httpx.get(self.tool_jwks_url, timeout=5).json()["keys"]
        kid = jwt.get_unverified_header(token)["kid"]
        key = next(jwt.PyJWK(k) for k in keys if k["kid"] == kid)
        return jwt.decode(token, key.key, algorithms=["RS256"], audience=audience)

    def _token(self, form: dict[str, str]) -> tuple[int, dict]:
        if form.get("grant_type") != "client_credentials" or form.get("client_assertion_type") != \
                "urn:ietf:params:oauth:client-assertion-type:jwt-bearer":
            return 400, {"error": "unsupported_grant_type"}
        try:
            claims = self._tool_claims(form.get("client_assertion", ""), f"{self.url}/token")
        except (jwt.InvalidTokenError, StopIteration, KeyError, httpx.HTTPError) as error:  # the tool's keys unreadable too
            return 401, {"error": "invalid_client", "error_description": str(error)}
        if claims["iss"] != self.client_id or claims["sub"] != self.client_id:
            return 401, {"error": "invalid_client"}
        token = secrets.token_urlsafe(16)
        self.tokens[token] = form.get("scope", "").split()
        return 200, {"access_token": token, "token_type": "Bearer", "expires_in": 3600, "scope": form.get("scope", "")}

    def _granted(self, headers, scope: str) -> bool:
        token = headers.get("Authorization", "").removeprefix("Bearer ")
        return scope in self.tokens.get(token, [])


def _handler(platform: Platform):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:  # quiet
            pass

        def _send(self, status: int, body: Any, content_type: str = "application/json", headers=()) -> None:
            data = (body if isinstance(body, str) else json.dumps(body)).encode()
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            for key, value in headers:
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(data)

        def _body(self) -> bytes:
            return self.rfile.read(int(self.headers.get("Content-Length", 0)))

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            query = {k: v[0] for k, v in parse_qs(parts.query).items()}
            if parts.path == "/jwks":
                return self._send(200, {"keys": [key.jwk() for key in platform.keys]})
            if parts.path == "/auth":
                status, html = platform._authorize(query)
                return self._send(status, html, "text/html")
            if parts.path.startswith("/lineitems/"):  # the course's line items (one page)
                course_id = parts.path.rsplit("/", 1)[1]
                return self._send(200, [item for url, item in platform.lineitems.items()
                                        if platform.lineitem_course.get(url) == course_id],
                                  "application/vnd.ims.lis.v2.lineitemcontainer+json")
            if parts.path.startswith("/nrps/"):
                return self._members(parts.path.rsplit("/", 1)[1], int(query.get("page", 1)))
            return self._send(404, {"error": "not found"})

        def _members(self, course_id: str, page: int) -> None:
            if not platform._granted(self.headers, NRPS_SCOPE):
                return self._send(401, {"error": "no token for the roster"})
            course = platform.courses.get(course_id)
            members = [{"user_id": p.sub, "name": p.name, "roles": p.roles, "status": "Active"}
                       for p in (course.members if course else [])]
            chunk = members[(page - 1) * 2:page * 2]  # two a page: the tool must follow the next link
            headers = [("Link", f'<{platform.url}/nrps/{course_id}?page={page + 1}>; rel="next"')] \
                if page * 2 < len(members) else []
            self._send(200, {"id": f"{platform.url}/nrps/{course_id}", "members": chunk,
                             "context": {"id": course_id}},
                       "application/vnd.ims.lti-nrps.v2.membershipcontainer+json", headers)

        def do_POST(self) -> None:
            path = urlsplit(self.path).path
            body = self._body()
            if path == "/token":
                status, answer = platform._token({k: v[0] for k, v in parse_qs(body.decode()).items()})
                return self._send(status, answer)
            if path == "/deep_link_return":
                token = parse_qs(body.decode()).get("JWT", [""])[0]
                claims = platform._tool_claims(token, platform.issuer)
                platform.deep_link_replies.append(claims)
                return self._send(200, "<p>Items added to the course.</p>", "text/html")
            if path.startswith("/lineitem/") and path.endswith("/scores"):
                return self._score(path.removesuffix("/scores"), body)
            if path.startswith("/lineitems/"):
                return self._new_lineitem(path.rsplit("/", 1)[1], body)
            return self._send(404, {"error": "not found"})

        def _score(self, lineitem_path: str, body: bytes) -> None:
            with platform.lock:
                platform.score_posts += 1
            if platform.down:
                return self._send(503, {"error": "the gradebook is down for maintenance"})
            if not platform._granted(self.headers, AGS_SCOPES[1]):
                return self._send(401, {"error": "no score scope"})
            if self.headers.get("Content-Type") != "application/vnd.ims.lis.v1.score+json":
                return self._send(415, {"error": "scores are application/vnd.ims.lis.v1.score+json"})
            with platform.lock:
                platform.scores.append({"lineitem": platform.url + lineitem_path, **json.loads(body)})
            self._send(200, {})

        def _new_lineitem(self, course_id: str, body: bytes) -> None:
            if not platform._granted(self.headers, AGS_SCOPES[0]):
                return self._send(401, {"error": "no line item scope"})
            url = f"{platform.url}/lineitem/{len(platform.lineitems) + 1}"
            platform.lineitems[url] = {"id": url, **json.loads(body)}
            platform.lineitem_course[url] = course_id
            self._send(201, platform.lineitems[url], "application/vnd.ims.lis.v2.lineitem+json")

    return Handler


@dataclass
class Landed:
    status: int
    location: str
    text: str


def browser_launch(browser: httpx.Client, platform: Platform, claims: dict[str, Any],
                   sign_with: SigningKey | None = None, tamper=None) -> Landed:
    """One launch as the browser sees it. `tamper(id_token) -> id_token` changes what reaches the
    tool (a forged token); the state and the cookies are the browser's own."""
    hint = platform.expect_login(claims, sign_with)
    login = browser.get("/lti/login", params={"iss": platform.issuer, "login_hint": hint, "client_id": platform.client_id,
                                              "target_link_uri": platform.tool_launch_url,
                                              "lti_deployment_id": claims.get(LTI + "deployment_id")})
    if login.status_code != 302:  # refused at the login already
        return Landed(login.status_code, "", login.text)
    form = httpx.get(login.headers["location"], timeout=5)
    assert form.status_code == 200, form.text
    fields = dict(re.findall(r'name="(id_token|state)" value="([^"]*)"', form.text))
    action = unescape(re.search(r'action="([^"]+)"', form.text).group(1))
    token = tamper(fields["id_token"]) if tamper else fields["id_token"]
    landed = browser.post(action, data={"id_token": token, "state": fields["state"]})
    return Landed(landed.status_code, landed.headers.get("location", ""), landed.text)


def login_form(browser: httpx.Client, platform: Platform, claims: dict[str, Any]) -> tuple[httpx.Response, dict]:
    """A login started in this browser (no deployment hinted), and what the platform's form would
    post to the tool: the login's answer and the id_token and state."""
    hint = platform.expect_login(claims)
    login = browser.get("/lti/login", params={"iss": platform.issuer, "login_hint": hint, "client_id": platform.client_id})
    form = httpx.get(login.headers["location"], timeout=5).text
    return login, dict(re.findall(r'name="(id_token|state)" value="([^"]*)"', form))
