"""The Simulator: the robot's hardware interface (range_m, ticks, set_duty, plus line, bump,
now_s) on a simulated world, and advance(dt_s), which moves that world on (lesson section 7).

Order of events in one advance: the physics in small steps under the last command, each step
undone if it ends in a collision; the clock; then one new reading from every range sensor.
"""

import math
import random

from .clock import SimClock
from .geometry import clamp
from .robot_model import RobotModel, RobotParams
from .sensors import BumpSensor, Encoders, LineSensor, RangeSensor

# A pass whose length is a whole number of physics steps, up to float error, is not given one more.
_STEP_COUNT_SLACK = 1e-9


class Simulator:
    """A differential-drive robot in a World, behind the hardware interface of Programming for
    Robotics 1 section 7. `seed` feeds one random.Random from which every range sensor draws the
    seed of its own stream, in the order the sensors are added; **range_kwargs configure the
    "front" sensor (see RangeSensor)."""

    def __init__(self, world, params=None, seed=1, pose=(0.3, 0.3, 0.0), physics_dt_s=0.005,
                 integrator="arc", **range_kwargs):
        self.world = world
        self.params = params or RobotParams()
        self.rng = random.Random(seed)      # the one source of randomness, for the sensors' seeds
        self.clock = SimClock()
        self.model = RobotModel(self.params, pose[0], pose[1], pose[2], integrator)
        self.physics_dt_s = physics_dt_s
        self.range_sensors = {}
        self.add_range_sensor("front", **range_kwargs)
        self.encoders = Encoders(self.params.ticks_per_rev)
        self.line_sensor = LineSensor(world)
        self.bumper = BumpSensor()
        self.contact = None                 # the contact found during the last advance(), if any
        self.bumps = 0                      # how many advance() calls ended in a collision
        self._update_range_sensors()        # a first reading at t = 0

    def add_range_sensor(self, name, **kwargs):
        """Another range sensor (a RangeSensor's keyword arguments), read with range_of(name). It
        takes its first reading at the next advance()."""
        sensor = RangeSensor(self.world, random.Random(self.rng.getrandbits(32)), **kwargs)
        self.range_sensors[name] = sensor
        return sensor

    # ---- the hardware interface ----

    def range_m(self):
        return self.range_sensors["front"].read(self.clock.now_s())

    def range_of(self, name):
        return self.range_sensors[name].read(self.clock.now_s())

    def ticks(self):
        return self.encoders.read(self.model.angle)

    def set_duty(self, left, right):
        """Duty cycles from -1 to +1 (clamped); 1.0 is the top wheel speed."""
        limit = self.params.max_speed_mps
        self.model.set_wheel_speeds(clamp(left, -1.0, 1.0) * limit, clamp(right, -1.0, 1.0) * limit)

    def line(self):
        return self.line_sensor.read(self.pose())

    def bump(self):
        return self.bumper.pressed(self.contact, self.model.theta)

    def now_s(self):
        return self.clock.now_s()

    # ---- the world moves on ----

    def pose(self):
        """The TRUE pose (x, y, theta): for the world and the tests, not for the robot's code."""
        return (self.model.x, self.model.y, self.model.theta)

    def advance(self, dt_s):
        """Move the world on by dt_s: physics in steps of at most physics_dt_s, then one new
        reading from every range sensor."""
        steps = max(1, int(math.ceil(dt_s / self.physics_dt_s - _STEP_COUNT_SLACK)))
        step_s = dt_s / steps
        self.contact = None
        model, contact_at, body_radius_m = self.model, self.world.contact, self.params.body_radius_m
        for _ in range(steps):
            # A step that ends overlapping something is undone and the wheels are stopped: the
            # robot halts within one step of the obstacle and the encoders stop counting, as the
            # wheels of a robot pushing on a wall stall. The motors stay commanded.
            before = model.snapshot()
            model.step(step_s)
            contact = contact_at(model.x, model.y, body_radius_m)
            if contact is not None:
                model.restore(before)
                self.contact = contact
        if self.contact is not None:
            self.bumps += 1
        self.clock.advance(dt_s)
        self._update_range_sensors()

    def _update_range_sensors(self):
        pose, now_s = self.pose(), self.clock.now_s()
        for sensor in self.range_sensors.values():
            sensor.update(pose, now_s)
