"""JSON columns through orjson read and write what the stdlib would, including what orjson alone
gets wrong or refuses: integers beyond 64 bits, NaN written by the stdlib, keys that are not strings."""

import json
import math

import pytest
from sqlalchemy import select

from app.db import Database, Encoded, _has_long_integer, _json_value, json_bytes
from app.models import Submission
from tests.utils.db import migrate_to_head
from tests.utils.factories import a_submission


@pytest.mark.parametrize("value", [
    {"cases": [{"got": 10**400, "expected": -(2**63) - 1}]},
    {"x": [0.1, 1e-300, 123456789.123456789, 2**63 - 1]},
    {"text": "ünïcode \u2028 and \"quotes\"", "nested": [[], {}, None, True]},
])
def test_a_value_comes_back_exactly_as_the_stdlib_reads_it(value):
    text = json_bytes(value).decode()
    assert json.loads(text) == value
    for stored in (text, text.encode()):  # sqlite3 hands str, psycopg bytes
        assert _json_value(stored) == value


def test_keys_that_are_not_strings_become_strings_as_with_the_stdlib():
    assert json.loads(json_bytes({1: "a", 2.5: "b"})) == json.loads(json.dumps({1: "a", 2.5: "b"}))


def test_small_floats_with_long_runs_of_digits_take_the_fast_reader():
    text = json.dumps({"x": [0.00012345678901234567, -1.2345678901234567e-300, 12345678.901234567]})
    assert not _has_long_integer(text) and not _has_long_integer(text.encode())
    assert _json_value(text) == json.loads(text)
    for long in ([-(10**19)], {"n": 10**19}, [1.5, 2**70]):
        assert _has_long_integer(json.dumps(long)) and _has_long_integer(json.dumps(long).encode())


def test_nan_that_the_stdlib_wrote_is_still_read():
    assert math.isnan(_json_value(json.dumps({"v": float("nan")}))["v"])


def test_a_result_with_a_huge_integer_survives_the_database(tmp_path):
    url = f"sqlite:///{tmp_path / 'json.db'}"
    migrate_to_head(url)
    database = Database(url)
    try:
        with database.session() as db:
            _, submission = a_submission(db)
            submission.result = {"cases": [{"got": 10**40, "close": 0.30000000000000004}]}
            db.commit()
        with database.session() as db:
            assert db.scalar(select(Submission.result)) == {"cases": [{"got": 10**40, "close": 0.30000000000000004}]}
    finally:
        database.dispose()


def test_text_already_encoded_is_stored_as_it_is_and_read_back_as_values(database_url):
    database = Database(database_url)
    try:
        with database.session() as db:
            _, submission = a_submission(db)
            submission.result = Encoded('{"cases":[{"got":12345678901234567890123}],"plots":[]}')
            db.commit()
        with database.session() as db:
            assert db.scalar(select(Submission.result)) == {"cases": [{"got": 12345678901234567890123}], "plots": []}
    finally:
        database.dispose()
