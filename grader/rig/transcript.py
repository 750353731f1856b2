"""The full serial conversation of one rig job, kept for the learner and for whoever debugs the rig.

Everything the device sent is kept as text (bytes that are not UTF-8 shown as U+FFFD, control
characters named, e.g. `<CTRL-D>`, or escaped, e.g. `\\x00`: the text is safe to store in any
database and to show in a page); what the host sent is shown on its own line after `[sent]`, a long
upload by its first line and size. A flood keeps its head and its tail, and says how much of the
middle was dropped.
"""

from __future__ import annotations

import codecs
import time
from collections import deque

CONTROL_NAMES = {0x01: "<CTRL-A>", 0x02: "<CTRL-B>", 0x03: "<CTRL-C>", 0x04: "<CTRL-D>", 0x05: "<CTRL-E>"}
DEFAULT_CAP_CHARS = 200_000


def printable(text: str) -> str:
    """Control characters other than newline and tab named or escaped; carriage returns dropped."""
    out = []
    for char in text:
        code = ord(char)
        if char in "\n\t" or (code >= 0x20 and code != 0x7F and not 0x80 <= code < 0xA0):
            out.append(char)
        elif char == "\r":
            continue
        else:
            out.append(CONTROL_NAMES.get(code, f"\\x{code:02x}"))
    return "".join(out)


class Transcript:
    def __init__(self, cap_chars: int = DEFAULT_CAP_CHARS):
        self._head: list[str] = []
        self._head_left = cap_chars * 3 // 4
        self._tail: deque[str] = deque()
        self._tail_chars = 0
        self._tail_cap = cap_chars - self._head_left
        self._dropped = 0
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._started = time.monotonic()
        self.received_bytes = 0

    def _add(self, text: str) -> None:
        if self._head_left > 0:
            keep = text[: self._head_left]
            self._head.append(keep)
            self._head_left -= len(keep)
            text = text[len(keep):]
        if not text:
            return
        self._tail.append(text)
        self._tail_chars += len(text)
        while self._tail_chars > self._tail_cap and self._tail:
            first = self._tail[0]
            excess = self._tail_chars - self._tail_cap
            if len(first) <= excess:
                self._tail.popleft()
                self._tail_chars -= len(first)
                self._dropped += len(first)
            else:
                self._tail[0] = first[excess:]
                self._tail_chars -= excess
                self._dropped += excess

    def received(self, data: bytes) -> None:
        self.received_bytes += len(data)
        self._add(printable(self._decoder.decode(data)))

    def sent(self, data: bytes, label: str | None = None) -> None:
        if label is None:
            text = printable(data.decode("utf-8", errors="replace"))
            first = text.split("\n", 1)[0]
            label = text if len(text) <= 80 and "\n" not in text else f"{first[:80]} … ({len(data)} bytes)"
        self._add(f"\n[sent] {label}\n")

    def note(self, text: str) -> None:
        self._add(f"\n[host {time.monotonic() - self._started:6.2f} s] {text}\n")

    def text(self) -> str:
        middle = f"\n[… {self._dropped} characters not kept …]\n" if self._dropped else ""
        return "".join(self._head) + middle + "".join(self._tail)
