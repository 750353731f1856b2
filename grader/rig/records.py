"""The records the device's runner prints (device/rigrun.py documents them), read strictly.

The serial line also carries whatever the learner's code prints, and a hostile program can print
anything: lines that imitate records, floods, binary garbage. So a record counts only when it is
exactly well formed, carries this job's nonce (which the learner's code cannot read), and comes in
order (telemetry by its pass number, answers by their case index, each once); everything else that
starts with `@` is counted as forged, and nothing read here is ever bigger than its cap.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

MAX_LINE_BYTES = 16 * 1024
INT = re.compile(rb"-?[0-9]{1,10}\Z")
LINE_BITS = re.compile(rb"[01]{1,8}\Z")
END_STATUSES = {"done", "error", "load_error", "interrupted", "too_slow"}
MAX_MESSAGE_CHARS = 300


@dataclass
class Sample:
    seq: int
    t_ms: int
    range_mm: int | None
    ticks: tuple[int, int]
    line: str
    bump: bool
    duty_permille: tuple[int, int]
    update_us: int


@dataclass
class Records:
    """What one job's output held, once read."""

    nonce: str
    max_samples: int = 0
    max_outputs: int = 0
    started: bool = False
    samples: list[Sample] = field(default_factory=list)
    outputs: dict[int, Any] = field(default_factory=dict)   # case index -> answer
    errors: dict[int, str] = field(default_factory=dict)    # case index -> error message
    end: tuple[str, int, str] | None = None                 # status, count, message
    health: dict[str, Any] | None = None
    forged_lines: int = 0
    dropped_lines: int = 0        # over MAX_LINE_BYTES, or past their cap
    learner_lines: int = 0
    _partial: bytearray = field(default_factory=bytearray)
    _skipping: bool = False

    def __post_init__(self) -> None:
        self._marker = re.compile(rb"@[STOXEH] " + re.escape(self.nonce.encode()) + rb" ")

    def feed(self, data: bytes) -> None:
        """Any bytes, in any pieces: complete lines are read, the rest waits for its newline."""
        start = 0
        while (newline := data.find(b"\n", start)) >= 0:
            self._complete(data[start:newline])
            start = newline + 1
        if not self._skipping:
            self._partial += data[start:]
            if len(self._partial) > MAX_LINE_BYTES:   # a line without end: dropped up to its newline
                self._partial.clear()
                self._skipping = True
                self.dropped_lines += 1

    def _complete(self, piece: bytes) -> None:
        if self._skipping:
            self._skipping = False
            return
        line = (bytes(self._partial) + piece).rstrip(b"\r")
        self._partial.clear()
        if len(line) > MAX_LINE_BYTES:
            self.dropped_lines += 1
            return
        # The learner's output may lack its newline and run into the runner's record: a record
        # carrying this job's nonce is found wherever it starts (only the runner knows the nonce).
        found = self._marker.search(line)
        if found and found.start() > 0:
            self.learner_lines += 1
            line = line[found.start():]
        if not line.startswith(b"@"):
            self.learner_lines += 1 if line else 0
        elif not self._record(line):
            self.forged_lines += 1

    def _record(self, line: bytes) -> bool:
        parts = line.split(b" ", 3)
        if len(parts) < 3 or parts[1].decode("ascii", "replace") != self.nonce:
            return False
        kind, rest = parts[0], line.split(b" ", 2)[2]
        reader = {b"@S": self._start, b"@T": self._telemetry, b"@O": self._output, b"@X": self._error,
                  b"@E": self._end, b"@H": self._health}.get(kind)
        if reader is None or self.end is not None:
            return False
        try:
            return reader(rest)
        except (ValueError, UnicodeDecodeError, RecursionError):
            return False

    def _start(self, rest: bytes) -> bool:
        if self.started:
            return False
        self.started = True
        return True

    def _telemetry(self, rest: bytes) -> bool:
        fields = rest.split(b" ")
        if not self.started or len(fields) != 10:
            return False
        seq, t_ms, range_mm, tl, tr, line, bump, dl, dr, update_us = fields
        numbers = [seq, t_ms, tl, tr, dl, dr, update_us] + ([] if range_mm == b"-" else [range_mm])
        if not all(INT.match(n) for n in numbers) or bump not in (b"0", b"1"):
            return False
        if line != b"-" and not LINE_BITS.match(line):
            return False
        sample = Sample(seq=int(seq), t_ms=int(t_ms), range_mm=None if range_mm == b"-" else int(range_mm),
                        ticks=(int(tl), int(tr)), line="" if line == b"-" else line.decode(), bump=bump == b"1",
                        duty_permille=(int(dl), int(dr)), update_us=int(update_us))
        if len(self.samples) >= self.max_samples:   # more passes than the job has: kept out
            self.dropped_lines += 1
            return True
        previous = self.samples[-1] if self.samples else None
        if sample.seq != len(self.samples) or (previous and sample.t_ms < previous.t_ms) or sample.t_ms < 0:
            return False
        if not all(-1000 <= d <= 1000 for d in sample.duty_permille) or sample.update_us < 0:
            return False
        if sample.range_mm is not None and not 0 <= sample.range_mm <= 100_000:
            return False
        self.samples.append(sample)
        return True

    def _index(self, text: bytes) -> int:
        if not INT.match(text):
            raise ValueError("not an index")
        index = int(text)
        if not 0 <= index < self.max_outputs or index in self.outputs or index in self.errors:
            raise ValueError("an index out of range or seen before")
        return index

    def _output(self, rest: bytes) -> bool:
        index_text, _, answer = rest.partition(b" ")
        index = self._index(index_text)
        value = json.loads(answer.decode("utf-8"))   # NaN and Infinity are what the device sends
        self.outputs[index] = value
        return self.started

    def _error(self, rest: bytes) -> bool:
        index_text, _, message = rest.partition(b" ")
        index = self._index(index_text)
        self.errors[index] = message.decode("utf-8", "replace")[:MAX_MESSAGE_CHARS]
        return self.started

    def _end(self, rest: bytes) -> bool:
        status, count, *message = rest.split(b" ", 2)
        status_text = status.decode("ascii")
        if status_text not in END_STATUSES or not INT.match(count) or not self.started:
            return False
        text = message[0].decode("utf-8", "replace").strip()[:MAX_MESSAGE_CHARS] if message else ""
        self.end = (status_text, int(count), text)
        return True

    def _health(self, rest: bytes) -> bool:
        fields = rest.split(b" ")
        if len(fields) != 5 or fields[0] != b"ok" or self.health is not None:
            return False
        self.health = {"version": fields[1].decode("ascii")[:64], "range_mm": fields[2].decode("ascii")[:12]}
        return True


def finite_or_none(value: Any) -> Any:
    """Answers go into JSON columns: NaN and infinities as the strings a person reads."""
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, list):
        return [finite_or_none(v) for v in value]
    if isinstance(value, dict):
        return {str(k): finite_or_none(v) for k, v in value.items()}
    return value
