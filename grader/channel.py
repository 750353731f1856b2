"""The channel between a sandboxed harness and the grader, as every kind's harness speaks it:
runs INSIDE the sandbox, standard library only (Python 3.11), loaded before any harness as the
module `grader.channel` (see grader/sandbox_program.py).

In: stdin, one JSON job on the first line, then (in a session) one JSON message a line.
Out: JSON lines on fd 3, a pipe only the grader reads, never on stdout. Each record is encoded
here field by field (`json_record` takes JSON text already encoded) so values are serialized once.

Startup time is part of every submission's cost: `import json` pulls in `re` and `enum` (6-8 ms
here), so this file uses the C module `_json` directly.
"""

import posix

import _json

CHANNEL_FD = 3
EXIT_CHANNEL_LOST = 70         # fd 3 was closed or broken: the grader cannot be told anything

encode_str = _json.encode_basestring_ascii


def send(text):
    data = memoryview(text.encode("ascii") + b"\n")
    try:
        while data:
            data = data[posix.write(CHANNEL_FD, data):]
    except OSError:
        posix._exit(EXIT_CHANNEL_LOST)


def json_record(fields):
    """`fields` maps names to JSON text already encoded, so values are serialized once."""
    return "{" + ",".join(f'"{name}":{text}' for name, text in fields.items()) + "}"


def read_job(stream):
    """The job is one line of JSON (a session's messages follow it, one per line)."""
    job = parse_line(stream.readline())
    if type(job) is not dict:
        raise ValueError("the job must be one JSON object")
    return job


def parse_line(line):
    text = line.decode("utf-8").strip()
    value, end = _scan(text, 0)
    if end != len(text):
        raise ValueError("one JSON value per line")
    return value


class _JsonContext:
    """What _json's C scanner needs, without importing the json package."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = {"NaN": float("nan"), "Infinity": float("inf"), "-Infinity": float("-inf")}.__getitem__
    memo = {}


_scan = _json.make_scanner(_JsonContext())  # one scanner for a session's thousands of lines
