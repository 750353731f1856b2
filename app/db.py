"""Engine and sessions. SQLite (embedded default) is tuned for a few concurrent writers."""

from __future__ import annotations

import json
import re
from contextlib import contextmanager
from typing import Iterator

import orjson
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session, sessionmaker


def json_bytes(value) -> bytes:
    """orjson, with the stdlib's rules where they matter to us: keys that are not strings become
    strings, and what orjson refuses (an integer beyond 64 bits, which a learner's answer may be)
    is written by the stdlib."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except orjson.JSONEncodeError:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


class Encoded(str):
    """JSON text already encoded (pydantic's model_dump_json), stored in a JSON column as it is:
    a result is not turned into Python objects only to be encoded again."""


def _json_text(value) -> str:
    if isinstance(value, Encoded):
        return str(value)
    return json_bytes(value).decode()


# An integer of 19 digits or more (2**63 has 19): a run of digits that is not part of a float
# (0.000123456789012345678 has 21 in a row). The run is found by a plain pattern, which re scans
# fast (5 us on a 24 kB result), and its ends checked by hand: lookarounds made it 450 us.
# psycopg hands bytes, sqlite3 str.
_DIGIT_RUN = {str: re.compile(r"\d{19,}"), bytes: re.compile(rb"\d{19,}")}
_FLOAT_PARTS = {str: (".", ".eE"), bytes: (b".", b".eE")}


def _has_long_integer(text: str | bytes) -> bool:
    before_float, after_float = _FLOAT_PARTS[type(text)]
    for run in _DIGIT_RUN[type(text)].finditer(text):
        before, after = text[run.start() - 1:run.start()], text[run.end():run.end() + 1]
        if not (before and before in before_float) and not (after and after in after_float):
            return True
    return False


def _json_value(text: str | bytes):
    """orjson where it reads exactly what the stdlib would: it takes an integer beyond 64 bits
    for a float and refuses NaN (which the stdlib writes), so those go to the stdlib."""
    if not _has_long_integer(text):
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text)


# JSON columns (a submission's result: every case, plots, a controller's traces) are read and
# written with orjson, 3 to 5 times faster than the stdlib on a result of tens of kB, read on
# every fetch of a result and written on every grading.
JSON_CODEC = {"json_serializer": _json_text, "json_deserializer": _json_value}


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30}, **JSON_CODEC)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20, **JSON_CODEC)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


class Database:
    """One engine and its session factory; the app and the grader workers each hold one."""

    def __init__(self, url: str):
        self.url = url
        self.engine = make_engine(url)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.sessions() as session:
            yield session

    def dispose(self) -> None:
        self.engine.dispose()
