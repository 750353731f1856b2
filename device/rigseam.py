# The hardware seam over the Pico's pins (MicroPython).
#
# PicoHardware is seam.py's Seam (the learner's interface and its duty rule) over the pins of
# config.py, with the few methods rigrun.py drives besides:
#   sample()              take one pass's readings (after this, the readings stay fixed)
#   duties()              the duties in force
#   stop()                both motors off (safe to call any number of times, also after an error)
# On any other board than the Pico (the emulated rig runs the Unix port of MicroPython),
# make_hardware() gives simworld's simulated robot instead.

import sys
import time

import config
from seam import Seam


class Motor:
    """One wheel: a PWM pin for the speed and a pin for the direction."""

    def __init__(self, pwm, direction, reversed_, freq_hz):
        self.pwm, self.direction, self.reversed = pwm, direction, reversed_
        pwm.freq(freq_hz)
        self.set(0.0)

    def set(self, duty):
        forward = (duty >= 0) != self.reversed
        self.direction.value(1 if forward else 0)
        self.pwm.duty_u16(int(abs(duty) * 65535))


class PicoHardware(Seam):
    def __init__(self, machine, cfg=config):
        Seam.__init__(self)
        Pin, PWM = machine.Pin, machine.PWM
        self._cfg = cfg
        self._motors = (
            Motor(PWM(Pin(cfg.LEFT_PWM)), Pin(cfg.LEFT_DIR, Pin.OUT), cfg.LEFT_REVERSED, cfg.PWM_FREQ_HZ),
            Motor(PWM(Pin(cfg.RIGHT_PWM)), Pin(cfg.RIGHT_DIR, Pin.OUT), cfg.RIGHT_REVERSED, cfg.PWM_FREQ_HZ),
        )
        self._counts = [0, 0]
        self._enc_b = (Pin(cfg.LEFT_ENC_B, Pin.IN, Pin.PULL_UP), Pin(cfg.RIGHT_ENC_B, Pin.IN, Pin.PULL_UP))
        Pin(cfg.LEFT_ENC_A, Pin.IN, Pin.PULL_UP).irq(self._left_edge, Pin.IRQ_RISING)
        Pin(cfg.RIGHT_ENC_A, Pin.IN, Pin.PULL_UP).irq(self._right_edge, Pin.IRQ_RISING)
        self._trig = Pin(cfg.RANGE_TRIG, Pin.OUT)
        self._trig.value(0)
        self._echo = Pin(cfg.RANGE_ECHO, Pin.IN)
        self._rise_us = None
        self._echo_us = None
        self._echo_at = None
        self._echo.irq(self._echo_edge, Pin.IRQ_RISING | Pin.IRQ_FALLING)
        self._lines = tuple(Pin(p, Pin.IN) for p in cfg.LINE_PINS)
        self._bump = Pin(cfg.BUMP_PIN, Pin.IN, Pin.PULL_UP)
        self._t0 = time.ticks_us()
        self._line = tuple(0 for _ in self._lines)

    # interrupt handlers: channel B tells the direction of each rising edge of channel A
    def _left_edge(self, _pin):
        self._counts[0] += -1 if self._enc_b[0].value() else 1

    def _right_edge(self, _pin):
        self._counts[1] += -1 if self._enc_b[1].value() else 1

    def _echo_edge(self, pin):
        now = time.ticks_us()
        if pin.value():
            self._rise_us = now
        elif self._rise_us is not None:
            self._echo_us = time.ticks_diff(now, self._rise_us)
            self._echo_at = now
            self._rise_us = None

    def _trigger(self):
        self._trig.value(1)
        time.sleep_us(10)
        self._trig.value(0)

    def sample(self):
        now = time.ticks_us()
        self._now_s = time.ticks_diff(now, self._t0) / 1e6
        cfg = self._cfg
        if self._echo_at is not None and time.ticks_diff(now, self._echo_at) < 100000:
            metres = self._echo_us * 1e-6 * cfg.SOUND_MPS / 2
            self._range = metres if 0.02 <= metres <= cfg.RANGE_MAX_M else None
        else:
            self._range = None
        self._ticks = (self._counts[0], self._counts[1])
        self._line = tuple(p.value() for p in self._lines)
        self._bumped = self._bump.value() == 0
        self._trigger()          # the echo arrives before the next pass

    def set_duty(self, left, right):
        Seam.set_duty(self, left, right)
        self._motors[0].set(self._duty[0])
        self._motors[1].set(self._duty[1])

    def stop(self):
        Seam.stop(self)
        for motor in self._motors:
            motor.pwm.duty_u16(0)


def make_hardware(world=None):
    """The Pico's pins on a Pico; elsewhere (the emulated rig) the simulated robot of simworld."""
    if sys.platform == "rp2":
        import machine
        return PicoHardware(machine)
    import simworld
    return simworld.SimHardware(world or {})
