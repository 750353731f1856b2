"""reference.sim_practice.sensors against the numbers the simulator lesson prints for its section 6
(the range sensor's noise statistics and limits; the line sensor across a painted line; the front
bumper), and the rate and delay options it describes.

The encoder line of that section comes from reference.sim's Encoders and is reproduced by
tests/reference/sim/test_sensors.py.
"""

import math
import random

from reference.sim import RangeSensor, World
from reference.sim_practice.sensors import bumper_readings, range_readings, tape_margins, tape_readings
from tests.reference.sim.printed import squash
from tests.reference.sim.test_sensors import LINE_AND_BUMP_OUTPUT, RANGE_AND_ENCODER_OUTPUT

SIGMA_M = 0.005


def lesson_true_range(pose):
    """The lesson's plain 3 m x 2 m arena, the sensor 0.07 m ahead of the centre, facing east."""
    return RangeSensor(World(3.0, 2.0), random.Random(7)).true_range(pose)


def lesson_noise(count):
    """What the lesson's sensor, seeded with random.Random(7), draws for its first `count` readings."""
    rng = random.Random(7)
    return [rng.gauss(0.0, SIGMA_M) for _ in range(count)]


def test_a_thousand_readings_of_a_wall_print_as_in_the_lesson():
    true_m = lesson_true_range((0.3, 1.0, 0.0))
    n = 1000
    readings = range_readings([(i * 0.02, true_m) for i in range(n)], lesson_noise(n), 0.02, 4.0)
    mean = sum(readings) / n
    std = math.sqrt(sum((r - mean) ** 2 for r in readings) / (n - 1))
    inside = sum(1 for r in readings if abs(r - true_m) <= 2 * SIGMA_M) / n
    printed = [
        "true range %.3f m; %d readings: mean %.4f m, std %.4f m (sigma 0.0050), within 2 sigma: %.1f %%"
        % (true_m, n, mean, std, 100 * inside),
        "standard error of the mean = sigma / sqrt(n) = %.5f m; the mean is %.5f m from the truth"
        % (SIGMA_M / math.sqrt(n), abs(mean - true_m)),
    ]
    assert squash("\n".join(printed)) == squash(RANGE_AND_ENCODER_OUTPUT)[:2]


def test_the_two_limits_answer_none_as_in_the_lesson():
    printed = []
    for label, pose, min_range_m, max_range_m in (("max range 2 m, wall 2.63 m away", (0.3, 1.0, 0.0), 0.02, 2.0),
                                                  ("blind zone 0.10 m, wall 0.05 m away", (2.88, 1.0, 0.0), 0.10, 4.0)):
        true_m = lesson_true_range(pose)
        reading = range_readings([(0.0, true_m)], lesson_noise(1), min_range_m, max_range_m)[0]
        printed.append("%-38s -> %s" % (label, reading))
    assert squash("\n".join(printed)) == squash(RANGE_AND_ENCODER_OUTPUT)[2:4]


def test_noise_is_drawn_even_when_nothing_is_in_range():
    readings = range_readings([(0.0, None), (0.02, 5.0), (0.04, 1.0)], [0.001, 0.002, 0.003], 0.02, 4.0)
    assert readings == [None, None, 1.003]


def test_a_slow_sensor_measures_a_period_after_its_last_measurement():
    passes = [(k * 0.02, 1.0 - 0.01 * k) for k in range(11)]
    readings = range_readings(passes, [0.0] * 11, 0.02, 4.0, period_s=0.05)
    measured_at = [0, 3, 6, 9]                  # 0.0 s, then 0.06, 0.12, 0.18 s: each due 0.05 s after the last
    assert readings == [passes[max(k for k in measured_at if k <= i)][1] for i in range(11)]


def test_a_late_sensor_delivers_its_newest_old_enough_reading():
    passes = [(0.0, 0.5), (0.01, 0.49), (0.02, 0.48), (0.08, 0.42)]
    assert range_readings(passes, [0.0] * 4, 0.02, 4.0, latency_s=0.05) == [None, None, None, 0.48]
    # 0.06 - 0.04 is a hair under 0.02 in floats: the slack still delivers the reading taken at 0.02
    late = range_readings([(0.0, 0.9), (0.02, 0.88), (0.04, 0.86), (0.06, 0.84)], [0.0] * 4, 0.02, 4.0,
                          latency_s=0.04)
    assert late == [None, None, 0.9, 0.88]


LESSON_LINE = [(0.0, 1.0), (3.0, 1.0)]              # a 2 cm line along y = 1.0


def test_the_line_sensor_and_bumper_tables_print_as_in_the_lesson():
    printed = ["robot y - line y sensors (left ... right)"]
    for offset in (0.0, 0.015, -0.015, 0.03, -0.03, 0.12):
        printed.append(" %+.3f m %s" % (offset, tape_readings((1.0, 1.0 + offset, 0.0), 5, 0.015, 0.07,
                                                               LESSON_LINE, 0.02)))
    theta, bearings_deg = 0.3, (0, 80, -80, 100, 180)
    contacts = [(-math.cos(theta + math.radians(b)), -math.sin(theta + math.radians(b)), 0.003) for b in bearings_deg]
    for bearing_deg, pressed in zip(bearings_deg, bumper_readings(theta, math.radians(180), contacts)):
        printed.append("contact at bearing %+4d deg: pressed = %s" % (bearing_deg, pressed))
    assert squash("\n".join(printed)) == squash(LINE_AND_BUMP_OUTPUT)


def test_the_margins_say_how_far_each_sensor_is_from_the_edge_of_the_paint():
    margins = tape_margins((1.0, 1.0, 0.0), 5, 0.015, 0.07, LESSON_LINE, 0.02)
    assert [round(m, 6) for m in margins] == [0.02, 0.005, -0.01, 0.005, 0.02]


def test_the_row_turns_with_the_robot_and_the_tape_has_ends():
    north = tape_readings((0.985, 0.6, math.pi / 2), 5, 0.012, 0.08, [(1.0, 0.0), (1.0, 2.0)], 0.019)
    assert north == (0, 0, 0, 1, 1)                  # facing north, the tape east of it is on its right
    beyond = tape_readings((1.1, 0.5, 0.0), 5, 0.012, 0.08, [(0.0, 0.5), (1.0, 0.5)], 0.019)
    assert beyond == (0, 0, 0, 0, 0)


def test_the_bumper_feels_nothing_without_a_contact_and_everything_all_round():
    assert bumper_readings(0.0, math.pi, [None]) == [False]
    behind = (math.cos(1.0), math.sin(1.0), 0.001)          # the obstacle is behind a robot facing 1 rad
    assert bumper_readings(1.0, math.pi, [behind]) == [False]
    assert bumper_readings(1.0, 2 * math.pi, [behind]) == [True]
