# The robot's hardware interface as the learner's controller sees it: ONE definition, run by the
# rig (MicroPython on the Pico, and the Unix port in the emulated rig and the tests) and by the
# sandbox (CPython 3.11, under grader/controller/harness.py), so a rig run and its simulated run
# read and judge the same calls. MicroPython-safe: no f-strings, typing, dataclasses or imports.
#
#   range_m()        metres to what is ahead, or None (no echo yet, or out of range)
#   ticks()          (left, right) whole encoder ticks since the start
#   line()           the line sensors, a tuple of 0 or 1, left to right
#   bump()           True while the front bumper is pressed
#   now_s()          seconds since the start, at this pass's readings
#   set_duty(l, r)   the wheels' duties: see duty() for the rule
#
# Readings stay fixed within a pass: a subclass takes them once per pass (the Pico's pins in
# rigseam.py, the emulated world in simworld.py, the grader's message in the sandbox) and sets
# the fields of Seam; the learner's code reads them through learner_view().

DUTY_TYPE_MESSAGE = "set_duty() takes numbers from -1 to 1, not "
DUTY_FINITE_MESSAGE = "set_duty() takes finite numbers from -1 to 1"
INF = float("inf")


def duty(value):
    """The one duty rule: an int or a float (not a bool, not a str), finite, clamped to -1..1.

    A NaN or an infinity raises ValueError rather than stopping or flooring a wheel: the learner
    hears of the bug at the line that made it, on the rig and in the simulated run alike. The
    clamp is the motor's own limit (the simulator clamps too, so clamping here changes no run);
    an int is clamped before it becomes a float, as float() of a huge int fails in CPython and
    gives an infinity in MicroPython."""
    kind = type(value)
    if kind is int:
        return -1.0 if value < -1 else 1.0 if value > 1 else float(value)
    if kind is not float:
        name = kind.__name__
        raise TypeError(DUTY_TYPE_MESSAGE + ("an " if name[:1] in "aeiouAEIOU" else "a ") + name)
    if value != value or value == INF or value == -INF:
        raise ValueError(DUTY_FINITE_MESSAGE)
    return -1.0 if value < -1.0 else 1.0 if value > 1.0 else value


class Seam:
    """One pass's readings and the duties in force; a subclass takes the readings."""

    def __init__(self):
        self._duty = (0.0, 0.0)
        self._now_s = 0.0
        self._range = None
        self._ticks = (0, 0)
        self._line = ()
        self._bumped = False

    def range_m(self):
        return self._range

    def ticks(self):
        return self._ticks

    def line(self):
        return self._line

    def bump(self):
        return self._bumped

    def now_s(self):
        return self._now_s

    def set_duty(self, left, right):
        self._duty = (duty(left), duty(right))

    def duties(self):
        return self._duty

    def stop(self):
        self._duty = (0.0, 0.0)


def learner_view(hw):
    """What the learner's controller gets as `hw`: the six methods and nothing else. The seam
    itself is reachable from no attribute, so replacing a method changes what the learner reads,
    never the readings or the duties the runner reports."""

    class Hardware:
        def range_m(self):
            return hw.range_m()

        def ticks(self):
            return hw.ticks()

        def line(self):
            return hw.line()

        def bump(self):
            return hw.bump()

        def now_s(self):
            return hw.now_s()

        def set_duty(self, left, right):
            hw.set_duty(left, right)

    return Hardware()
