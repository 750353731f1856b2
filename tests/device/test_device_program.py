"""The device program (device/) on the real MicroPython interpreter: the runner at 50 Hz, its
telemetry, the motors stopped on every way out, the function runner, the Pico seam over its pins
(with a stand-in `machine` module) and the emulated rig's simulated world."""

import re
import signal
import subprocess
import time

from tests.utils.micropython import DEVICE_DIR, MICROPYTHON, needs_micropython, records, run_micropython
from tests.utils.solutions import solution_for

pytestmark = needs_micropython

GOOD_CONTROLLER = solution_for("stop-before-the-wall")

# A hardware stand-in that records what the runner did to it, around the emulated world.
RECORDING_HW = '''
import rigseam, simworld
stops = []
class Recording(simworld.SimHardware):
    def stop(self):
        stops.append(self.duties())
        simworld.SimHardware.stop(self)
        print("STOPPED", self.duties())
rigseam.make_hardware = lambda world=None: Recording(world or {})
import rigrun
'''


# The board's clock, moved only by the program's own sleeps (and `work_us` per update): pacing
# is checked exactly, whatever else the machine running the tests is doing.
FAKE_CLOCK = '''
class Clock:
    def __init__(self):
        self.now_us = 1000
    def ticks_us(self):
        return self.now_us
    def ticks_ms(self):
        return self.now_us // 1000
    def ticks_diff(self, a, b):
        return a - b
    def ticks_add(self, a, b):
        return a + b
    def sleep_ms(self, ms):
        self.now_us += ms * 1000
    def sleep_us(self, us):
        self.now_us += us
clock = Clock()
import rigrun, simworld
rigrun.time = simworld.time = clock
'''


def test_a_controller_runs_at_50_hz_and_streams_its_telemetry(tmp_path):
    out = run_micropython(FAKE_CLOCK + f'''
rigrun.run_controller({GOOD_CONTROLLER!r}, 0.5, 0.02, "n0nce", {{"gap_m": 1.0}})
    ''', tmp_path)
    start, = records(out, "S")
    assert start[:1] == ["controller"] and start[2:] == ["20", "25"]
    passes = records(out, "T")
    assert [int(p[0]) for p in passes] == list(range(25))
    times = [int(p[1]) for p in passes]
    assert times == [20 * (seq + 1) for seq in range(25)]   # one pass every 20 ms, from the start
    ranges = [int(p[2]) for p in passes]
    assert 940 <= ranges[0] <= 1060 and ranges[-1] < ranges[0]   # driving towards the wall
    assert all(p[8] == p[7] == "700" for p in passes[1:])        # 0.28 / 0.40, per mille
    assert records(out, "E") == [["done", "25", ""]]


def test_a_late_pass_is_caught_up_not_added_to(tmp_path):
    """An update that overruns its pass delays the next one only: the schedule keeps its beat."""
    slow_once = GOOD_CONTROLLER.rstrip() + "\n        if self.hw.now_s() == 0.1:\n            clock.now_us += 50000\n"
    out = run_micropython(FAKE_CLOCK + f"import builtins\nbuiltins.clock = clock\n"
                          f"rigrun.run_controller({slow_once!r}, 0.3, 0.02, 'n', {{'gap_m': 1.0}})\n", tmp_path)
    times = [int(p[1]) for p in records(out, "T")]
    assert times[:5] == [20, 40, 60, 80, 100]
    # 50 ms late: the two passes already due run at once, then the beat goes on from where it was
    assert times[5:] == [150, 150, 160, 180, 200, 220, 240, 260, 280, 300]


def test_the_motors_stop_when_the_controller_raises(tmp_path):
    code = GOOD_CONTROLLER.rstrip() + "\n        if self.hw.now_s() > 0.1:\n            raise ValueError('boom')\n"
    out = run_micropython(FAKE_CLOCK + RECORDING_HW + f"rigrun.run_controller({code!r}, 1.0, 0.02, 'n', None)\n",
                          tmp_path)
    status, count, message = records(out, "E")[0][0], records(out, "E")[0][1], " ".join(records(out, "E")[0][2:])
    assert status == "error" and int(count) == 5      # passes at 20..100 ms; the one at 120 ms raised
    assert message == "ValueError: boom (line 13)"
    assert "STOPPED (0.0, 0.0)" in out
    assert 'File "<string>", line 13' in out      # the traceback, for the transcript


def test_the_motors_stop_when_the_code_does_not_load(tmp_path):
    out = run_micropython(RECORDING_HW + "rigrun.run_controller('x = 1/0', 1.0, 0.02, 'n', None)\n"
                          "rigrun.run_controller('y = 1', 1.0, 0.02, 'n', None)\n", tmp_path)
    ends = records(out, "E")
    assert ends[0][:2] == ["load_error", "0"] and "ZeroDivisionError" in " ".join(ends[0])
    assert ends[1][:2] == ["load_error", "0"] and "define Robot" in " ".join(ends[1])
    assert out.count("STOPPED (0.0, 0.0)") == 2


def test_the_motors_stop_when_update_is_too_slow(tmp_path):
    code = "import time\nclass Robot:\n    def __init__(self, hw):\n        self.hw = hw\n" \
           "    def update(self, dt_s):\n        self.hw.set_duty(0.5, 0.5)\n        time.sleep_ms(250)\n"
    out = run_micropython(RECORDING_HW + f"rigrun.run_controller({code!r}, 0.2, 0.02, 'n', None)\n", tmp_path)
    assert records(out, "E")[0][0] == "too_slow"
    assert "STOPPED (0.0, 0.0)" in out


def test_the_motors_stop_on_ctrl_c(tmp_path):
    script = tmp_path / "run.py"
    script.write_text(f"import sys\nsys.path.insert(0, {str(DEVICE_DIR)!r})\n" + RECORDING_HW
                      + f"rigrun.run_controller({GOOD_CONTROLLER!r}, 30.0, 0.02, 'n', None)\n")
    process = subprocess.Popen([MICROPYTHON, str(script)], stdout=subprocess.PIPE, text=True, cwd=tmp_path)
    time.sleep(0.6)
    process.send_signal(signal.SIGINT)     # what Ctrl-C on the board's REPL raises: KeyboardInterrupt
    out, _ = process.communicate(timeout=10)
    assert records(out, "E")[0][0] == "interrupted"
    assert "STOPPED (0.0, 0.0)" in out


def test_a_learners_printing_is_capped_and_cannot_drown_the_telemetry(tmp_path):
    code = GOOD_CONTROLLER.replace("r = self.hw.range_m()", "r = self.hw.range_m()\n        print('x' * 500)")
    out = run_micropython(f"import rigrun\nrigrun.run_controller({code!r}, 0.6, 0.02, 'n', None)\n", tmp_path)
    assert len(records(out, "T")) == 30
    assert out.count("x" * 500) == 16 and out.count("[rig: further printing is dropped]") == 1


def test_the_learner_gets_only_the_seam(tmp_path):
    """Replacing the seam's methods changes what the learner reads, never what the runner reports."""
    code = '''
class Robot:
    def __init__(self, hw):
        hw.range_m = lambda: 0.25
        self.hw = hw
        names = [n for n in dir(hw) if not n.startswith("__")]
        print("SEAM", sorted(names))
    def update(self, dt_s):
        self.hw.set_duty(2.0, -3)
'''
    out = run_micropython(f"import rigrun\nrigrun.run_controller({code!r}, 0.1, 0.02, 'n', {{'gap_m': 1.5}})\n", tmp_path)
    assert "SEAM ['bump', 'line', 'now_s', 'range_m', 'set_duty', 'ticks']" in out
    passes = records(out, "T")
    assert all(1400 <= int(p[2]) <= 1600 for p in passes)      # the real reading, not 250
    assert all((p[7], p[8]) == ("1000", "-1000") for p in passes)  # clamped to -1..1


def test_the_function_runner_returns_every_answer_or_its_error(tmp_path):
    code = "import math\ndef f(a, b):\n    return (a / b, [math.sqrt(a)], {'k': None}, float('inf'))\n"
    cases = '[[1, 4], [2, 0], [9, 3]]'
    out = run_micropython(f"import rigrun\nrigrun.run_function({code!r}, 'f', {cases!r}, 'n')\n", tmp_path)
    assert records(out, "S") == [["function", "dev", "0", "3"]]
    assert records(out, "O") == [["0", '[0.25,[1.0],{"k":null},Infinity]'], ["2", '[3.0,[3.0],{"k":null},Infinity]']]
    assert records(out, "X") == [["1", "ZeroDivisionError:", "divide", "by", "zero", "(line", "3)"]]
    assert records(out, "E") == [["done", "3", ""]]


def test_the_function_runner_says_what_is_missing(tmp_path):
    out = run_micropython("import rigrun\nrigrun.run_function('def g(): pass', 'f', '[[1]]', 'n')\n", tmp_path)
    assert records(out, "E")[0][:2] == ["load_error", "0"] and "define f" in out


def test_the_self_test_reports_and_leaves_the_motors_off(tmp_path):
    out = run_micropython(RECORDING_HW + "rigrun.selftest('n')\n", tmp_path)
    health, = records(out, "H")
    assert health[0] == "ok" and int(health[2]) > 0
    assert "STOPPED (0.0, 0.0)" in out


FAKE_MACHINE = '''
log = []
class Pin:
    IN, OUT, PULL_UP, IRQ_RISING, IRQ_FALLING = 0, 1, 2, 4, 8
    def __init__(self, number, mode=0, pull=None):
        self.number, self._value, self.handler = number, 0, None
    def value(self, v=None):
        if v is None:
            return self._value
        self._value = v
        log.append(("pin", self.number, v))
    def irq(self, handler, trigger):
        self.handler = handler
        pins[self.number] = self
class PWM:
    def __init__(self, pin):
        self.pin = pin
    def freq(self, hz):
        log.append(("freq", self.pin.number, hz))
    def duty_u16(self, d):
        log.append(("pwm", self.pin.number, d))
pins = {}
'''


def test_the_pico_seam_drives_the_pins_of_the_pin_map(tmp_path):
    (tmp_path / "fake_machine.py").write_text(FAKE_MACHINE)
    out = run_micropython('''
        import fake_machine as m, config, rigseam

        class Clock:                          # the board's microseconds, moved by the test alone
            now_us = 0
            def ticks_us(self):
                return self.now_us
            def ticks_diff(self, a, b):
                return a - b
            def sleep_us(self, us):
                self.now_us += us
        clock = rigseam.time = Clock()
        hw = rigseam.PicoHardware(m)
        del m.log[:]
        hw.set_duty(0.5, -0.25)
        print("DUTY", m.log)
        del m.log[:]
        hw.stop()
        print("STOP", m.log, hw.duties())
        a = m.pins[config.LEFT_ENC_A]
        for _ in range(3):
            a.handler(a)                      # three rising edges, channel B low: forwards
        echo = m.pins[config.RANGE_ECHO]
        echo._value = 1; echo.handler(echo)
        clock.sleep_us(5831)                 # 1.0 m and back at 343 m/s
        echo._value = 0; echo.handler(echo)
        hw.sample()
        print("READ", hw.ticks(), round(hw.range_m(), 2), hw.bump(), hw.line())
    ''', tmp_path)
    duty = out.split("DUTY ")[1].splitlines()[0]
    # left: forward, half of 65535; right: reversed in the pin map, so backwards at a quarter drives it forwards
    assert "('pin', 3, 1)" in duty and "('pwm', 2, 32767)" in duty
    assert "('pin', 7, 1)" in duty and "('pwm', 6, 16383)" in duty
    assert "('pwm', 2, 0)" in out.split("STOP ")[1] and "('pwm', 6, 0)" in out.split("STOP ")[1]
    assert "(0.0, 0.0)" in out.split("STOP ")[1]
    read = re.search(r"READ \(3, 0\) ([0-9.]+) (\w+) \(0, 0\)", out)
    distance, bumped = read.groups()
    assert float(distance) == 1.0               # the echo's width at 343 m/s, there and back
    assert bumped == "True"                    # the bumper's pin low (pulled up, pressed)


def test_the_emulated_world_moves_in_real_time_and_bumps(tmp_path):
    out = run_micropython('''
        import simworld
        t = [0]
        hw = simworld.SimHardware({"gap_m": 0.5, "noise_m": 0.0}, clock_us=lambda: t[0])
        hw.sample()
        first = hw.range_m()
        hw.set_duty(1.0, 1.0)
        t[0] = 1000000
        hw.sample()
        print("MOVED", round(first, 3), round(hw.range_m(), 3), hw.ticks(), hw.bump())
        t[0] = 4000000
        hw.sample()
        print("WALL", hw.bump(), hw.world.bumps)
    ''', tmp_path)
    moved = out.split("MOVED ")[1].splitlines()[0].split()
    assert moved[0] == "0.5" and 0.1 < float(moved[1]) < 0.2   # about 0.35 m in the first second
    assert moved[-1] == "False"
    assert "WALL True 1" in out
