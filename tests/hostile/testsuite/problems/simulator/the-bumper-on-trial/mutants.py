"""Two broken simulators for the fixture: a bumper that never reports, a clock that stands still."""


def bumper_never_pressed(sim):
    sim.BumpSensor.pressed = lambda self, contact, theta: False


def clock_stands_still(sim):
    sim.SimClock.advance = lambda self, dt_s: None
