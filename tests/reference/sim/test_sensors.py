"""Lesson section 6: the range sensor against its statistics and limits, the encoders' rounding
error, the line sensor across a painted line and the front bumper."""

import math
import random

from reference.sim import BumpSensor, Encoders, LineSensor, RangeSensor, World
from tests.reference.sim.printed import Printout

RANGE_AND_ENCODER_OUTPUT = """
true range 2.630 m; 1000 readings: mean 2.6301 m, std 0.0050 m (sigma 0.0050), within 2 sigma: 95.1 %
standard error of the mean = sigma / sqrt(n) = 0.00016 m; the mean is 0.00014 m from the truth
max range 2 m, wall 2.63 m away -> None
blind zone 0.10 m, wall 0.05 m away -> None
encoder error: mean -0.500 tick (theory -0.5), std 0.2888 tick (theory 1/sqrt(12) = 0.2887) = 0.0983 mm
"""

LINE_AND_BUMP_OUTPUT = """
robot y - line y sensors (left ... right)
+0.000 m (0, 0, 1, 0, 0)
+0.015 m (0, 0, 0, 1, 0)
-0.015 m (0, 1, 0, 0, 0)
+0.030 m (0, 0, 0, 0, 1)
-0.030 m (1, 0, 0, 0, 0)
+0.120 m (0, 0, 0, 0, 0)
contact at bearing +0 deg: pressed = True
contact at bearing +80 deg: pressed = True
contact at bearing -80 deg: pressed = True
contact at bearing +100 deg: pressed = False
contact at bearing +180 deg: pressed = False
"""


def test_range_noise_limits_and_encoder_rounding_are_the_lessons():
    out = Printout()
    arena = World(3.0, 2.0)
    pose = (0.3, 1.0, 0.0)
    sensor = RangeSensor(arena, random.Random(7), sigma_m=0.005)
    n = 1000
    readings = []
    for i in range(n):
        sensor.update(pose, i * 0.02)
        readings.append(sensor.read(i * 0.02))
    mean = sum(readings) / n
    std = math.sqrt(sum((r - mean) ** 2 for r in readings) / (n - 1))
    inside = sum(1 for r in readings if abs(r - sensor.true_range(pose)) <= 2 * 0.005) / n
    out("true range %.3f m; %d readings: mean %.4f m, std %.4f m (sigma 0.0050), within 2 sigma: %.1f %%"
        % (sensor.true_range(pose), n, mean, std, 100 * inside))
    out("standard error of the mean = sigma / sqrt(n) = %.5f m; the mean is %.5f m from the truth"
        % (0.005 / math.sqrt(n), abs(mean - sensor.true_range(pose))))
    short = RangeSensor(arena, random.Random(7), max_range_m=2.0)
    near = RangeSensor(arena, random.Random(7), min_range_m=0.10)
    for label, s, p in (("max range 2 m, wall 2.63 m away", short, pose),
                        ("blind zone 0.10 m, wall 0.05 m away", near, (2.88, 1.0, 0.0))):
        s.update(p, 0.0)
        out("%-38s -> %s" % (label, s.read(0.0)))
    enc = Encoders(600)
    rng = random.Random(3)
    errors = []
    for _ in range(100000):
        angle = rng.uniform(0.0, 20 * 2 * math.pi)
        exact_ticks = angle / (2 * math.pi) * 600
        errors.append(enc.read((angle, angle))[0] - exact_ticks)
    mean = sum(errors) / len(errors)
    std = math.sqrt(sum((e - mean) ** 2 for e in errors) / len(errors))
    mpt = 2 * math.pi * 0.0325 / 600
    out("encoder error: mean %.3f tick (theory -0.5), std %.4f tick (theory 1/sqrt(12) = %.4f) = %.4f mm"
        % (mean, std, 1 / math.sqrt(12), std * mpt * 1000))
    assert out.matches(RANGE_AND_ENCODER_OUTPUT)


def test_line_sensor_and_bumper_readings_are_the_lessons():
    out = Printout()
    painted = World(3.0, 2.0)
    painted.add_line([(0.0, 1.0), (3.0, 1.0)], width_m=0.02)
    ls = LineSensor(painted)
    out("robot y - line y sensors (left ... right)")
    for offset in (0.0, 0.015, -0.015, 0.03, -0.03, 0.12):
        out(" %+.3f m %s" % (offset, ls.read((1.0, 1.0 + offset, 0.0))))
    bumper = BumpSensor(arc_rad=math.radians(180))
    for bearing_deg in (0, 80, -80, 100, 180):
        theta = 0.3
        wall_dir = theta + math.radians(bearing_deg)
        contact = (-math.cos(wall_dir), -math.sin(wall_dir), 0.003)
        out("contact at bearing %+4d deg: pressed = %s" % (bearing_deg, bumper.pressed(contact, theta)))
    assert out.matches(LINE_AND_BUMP_OUTPUT)


def test_noise_is_drawn_on_every_measurement_even_without_an_echo():
    """A change of geometry must not shift the random stream of later readings."""
    open_arena, blocked = World(30.0, 2.0), World(30.0, 2.0)
    blocked.add_wall(1.0, 0.0, 1.0, 2.0)
    far = RangeSensor(open_arena, random.Random(11), max_range_m=4.0)    # no echo: the wall is 29.7 m away
    wall = RangeSensor(blocked, random.Random(11), max_range_m=4.0)
    for t_s in (0.0, 0.02):
        far.update((0.2, 1.0, 0.0), t_s)
        wall.update((0.2, 1.0, 0.0), t_s)
    assert far.read(0.02) is None
    assert far.rng.random() == wall.rng.random()


def test_a_slow_sensor_holds_its_reading_and_a_late_one_delivers_it_old():
    arena = World(3.0, 2.0)
    slow = RangeSensor(arena, random.Random(1), sigma_m=0.0, period_s=0.05)
    late = RangeSensor(arena, random.Random(1), sigma_m=0.0, latency_s=0.04)
    readings = []                                   # (slow, late), a pass every 0.02 s, moving 0.1 m a pass
    for k in range(6):
        t_s, pose = k * 0.02, (0.3 + 0.1 * k, 1.0, 0.0)
        slow.update(pose, t_s)
        late.update(pose, t_s)
        readings.append((round(slow.read(t_s), 3), late.read(t_s) and round(late.read(t_s), 3)))
    assert readings == [(2.63, None), (2.63, None), (2.63, 2.63), (2.33, 2.53), (2.33, 2.43), (2.33, 2.33)]
    # the slow one measured at 0, then at the first update after 0.05 s (0.06 s), next due at 0.11 s


def test_a_cone_reports_the_nearest_of_its_rays():
    arena = World(3.0, 2.0)
    arena.add_circle(1.5, 1.2, 0.05)                 # off the centre line, inside a 30 degree cone
    one_ray = RangeSensor(arena, random.Random(1))
    cone = RangeSensor(arena, random.Random(1), fov_rad=math.radians(30), n_rays=15)
    pose = (0.5, 1.0, 0.0)
    assert round(one_ray.true_range(pose), 3) == 2.43
    assert cone.true_range(pose) < 1.0


def test_encoder_scale_and_bias():
    enc = Encoders(600, scale=(1.0, 1.02), bias=(0, -3))
    assert enc.read((2 * math.pi, 2 * math.pi)) == (600, 609)
