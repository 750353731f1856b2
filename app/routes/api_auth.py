from fastapi import APIRouter, HTTPException, Request, Response
from pydantic import BaseModel, Field

from app.cookies import clear_session_cookie, set_session_cookie
from app.deps import DbDep, JsonOnly, PlatformDep
from app.security import SESSION_COOKIE
from app.services import accounts

router = APIRouter(prefix="/api/auth", tags=["auth"], dependencies=[JsonOnly])


class Credentials(BaseModel):
    username: str = Field(max_length=40)
    password: str = Field(max_length=256)


class UserOut(BaseModel):
    id: int
    username: str
    role: str


@router.post("/register", status_code=201, response_model=UserOut)
def register(body: Credentials, request: Request, response: Response, db: DbDep, platform: PlatformDep):
    platform.limits.sign_up(request.client.host if request.client else None)
    try:
        user = accounts.register(db, body.username, body.password)
    except accounts.AccountError as error:
        status = 409 if isinstance(error, accounts.UsernameTaken) else 422
        raise HTTPException(status_code=status, detail=str(error)) from None
    set_session_cookie(response, accounts.start_session(db, user, platform.settings.session_days), platform.settings)
    return UserOut(id=user.id, username=user.username, role=user.role)


@router.post("/login", response_model=UserOut)
def login(body: Credentials, request: Request, response: Response, db: DbDep, platform: PlatformDep):
    platform.limits.login(body.username, request.client.host if request.client else None)
    user = accounts.authenticate(db, body.username, body.password)
    if user is None:
        raise HTTPException(status_code=401, detail="Wrong username or password.")
    set_session_cookie(response, accounts.start_session(db, user, platform.settings.session_days), platform.settings)
    return UserOut(id=user.id, username=user.username, role=user.role)


@router.post("/logout", status_code=204)
def logout(request: Request, db: DbDep):
    accounts.end_session(db, request.cookies.get(SESSION_COOKIE))
    response = Response(status_code=204)
    clear_session_cookie(response)
    return response
