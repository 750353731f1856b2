"""The simulator of "Programming for Robotics 3" (sim.py): a small 2D world with a differential-drive
robot behind the hardware interface range_m(), ticks(), set_duty(left, right).

Its public names, signatures, defaults, random streams and order of events are the lesson's, so
code written for the lesson's sim.py runs unchanged and prints the same numbers. Standard library
only, relative imports only: the same package is importable as `reference.sim` here and as `sim`
inside the sandbox.
"""

from .clock import SimClock
from .geometry import clamp, closest_on_segment, ray_circle, ray_segment, wrap_pi
from .recorder import Recorder, run
from .robot_model import RobotModel, RobotParams, advance_pose
from .sensors import BumpSensor, Encoders, LineSensor, RangeSensor
from .simulator import Simulator
from .tools import OdometryTracker, ascii_map
from .world import World

__all__ = [
    "clamp", "wrap_pi", "ray_segment", "ray_circle", "closest_on_segment",
    "World", "advance_pose", "RobotParams", "RobotModel",
    "RangeSensor", "Encoders", "LineSensor", "BumpSensor",
    "SimClock", "Simulator", "Recorder", "run", "ascii_map", "OdometryTracker",
]
