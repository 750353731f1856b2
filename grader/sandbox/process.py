"""One running sandbox: its pipes, its wall-clock deadline, output caps, and a certain end.

The child gets exactly four descriptors: 0 (stdin), 1 and 2 (capped output) and 3 (the private
channel the harness speaks on). It is started with posix_spawn, which can put a pipe on fd 3
(a shell cannot: dash only parses single-digit fds) and is as cheap as vfork.

Joining the run's cgroup: moving a process between cgroups waits for an RCU grace period, 5-20 ms
here when the host has been idle. By default a one-line shell joins before exec'ing the sandbox
(nothing escapes accounting). With `late_join`, for a program that runs nothing untrusted before
it has read its stdin (our harness), we move bwrap right after spawning it (the grace period
passes while bwrap sets up), bwrap reports its child's pid on fd 4, we move that too (cheap
while the grace period is fresh; a no-op if it was born inside), and only then send stdin.

`communicate()` is the batch use (write the job, read to the end). `send()` and
`receive_line()` are for an interactive session, such as a controller driven once per tick.
"""

from __future__ import annotations

import fcntl
import json
import os
import select
import selectors
import shlex
import signal
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from grader.sandbox.limits import RunResult, SandboxUnavailable

if TYPE_CHECKING:
    from grader.sandbox.limits import SandboxLimits
    from grader.sandbox.cgroups import RunCgroup

CHANNEL_FD = 3
INFO_FD = 4               # bwrap --info-fd: {"child-pid": N, ...} once the sandbox exists
READ_CHUNK = 65536
DRAIN_AFTER_EXIT_S = 1.0  # after the process exits, how long a straggler may hold a pipe open
KILL_GRACE_S = 0.2        # for bwrap to reap its killed child and exit on its own
HIGH_FD = 10              # our pipe ends live above the fds we lay out for the child


@dataclass
class CappedStream:
    """Bytes read from one of the child's outputs, up to a cap."""

    fd: int
    cap_bytes: int
    chunks: list[bytes] = field(default_factory=list)
    size: int = 0
    eof: bool = False
    # A session's channel is read line by line as it comes: lines taken are forgotten and the
    # cap bounds only what is waiting, so a long session neither grows nor rescans its history.
    streaming: bool = False
    unread: bytearray = field(default_factory=bytearray)

    def add(self, data: bytes) -> bool:
        """Keep what fits; False once the cap is passed."""
        if self.streaming:
            self.unread += data
            return len(self.unread) <= self.cap_bytes
        room = max(0, self.cap_bytes - self.size)
        self.chunks.append(data[:room])
        self.size += len(data)
        return self.size <= self.cap_bytes

    def take_line(self) -> bytes | None:
        end = self.unread.find(b"\n")
        if end < 0:
            return None
        line = bytes(self.unread[:end])
        del self.unread[:end + 1]
        return line

    def value(self) -> bytes:
        return b"".join(self.chunks) + bytes(self.unread)


class SandboxProcess:
    def __init__(self, pid: int, fds: dict[str, int], limits: SandboxLimits, cgroup: RunCgroup | None):
        self.pid = pid
        self.child_pid: int | None = None  # the sandboxed process, when the backend reports it
        self.limits = limits
        self.cgroup = cgroup
        self.started_s = time.monotonic()
        self.deadline_s = self.started_s + limits.wall_s
        self.timed_out = False
        self.output_exceeded: str | None = None
        self.exit_status: int | None = None
        self.cpu_s = 0.0
        self._stdin_fd: int | None = fds["stdin"]
        self._pending_stdin = b""
        self._streams = {
            "stdout": CappedStream(fds["stdout"], limits.stdout_cap_bytes),
            "stderr": CappedStream(fds["stderr"], limits.stderr_cap_bytes),
            "channel": CappedStream(fds["channel"], limits.channel_cap_bytes),
        }
        self._channel_read = 0  # how much of the channel receive_line() has handed out
        self._selector = selectors.DefaultSelector()
        for name, stream in self._streams.items():
            os.set_blocking(stream.fd, False)
            self._selector.register(stream.fd, selectors.EVENT_READ, name)
        self._pidfd = os.pidfd_open(pid)
        self._selector.register(self._pidfd, selectors.EVENT_READ, "exit")
        self._info_fd = fds.get("info")
        self._info = b""
        self._joined = self._info_fd is None  # stdin waits until the cgroup is joined
        if self._info_fd is not None:
            os.set_blocking(self._info_fd, False)
            self._selector.register(self._info_fd, selectors.EVENT_READ, "info")
        self._exited = False
        self._closed = False
        self._close_stdin_when_sent = False  # communicate() closes it; a session keeps it open
        self._wall_s = 0.0
        self._oom_killed = self._pids_exhausted = False
        self._controllers: tuple[str, ...] = ()

    # ------------------------------------------------------------ starting

    @classmethod
    def start(cls, command: list[str], limits: SandboxLimits, cgroup: RunCgroup | None, *,
              late_join: bool = False) -> SandboxProcess:
        """`late_join`: `command` writes bwrap's info JSON on fd 4 (see the module doc)."""

        late_join = late_join and cgroup is not None
        parent_fds, child_fds = _pipes(("stdin", "stdout", "stderr", "channel") + (("info",) if late_join else ()))
        argv = command if late_join else _launcher(cgroup) + command
        actions = [(os.POSIX_SPAWN_DUP2, fd, target) for target, fd in enumerate(child_fds)]
        actions += [(os.POSIX_SPAWN_CLOSE, fd) for fd in _inheritable_fds(len(child_fds), exclude=child_fds)]
        try:
            pid = os.posix_spawn(
                argv[0], argv, {}, file_actions=actions, setsid=True,
                setsigdef=(signal.SIGPIPE, signal.SIGXFSZ), setsigmask=(),
            )
        except OSError as exc:
            for fd in parent_fds.values():
                os.close(fd)
            raise SandboxUnavailable(f"cannot start {command[0]}: {exc.strerror}") from None
        finally:
            for fd in child_fds:
                os.close(fd)
        try:
            os.set_blocking(parent_fds["stdin"], False)
            if late_join:
                # Pays the grace period while bwrap sets up; its child is likely born inside.
                cgroup.join([pid])
            return cls(pid, parent_fds, limits, cgroup)
        except OSError as exc:  # pidfd_open needs Linux 5.3
            os.killpg(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            for fd in parent_fds.values():
                os.close(fd)
            raise SandboxUnavailable(f"cannot watch the sandbox process: {exc.strerror}") from None

    # ------------------------------------------------------------ talking to it

    def communicate(self, stdin: bytes = b"") -> RunResult:
        """Send `stdin`, close it, read everything until the program ends (or is ended)."""
        self._pending_stdin += stdin
        self._close_stdin_when_sent = True
        self._pump(lambda: False)
        return self.close()

    def send(self, data: bytes) -> bool:
        """Write to the program's stdin (within the wall clock); False if it is gone."""
        if self._joined and self._stdin_fd is not None and not self._pending_stdin and not self._exited:
            # A session's short message usually fits the pipe at once: skip the event loop.
            try:
                data = data[os.write(self._stdin_fd, data):]
            except BlockingIOError:
                pass
            except OSError:
                return False
            if not data:
                return True
        self._pending_stdin += data
        self._close_stdin_when_sent = False
        self._pump(lambda: not self._pending_stdin)
        return not self._pending_stdin and self._stdin_fd is not None

    def receive_line(self, timeout_s: float) -> bytes | None:
        """The next line the program wrote on fd 3, or None if none came within `timeout_s`."""
        give_up = time.monotonic() + timeout_s
        line: list[bytes | None] = [None]

        def got_line() -> bool:
            line[0] = self._next_channel_line()
            return line[0] is not None or time.monotonic() >= give_up

        self._pump(got_line, until_s=give_up)
        return line[0] if line[0] is not None else self._next_channel_line()

    def stream_channel(self) -> None:
        """Session mode: fd 3 is read line by line with receive_line(), nothing kept after."""
        channel = self._streams["channel"]
        channel.streaming = True
        channel.unread += channel.value()[self._channel_read:]
        channel.chunks.clear()
        self._channel_read = 0

    def _next_channel_line(self) -> bytes | None:
        channel = self._streams["channel"]
        if channel.streaming:
            return channel.take_line()
        data = channel.value()
        end = data.find(b"\n", self._channel_read)
        if end < 0:
            return None
        line, self._channel_read = data[self._channel_read:end], end + 1
        return line

    # ------------------------------------------------------------ the event loop

    def _pump(self, done: Callable[[], bool], until_s: float | None = None) -> None:
        """Move data until `done()`, the program ends, a cap is passed or the wall clock runs out."""
        while not self._finished() and not done():
            self._register_stdin()
            now = time.monotonic()
            if now >= self.deadline_s:
                self.timed_out = not self._exited
                self.kill()
                return
            wait_s = self.deadline_s - now if until_s is None else min(self.deadline_s, until_s) - now
            for key, _ in self._selector.select(max(0.0, wait_s)):
                self._handle(key.data)
            if until_s is not None and time.monotonic() >= until_s:
                return

    def _finished(self) -> bool:
        if self._closed:
            return True
        return self._exited and all(stream.eof for stream in self._streams.values())

    def _handle(self, what: str) -> None:
        if what == "exit":
            self._exited = True
            self._selector.unregister(self._pidfd)
            self.deadline_s = min(self.deadline_s, time.monotonic() + DRAIN_AFTER_EXIT_S)
        elif what == "stdin":
            self._write_stdin()
        elif what == "info":
            self._read_info()
        else:
            self._read(what)

    def _read_info(self) -> None:
        try:
            data = os.read(self._info_fd, READ_CHUNK)
        except BlockingIOError:
            return
        self._info += data[: READ_CHUNK - len(self._info)]
        if data:
            return
        self._selector.unregister(self._info_fd)
        os.close(self._info_fd)
        self._info_fd = None
        try:
            self.child_pid = int(json.loads(self._info)["child-pid"])
        except (ValueError, KeyError, TypeError):
            pass  # bwrap failed before creating the sandbox: it is exiting, nothing to move
        self._join_cgroup()

    def _join_cgroup(self) -> None:
        if self.cgroup is not None and self.child_pid:
            self.cgroup.join([self.child_pid])  # cheap now: the grace period was paid at start
        self._joined = True

    def _read(self, name: str) -> None:
        stream = self._streams[name]
        try:
            data = os.read(stream.fd, READ_CHUNK)
        except BlockingIOError:
            return
        if not data:
            stream.eof = True
            self._selector.unregister(stream.fd)
        elif not stream.add(data) and self.output_exceeded is None:
            self.output_exceeded = name
            self.kill()

    def _register_stdin(self) -> None:
        if self._stdin_fd is None or not self._joined:
            return
        wanted = bool(self._pending_stdin)
        registered = self._stdin_fd in self._selector.get_map()
        if wanted and not registered:
            self._selector.register(self._stdin_fd, selectors.EVENT_WRITE, "stdin")
        elif not wanted and registered:
            self._selector.unregister(self._stdin_fd)
        if not wanted and self._close_stdin_when_sent:
            self._close_stdin()

    def _write_stdin(self) -> None:
        try:
            written = os.write(self._stdin_fd, self._pending_stdin[:READ_CHUNK])
        except BlockingIOError:
            return
        except (BrokenPipeError, OSError):  # it stopped reading: what is left is not needed
            self._pending_stdin = b""
            self._close_stdin()
            return
        self._pending_stdin = self._pending_stdin[written:]

    def _close_stdin(self) -> None:
        if self._stdin_fd is None:
            return
        if self._stdin_fd in self._selector.get_map():
            self._selector.unregister(self._stdin_fd)
        os.close(self._stdin_fd)
        self._stdin_fd = None

    # ------------------------------------------------------------ ending

    def kill(self) -> None:
        """SIGKILL everything of this run. The sandboxed processes go first, so that bwrap (or
        nsjail) reaps them and exits by itself; killing it first would leave them to the host's
        init as zombies for a while. Then the launcher's whole process group."""
        if self.exit_status is not None:
            return
        inner = self._inner_pids()
        for pid in inner:
            _kill(pid)
        if inner:
            select.select([self._pidfd], [], [], KILL_GRACE_S)
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        if self.cgroup is not None:
            self.cgroup.kill_all()

    def _inner_pids(self) -> set[int]:
        """The sandboxed processes: in their own session (bwrap --new-session), so not in our
        process group."""
        found = self.cgroup.pids() if self.cgroup is not None else set()
        found.discard(self.pid)
        if not found:  # no cgroup, or not joined yet
            found = _children_of(self.pid)
        return found

    def close(self) -> RunResult:
        """End the run if it is still going, reap it, remove its cgroup, report."""

        if not self._closed:
            if not self._exited:
                self.kill()
            self._reap()
            self._release()
        status = self.exit_status or 0
        return RunResult(
            exit_code=os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
            signal=_ending_signal(status),
            timed_out=self.timed_out,
            output_exceeded=self.output_exceeded,
            oom_killed=self._oom_killed,
            pids_exhausted=self._pids_exhausted,
            stdout=self._streams["stdout"].value(),
            stderr=self._streams["stderr"].value(),
            channel=self._streams["channel"].value(),
            wall_s=self._wall_s,
            cpu_s=self.cpu_s,
            cpu_limit_s=self.limits.cpu_limit_s,
            cgroups=self._controllers,
        )

    def _reap(self) -> None:
        _, status, usage = os.wait4(self.pid, 0)
        self.exit_status = status
        self.cpu_s = usage.ru_utime + usage.ru_stime
        self._wall_s = time.monotonic() - self.started_s
        self._drain()

    def _drain(self) -> None:
        """Read what the pipes still hold, without waiting for writers that may never close."""
        for name, stream in self._streams.items():
            while not stream.eof:
                try:
                    data = os.read(stream.fd, READ_CHUNK)
                except (BlockingIOError, OSError):
                    break
                if not data:
                    stream.eof = True
                elif not stream.add(data) and self.output_exceeded is None:
                    self.output_exceeded = name

    def _release(self) -> None:
        self._oom_killed = self.cgroup.oom_killed() if self.cgroup else False
        self._pids_exhausted = self.cgroup.pids_exhausted() if self.cgroup else False
        self._controllers = self.cgroup.controllers if self.cgroup else ()
        if self.cgroup is not None:
            self.cgroup.remove()
        self._close_stdin()
        if self._info_fd is not None:
            os.close(self._info_fd)
            self._info_fd = None
        self._selector.close()
        for fd in [stream.fd for stream in self._streams.values()] + [self._pidfd]:
            os.close(fd)
        self._closed = True

    def __enter__(self) -> SandboxProcess:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


# ---------------------------------------------------------------- helpers

def _pipes(names: tuple[str, ...]) -> tuple[dict[str, int], list[int]]:
    """A pipe per child fd (in order from 0), every end moved to a high, close-on-exec fd so
    laying out 0-4 in the child never overwrites one of them. stdin is the one we write."""
    parent: dict[str, int] = {}
    child: list[int] = []
    for name in names:
        read_end, write_end = os.pipe()
        ours, theirs = (write_end, read_end) if name == "stdin" else (read_end, write_end)
        parent[name] = _move_high(ours)
        child.append(_move_high(theirs))
    return parent, child


def _move_high(fd: int) -> int:
    high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, HIGH_FD)
    os.close(fd)
    return high


def _inheritable_fds(first: int, exclude: list[int]) -> list[int]:
    """Descriptors this process inherited without close-on-exec (Python opens none such itself):
    they must not reach the sandbox."""
    found = []
    for name in os.listdir("/proc/self/fd"):
        fd = int(name)
        if fd >= first and fd not in exclude:
            try:
                if os.get_inheritable(fd):
                    found.append(fd)
            except OSError:
                pass
    return found


def _launcher(cgroup: RunCgroup | None) -> list[str]:
    if cgroup is None:
        return []
    joins = " && ".join(f"echo $$ > {shlex.quote(str(path))}" for path in cgroup.procs_files)
    return ["/bin/sh", "-c", f'{joins} && exec "$@"', "sandbox-launcher"]


def _children_of(parent: int) -> set[int]:
    children = set()
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat", "rb") as stat:
                    fields = stat.read().rsplit(b")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == parent:
                children.add(int(name))
    return children


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _ending_signal(status: int) -> int | None:
    """The signal that ended the program. bwrap and nsjail report their child's death by signal
    N as exit code 128 + N, so that counts too."""
    if os.WIFSIGNALED(status):
        return os.WTERMSIG(status)
    code = os.WEXITSTATUS(status)
    if 128 < code < 128 + signal.NSIG:
        return code - 128
    return None
