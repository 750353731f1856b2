"""Broken versions of the simulator's replay machinery (seeds, clock, log, loop) and of its range
sensor, one per mutant id of problem.yaml. Each receives the `sim` package, freshly imported in the
sandbox, and breaks it in place before the learner's tests are imported. Standard library only."""

import random


def noise_from_the_shared_random(sim):
    """Each range sensor is handed the random module itself, one generator that no seed reaches."""
    original_init = sim.RangeSensor.__init__

    def __init__(self, world, rng, *args, **kwargs):
        original_init(self, world, random, *args, **kwargs)

    sim.RangeSensor.__init__ = __init__


def seed_is_ignored(sim):
    """The Simulator seeds its sensors from seed 1, whatever seed it is given."""
    original_init = sim.Simulator.__init__

    def __init__(self, world, params=None, seed=1, *args, **kwargs):
        original_init(self, world, params, 1, *args, **kwargs)

    sim.Simulator.__init__ = __init__


def clock_adds_up_float_seconds(sim):
    """The clock keeps a float sum of the passes' seconds instead of whole microseconds."""

    def __init__(self):
        self.t_s = 0.0

    def now_s(self):
        return self.t_s

    def advance(self, dt_s):
        self.t_s += dt_s

    sim.SimClock.__init__, sim.SimClock.now_s, sim.SimClock.advance = __init__, now_s, advance


def run_drops_the_last_pass(sim):
    """run() counts its passes with int(seconds / dt_s), which cuts 409.99999999999994 down to 409."""

    def run(simulator, robot, seconds, dt_s=0.02, recorder=None):
        for _ in range(int(seconds / dt_s)):
            simulator.advance(dt_s)
            robot.update(dt_s)
            if recorder is not None:
                recorder.record(simulator)

    sim.run = sim.recorder.run = run


def range_from_the_body_centre(sim):
    """The range sensor's rays start at the robot's centre, not at its mount 7 cm further forward."""
    original_true_range = sim.RangeSensor.true_range

    def true_range(self, pose):
        mount, self.mount = self.mount, (0.0, 0.0, self.mount[2])
        try:
            return original_true_range(self, pose)
        finally:
            self.mount = mount

    sim.RangeSensor.true_range = true_range
