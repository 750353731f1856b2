"""MicroPython's raw REPL over a serial port (pyserial), as mpremote and pyboard.py speak it.

    enter:  `\\r\\x03\\x03` (stop whatever runs), `\\r\\x01` -> `raw REPL; CTRL-B to exit\\r\\n>`
    reset:  `\\x04` on an empty buffer -> `OK`, `MPY: soft reboot`, the raw REPL banner again
    run:    code, `\\x04` -> `OK`, the program's output, `\\x04`, its traceback if any, `\\x04>`

Code goes in chunks with a short pause between them (a Pico's USB buffer is small; raw-paste
mode's flow control would do the same faster, but not every board supports it). Every byte both
ways goes to the job's Transcript. A port that errors or stays silent past a deadline raises
RigSilent: the caller decides between an interrupt, a hard reset and taking the rig out of service.
"""

from __future__ import annotations

import time
from typing import Callable

from grader.rig.transcript import Transcript

RAW_BANNER = b"raw REPL; CTRL-B to exit\r\n"
SOFT_REBOOT = b"soft reboot\r\n"
CHUNK_BYTES = 256
CHUNK_PAUSE_S = 0.01
READ_BYTES = 4096


class RigSilent(Exception):
    """The device did not answer as the protocol says, in time (or its port failed)."""


class RawRepl:
    def __init__(self, port, transcript: Transcript):
        self.port = port
        self.transcript = transcript
        self._unread = b""   # read past a marker: the next read gives it first

    # -- bytes
    def write(self, data: bytes, label: str | None = None) -> None:
        self.transcript.sent(data, label)
        try:
            for start in range(0, len(data), CHUNK_BYTES):
                self.port.write(data[start:start + CHUNK_BYTES])
                if len(data) > CHUNK_BYTES:
                    time.sleep(CHUNK_PAUSE_S)
            self.port.flush()
        except Exception as exc:  # pyserial's SerialException, SerialTimeoutException, OSError
            raise RigSilent(f"writing to the port failed: {type(exc).__name__}: {exc}") from None

    def read_some(self) -> bytes:
        if self._unread:
            data, self._unread = self._unread, b""
            return data
        try:
            data = self.port.read(max(1, min(READ_BYTES, self.port.in_waiting or 1)))
        except Exception as exc:
            raise RigSilent(f"reading from the port failed: {type(exc).__name__}: {exc}") from None
        if data:
            self.transcript.received(data)
        return data

    def read_until(self, ending: bytes, timeout_s: float, what: str) -> bytes:
        deadline = time.monotonic() + timeout_s
        data = bytearray()
        while (at := data.find(ending)) < 0:
            if time.monotonic() > deadline:
                raise RigSilent(f"no {what} within {timeout_s:g} s")
            data += self.read_some()
            if len(data) > 64 * 1024:   # a banner is short: this is a device still flooding
                del data[:-1024]
        self._unread = bytes(data[at + len(ending):])
        return bytes(data[:at + len(ending)])

    def drain(self, quiet_s: float = 0.05, limit_s: float = 1.0) -> None:
        """Read and keep whatever the device still sends, until it has been quiet a moment."""
        deadline, quiet_since = time.monotonic() + limit_s, time.monotonic()
        while time.monotonic() < deadline and time.monotonic() - quiet_since < quiet_s:
            if self.read_some():
                quiet_since = time.monotonic()

    # -- the protocol
    def enter(self, soft_reset: bool = True, timeout_s: float = 2.0) -> None:
        self.write(b"\r\x03\x03")
        self.drain()
        self.write(b"\r\x01")
        self.read_until(RAW_BANNER + b">", timeout_s, "raw REPL prompt")
        if soft_reset:
            self.write(b"\x04")
            self.read_until(SOFT_REBOOT, timeout_s * 2, "soft reboot")
            self.read_until(RAW_BANNER + b">", timeout_s * 2, "raw REPL prompt after the soft reboot")

    def start(self, code: str, label: str | None = None, timeout_s: float = 2.0) -> None:
        """Send a program; returns once the device has taken it (`OK`)."""
        self.write(code.encode("utf-8") + b"\x04", label)
        self.read_until(b"OK", timeout_s, "OK for the program")

    def follow(self, deadline: float, on_output: Callable[[bytes], None], done: Callable[[], bool] = lambda: True,
               max_bytes: int | None = None) -> bool:
        """Pass a running program's output to on_output until the raw REPL's closing `\\x04>`
        comes after done() turned true (so a program that prints the markers itself does not
        end its run early), the deadline passes, or max_bytes have come. True if it ended."""
        tail, got = b"", 0
        while time.monotonic() < deadline and (max_bytes is None or got < max_bytes):
            data = self.read_some()
            if not data:
                continue
            got += len(data)
            on_output(data)
            tail = (tail + data)[-2:]
            if tail == b"\x04>" and done():
                return True
        return False

    def run(self, code: str, timeout_s: float = 5.0) -> tuple[bytes, bytes]:
        """A short command: its output and its traceback."""
        out = bytearray()
        self.start(code)
        if not self.follow(time.monotonic() + timeout_s, out.extend, max_bytes=1024 * 1024):
            raise RigSilent(f"a {len(code)}-byte command did not finish within {timeout_s:g} s")
        output, _, error = bytes(out[:-2]).partition(b"\x04")
        return output, error
