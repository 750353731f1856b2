"""The host's driver against the emulated rig: the real MicroPython interpreter behind the relay,
spoken to over its pty in the raw REPL, as a Pico on USB serial."""

import signal
import time

import pytest
import serial

from grader.rig import device_program
from grader.rig.repl import RawRepl, RigSilent
from grader.rig.rig import RigFailed, RigJob
from grader.rig.transcript import Transcript
from tests.utils.solutions import solution_for

SWALLOWS_CTRL_C = '''
class Robot:
    def __init__(self, hw):
        self.hw = hw
    def update(self, dt_s):
        self.hw.set_duty(0.5, 0.5)
        while True:
            try:
                while True:
                    pass
            except KeyboardInterrupt:
                print("not stopping")
'''


@pytest.fixture
def repl(emulator):
    port = serial.Serial(str(emulator.link), 115200, timeout=0.05, write_timeout=2)
    yield RawRepl(port, Transcript())
    port.close()


def test_the_relay_gives_a_picos_raw_repl(repl):
    repl.enter(soft_reset=True)
    assert repl.run("print(1 / 4)\nprint('two')") == (b"0.25\r\ntwo\r\n", b"")   # CR LF, as a Pico
    out, error = repl.run("raise ValueError('no')")
    assert out == b"" and b"ValueError: no" in error
    repl.run("x = 41")
    assert repl.run("print(x + 1)")[0] == b"42\r\n"
    repl.enter(soft_reset=True)                       # a soft reset forgets x, as on a board
    assert b"NameError" in repl.run("print(x)")[1]
    assert "MPY: soft reboot" in repl.transcript.text()


def test_ctrl_c_interrupts_a_running_program(repl):
    repl.enter()
    repl.start("import time\nwhile True:\n    time.sleep_ms(1)\n")
    assert not repl.follow(time.monotonic() + 0.3, lambda data: None)
    repl.write(b"\x03")
    out = bytearray()
    assert repl.follow(time.monotonic() + 2, out.extend)
    assert b"KeyboardInterrupt" in out


def test_the_device_program_is_installed_and_checked(repl):
    repl.enter()
    assert device_program.installed_mismatch(repl) == list(device_program.FILES)
    assert device_program.ensure_installed(repl) is True
    repl.enter()
    assert device_program.ensure_installed(repl) is False
    # A learner's program that writes over the runner and leaves a main.py: both undone.
    repl.run("open('rigrun.py', 'w').write('# mine now')\nopen('main.py', 'w').write('while True: pass')")
    assert device_program.installed_mismatch(repl) == ["rigrun.py", "main.py"]
    device_program.ensure_installed(repl)
    assert device_program.installed_mismatch(repl) == []


def test_a_controller_job_streams_its_telemetry(rig):
    job = RigJob(kind="controller", code=solution_for("stop-before-the-wall"), entry_point="Robot",
                 duration_s=1.0, world={"gap_m": 1.2, "seed": 3}, wall_s=5)
    outcome = rig.run(job)
    assert outcome.stopped == "ended" and outcome.records.end == ("done", 50, "")
    samples = outcome.records.samples
    assert [s.seq for s in samples] == list(range(50))
    assert 1100 <= samples[0].range_mm <= 1300 and samples[-1].range_mm < samples[0].range_mm
    assert samples[-1].ticks[0] > 100 and samples[-1].duty_permille == (700, 700)
    assert "@S " in outcome.transcript and "[sent] run the learner's controller" in outcome.transcript


def test_a_function_job_returns_its_answers(rig):
    job = RigJob(kind="function", code=solution_for("where-the-gripper-lands"), entry_point="gripper",
                 cases=[[0.45, 0.3, 0.5, 0.7], [0.5, 0.3, 0.0, 0.0]], wall_s=5)
    outcome = rig.run(job)
    assert outcome.records.end == ("done", 2, "")
    assert outcome.records.outputs[1] == pytest.approx([0.8, 0.0])


def test_a_program_that_swallows_ctrl_c_is_hard_reset(rig):
    job = RigJob(kind="controller", code=SWALLOWS_CTRL_C, entry_point="Robot", duration_s=5.0, wall_s=1.0)
    outcome = rig.run(job)
    assert outcome.stopped == "hard_reset" and outcome.records.end is None
    assert outcome.transcript.count("[sent] <CTRL-C>") >= 3 and "not stopping" in outcome.transcript
    assert "hard reset: kill -USR1" in outcome.transcript
    assert rig.in_service
    # and the board works again, with the program still installed
    assert rig.health_check()


def test_a_rig_that_stops_answering_fails_the_job_and_leaves_service(rig, emulator):
    assert rig.health_check()
    emulator.signal(signal.SIGSTOP)          # the board hangs: nothing comes back, not even after a hard reset
    job = RigJob(kind="function", code="def f():\n    return 1\n", entry_point="f", cases=[[]], wall_s=2)
    with pytest.raises(RigFailed) as failed:
        rig.run(job)
    assert "stopped answering" in failed.value.reason and "raw REPL" in failed.value.reason
    assert "hard reset" in failed.value.transcript
    assert not rig.in_service and rig.reason == failed.value.reason
    assert not rig.health_check() and not rig.in_service
    emulator.signal(signal.SIGCONT)          # it answers again: the health check brings it back
    assert rig.health_check() and rig.in_service and rig.reason == ""


def test_a_port_that_cannot_be_opened_is_a_silent_rig(tmp_path):
    from grader.rig.rig import Rig

    rig = Rig("nowhere", str(tmp_path / "no-such-port"))
    assert not rig.health_check()
    assert "cannot open" in rig.reason and not rig.in_service
    with pytest.raises(RigSilent):
        rig._open()


def test_the_relay_goes_when_the_process_that_started_it_dies(tmp_path):
    import os
    import subprocess
    import sys

    from tests.utils.micropython import MICROPYTHON

    if MICROPYTHON is None:
        pytest.skip("no MicroPython")
    starter = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; from pathlib import Path; from grader.rig.emulator import Emulator\n"
        f"e = Emulator(Path({str(tmp_path / 'flash')!r}), Path({str(tmp_path / 'tty')!r})); e.start()\n"
        "print(e.process.pid, flush=True); time.sleep(60)")], stdout=subprocess.PIPE, text=True)
    relay = int(starter.stdout.readline())
    starter.kill()                       # no clean shutdown: a crash, a SIGKILL
    starter.wait()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.kill(relay, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        os.kill(relay, signal.SIGKILL)
        raise AssertionError("the relay outlived its parent")
    assert not (tmp_path / "tty").exists()
