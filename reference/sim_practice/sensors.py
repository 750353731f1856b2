"""Practice helpers for the simulator lesson's section 6 (simulated sensors): thin wrappers that let
the sensor classes of `reference.sim` answer a problem's question.

A range problem scripts what the world would give the sensor: the true distance along its beam at
each pass and the numbers its random stream would draw. The sensor itself (limits, noise drawn on
every measurement, rate and delay) is `reference.sim.RangeSensor`, unchanged. A line problem paints
one tape into a `reference.sim.World` and reads it with `reference.sim.LineSensor`; a bumper problem
asks `reference.sim.BumpSensor` about each contact.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from reference.sim import BumpSensor, LineSensor, RangeSensor, World, closest_on_segment
from reference.sim.sensors import mount_point

SENSOR_AT_ORIGIN = (0.0, 0.0, 0.0)    # the scripted world ignores where the sensor is
ON_THE_CENTRE = (0.0, 0.0, 0.0)       # mount: (forward, left, angle) in the robot's frame


class ScriptedWorld:
    """A world with a single beam distance, set from outside before each measurement: the true
    range of that pass, or None when the beam meets nothing at all. Like World.raycast it answers
    None beyond the sensor's maximum range, and counts its ray tests."""

    def __init__(self) -> None:
        self.distance_m: float | None = None
        self.ray_tests = 0

    def raycast(self, ox, oy, angle, max_range_m):
        self.ray_tests += 1
        distance_m = self.distance_m
        return distance_m if distance_m is not None and distance_m <= max_range_m else None


class ScriptedNoise:
    """Stands in for a sensor's random.Random: gauss() hands out the given noise values in order."""

    def __init__(self, noises_m: Iterable[float]) -> None:
        self._noises = iter(noises_m)
        self.drawn = 0

    def gauss(self, mu, sigma):
        self.drawn += 1
        return mu + next(self._noises)


def range_readings(passes: Sequence[tuple[float, float | None]], noises_m: Iterable[float],
                   min_range_m: float, max_range_m: float, period_s: float = 0.0,
                   latency_s: float = 0.0) -> list[float | None]:
    """What a range sensor's read() answers after each pass.

    passes: (time in s, true distance along the beam or None), times increasing; at each pass the
    sensor updates (measuring if a measurement is due) and is then read at the same time.
    noises_m: the numbers its random stream draws, one per measurement, whatever the outcome.
    """
    world = ScriptedWorld()
    sensor = RangeSensor(world, ScriptedNoise(noises_m), mount=ON_THE_CENTRE, max_range_m=max_range_m,
                         min_range_m=min_range_m, period_s=period_s, latency_s=latency_s)
    readings = []
    for t_s, true_m in passes:
        world.distance_m = true_m
        sensor.update(SENSOR_AT_ORIGIN, t_s)
        readings.append(sensor.read(t_s))
    return readings


def tape_readings(pose: tuple[float, float, float], n: int, spacing_m: float, forward_m: float,
                  tape: Sequence[tuple[float, float]], width_m: float) -> tuple[int, ...]:
    """What a row of `n` reflectance sensors reads over one painted tape (a polyline of `width_m`):
    reference.sim.LineSensor, index 0 the leftmost, 1 where a sensor is over paint."""
    world = World(1.0, 1.0)             # the arena's walls play no part in what the paint sensors see
    world.add_line([tuple(point) for point in tape], width_m=width_m)
    return LineSensor(world, n=n, spacing_m=spacing_m, forward_m=forward_m).read(pose)


def tape_margins(pose: tuple[float, float, float], n: int, spacing_m: float, forward_m: float,
                 tape: Sequence[tuple[float, float]], width_m: float) -> list[float]:
    """For each sensor of the row, its distance to the tape's centre line minus half the tape's
    width: negative over paint, positive beside it (how far a reading is from flipping)."""
    sensor = LineSensor(World(1.0, 1.0), n=n, spacing_m=spacing_m, forward_m=forward_m)
    margins = []
    for left_m in sensor.offsets:
        px, py = mount_point(*pose, forward_m, left_m)
        nearest = min(math.dist((px, py), closest_on_segment(px, py, *start, *end))
                      for start, end in zip(tape, tape[1:]))
        margins.append(nearest - width_m / 2)
    return margins


def bumper_readings(theta: float, arc_rad: float,
                    contacts: Iterable[tuple[float, float, float] | None]) -> list[bool]:
    """Whether reference.sim.BumpSensor, over an arc of `arc_rad` centred on the heading `theta`,
    reports each contact (nx, ny, depth), the normal pointing from the obstacle to the robot, or
    None for no contact."""
    bumper = BumpSensor(arc_rad)
    return [bumper.pressed(None if contact is None else tuple(contact), theta) for contact in contacts]
