"""Lesson section 11: odometry drift measured in the simulator, against the formula of Robotics
Fundamentals 4 section 6: a right tyre 1 % too big, and a track width 0.155 m against 0.150 m."""

import math

from reference.sim import OdometryTracker, RobotParams, Simulator, World, wrap_pi
from tests.reference.sim.printed import Printout

DRIFT_OUTPUT = """
odometry says: x = 3.0198 m, y = 0.0000 m, heading = 0.00 deg
simulator truth: x = 3.0146 m, y = 0.3045 m, heading = 11.54 deg
formula: x = 3.0145 m, y = 0.3045 m, heading = 11.53 deg
sim - formula: 0.17 mm in x, 0.03 mm in y; the drift is 30.5 cm sideways and 11.5 deg of heading
spin: odometry says 360.0 deg, the robot really turned 348.4 deg (RF4: 348.4); ratio 0.9678 (0.150 / 0.155 = 0.9677)
"""

NOMINAL = RobotParams()
BIG_ARENA = World(10.0, 4.0)


def drive_straight(scale_right, distance_m=3.0):
    """Both wheels at the same duty until odometry says distance_m, then coast for a second."""
    sim = Simulator(BIG_ARENA, params=RobotParams(scale_right=scale_right), pose=(1.0, 2.0, 0.0))
    odo = OdometryTracker(NOMINAL)
    sim.set_duty(0.5, 0.5)
    while odo.x < distance_m:
        sim.advance(0.02)
        odo.update(*sim.ticks())
    sim.set_duty(0.0, 0.0)
    for _ in range(50):
        sim.advance(0.02)
        odo.update(*sim.ticks())
    return odo, sim


def formula(d_left, ratio, track_m):
    """The left wheel rolls d_left, the right one ratio times as far: one arc."""
    d_right = d_left * ratio
    ds, dtheta = 0.5 * (d_left + d_right), (d_right - d_left) / track_m
    radius = ds / dtheta
    return radius * math.sin(dtheta), radius * (1 - math.cos(dtheta)), dtheta


def spin_360(out):
    """Turn "360 degrees" by odometry on a robot whose true track is 0.155 m."""
    spin = Simulator(BIG_ARENA, params=RobotParams(track_width_m=0.155, tau_s=0.0), pose=(1.0, 2.0, 0.0))
    odo_angle, true_angle, last_theta = 0.0, 0.0, spin.pose()[2]
    duty = 0.25
    omega = 2 * duty * NOMINAL.max_speed_mps / NOMINAL.track_width_m
    dt = (2 * math.pi / omega) / 400
    spin.set_duty(-duty, duty)
    left0, right0 = spin.ticks()
    for _ in range(400):
        spin.advance(dt)
        true_angle += wrap_pi(spin.pose()[2] - last_theta)
        last_theta = spin.pose()[2]
        left, right = spin.ticks()
        odo_angle = ((right - right0 - (left - left0)) * 2 * math.pi * NOMINAL.wheel_radius_m
                     / NOMINAL.ticks_per_rev / NOMINAL.track_width_m)
    out("spin: odometry says %.1f deg, the robot really turned %.1f deg (RF4: 348.4); ratio %.4f (0.150 / 0.155 = %.4f)"
        % (math.degrees(odo_angle), math.degrees(true_angle), true_angle / odo_angle, 0.150 / 0.155))


def test_drift_against_the_formula_and_the_spin_are_the_lessons():
    out = Printout()
    odo, sim = drive_straight(1.01)
    x, y, theta = sim.pose()
    true_x, true_y, true_theta = x - 1.0, y - 2.0, theta
    fx, fy, ftheta = formula(odo.x, 1.01, NOMINAL.track_width_m)
    out("odometry says: x = %.4f m, y = %.4f m, heading = %.2f deg" % (odo.x, odo.y, math.degrees(odo.theta)))
    out("simulator truth: x = %.4f m, y = %.4f m, heading = %.2f deg" % (true_x, true_y, math.degrees(true_theta)))
    out("formula: x = %.4f m, y = %.4f m, heading = %.2f deg" % (fx, fy, math.degrees(ftheta)))
    out("sim - formula: %.2f mm in x, %.2f mm in y; the drift is %.1f cm sideways and %.1f deg of heading"
        % (1000 * (true_x - fx), 1000 * (true_y - fy), 100 * (true_y - odo.y), math.degrees(true_theta - odo.theta)))
    spin_360(out)
    assert out.matches(DRIFT_OUTPUT)


def test_odometry_from_ticks_follows_an_arc():
    odo = OdometryTracker(NOMINAL)
    ticks_per_metre = NOMINAL.ticks_per_rev / (2 * math.pi * NOMINAL.wheel_radius_m)
    # a quarter turn on an arc of radius 0.5 m: left wheel on 0.425 m, right wheel on 0.575 m
    odo.update(round(0.425 * math.pi / 2 * ticks_per_metre), round(0.575 * math.pi / 2 * ticks_per_metre))
    assert (round(odo.x, 2), round(odo.y, 2), round(math.degrees(odo.theta))) == (0.5, 0.5, 90)
