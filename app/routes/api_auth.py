from fastapi import APIRouter, HTTPException, Request, Response
from pydantic import BaseModel, Field

from app import cookies
from app.deps import DbDep, JsonOnly, PlatformDep
from app.services import accounts
from app.services.sign_in import sign_in, started

router = APIRouter(prefix="/api/auth", tags=["auth"], dependencies=[JsonOnly])


class Credentials(BaseModel):
    username: str = Field(max_length=40)
    password: str = Field(max_length=256)


class UserOut(BaseModel):
    id: int
    username: str
    role: str


def _address(request: Request) -> str | None:
    return request.client.host if request.client else None


@router.post("/register", status_code=201, response_model=UserOut)
def register(body: Credentials, request: Request, response: Response, db: DbDep, platform: PlatformDep):
    platform.limits.sign_up(_address(request))
    user = accounts.register(db, body.username, body.password)
    cookies.set_signed_in(response, started(db, platform, user), platform.settings)
    return UserOut(id=user.id, username=user.username, role=user.role)


@router.post("/login", response_model=UserOut)
def login(body: Credentials, request: Request, response: Response, db: DbDep, platform: PlatformDep):
    signed_in = sign_in(db, platform, body.username, body.password, _address(request),
                        cookies.read(request, platform.settings, cookies.DEVICE))
    if signed_in is None:
        raise HTTPException(status_code=401, detail="Wrong username or password.")
    cookies.set_signed_in(response, signed_in, platform.settings)
    user = signed_in.user
    return UserOut(id=user.id, username=user.username, role=user.role)


@router.post("/logout", status_code=204)
def logout(request: Request, db: DbDep, platform: PlatformDep):
    accounts.end_session(db, cookies.read(request, platform.settings, cookies.SESSION))
    response = Response(status_code=204)
    cookies.clear_session_cookie(response, platform.settings)
    return response
