"""Lesson section 5: the motor's lag against its formula, and the three pose integrators."""

import math

from reference.sim import RobotModel, RobotParams, advance_pose
from tests.reference.sim.printed import Printout

LAG_OUTPUT = """
t (s) true v (m/s) formula 0.40 (1 - e^(-t/tau)) distance (m)
0.02 0.0885 0.0885 0.0009
0.08 0.2528 0.2528 0.0118
0.20 0.3672 0.3672 0.0506
0.50 0.3992 0.3992 0.1681
one time constant (0.08 s) gives 63.2 % of the final speed
distance in 0.5 s: ideal 0.2000 m, with lag 0.1681 m, simulated 0.1681 m
"""

INTEGRATORS_OUTPUT = """
exact: x = 0.3748 m, y = 0.3859 m, heading = 91.7 deg (R = 0.375 m)
dt (s) steps error of euler midpoint arc
0.6 4 107.8 mm 3.60 mm 0.0000 mm
0.3 8 53.8 mm 0.90 mm 0.0000 mm
0.1 24 17.9 mm 0.10 mm 0.0000 mm
0.02 120 3.6 mm 0.00 mm 0.0000 mm
"""


def test_the_lagging_motor_follows_its_closed_form_as_in_the_lesson():
    out = Printout()
    params = RobotParams()
    model = RobotModel(params)
    model.set_wheel_speeds(0.40, 0.40)
    out(" t (s) true v (m/s) formula 0.40 (1 - e^(-t/tau)) distance (m)")
    for k in range(1, 26):
        model.step(0.02)
        if k in (1, 4, 10, 25):
            t = 0.02 * k
            vl, vr = model.true_speeds_mps()
            exact = 0.40 * (1 - math.exp(-t / params.tau_s))
            out(" %.2f %.4f %.4f %.4f" % (t, vl, exact, model.x))
    out("one time constant (0.08 s) gives %.1f %% of the final speed" % (100 * (1 - math.exp(-1))))
    ideal = 0.40 * 0.5
    lag = 0.40 * (0.5 - params.tau_s * (1 - math.exp(-0.5 / params.tau_s)))
    out("distance in 0.5 s: ideal %.4f m, with lag %.4f m, simulated %.4f m" % (ideal, lag, model.x))
    assert out.matches(LAG_OUTPUT)


def test_euler_midpoint_and_arc_errors_are_the_lessons():
    out = Printout()
    fast = RobotParams(tau_s=0.0)
    left, right, total_s = 0.20, 0.30, 2.4
    ds = 0.5 * (left + right) * total_s
    dtheta = (right - left) / fast.track_width_m * total_s
    ex, ey, eth = advance_pose(0.0, 0.0, 0.0, ds, dtheta, "arc")
    out("exact: x = %.4f m, y = %.4f m, heading = %.1f deg (R = %.3f m)" % (ex, ey, math.degrees(eth), ds / dtheta))
    out("dt (s) steps error of euler midpoint arc")
    for dt in (0.6, 0.3, 0.1, 0.02):
        errors = []
        for method in ("euler", "midpoint", "arc"):
            model = RobotModel(fast, integrator=method)
            model.set_wheel_speeds(left, right)
            steps = int(round(total_s / dt))
            for _ in range(steps):
                model.step(dt)
            errors.append(1000 * math.hypot(model.x - ex, model.y - ey))
        out("%-7s %-6d %8.1f mm %8.2f mm %8.4f mm" % (dt, steps, errors[0], errors[1], errors[2]))
    assert out.matches(INTEGRATORS_OUTPUT)


def test_speed_commands_are_limited_to_the_top_speed():
    model = RobotModel(RobotParams(tau_s=0.0))
    model.set_wheel_speeds(1.0, -1.0)
    model.step(0.01)
    assert model.true_speeds_mps() == (0.40, -0.40)


def test_a_restored_snapshot_has_its_pose_and_angles_back_and_the_wheels_stopped():
    model = RobotModel(RobotParams(), 1.0, 1.0, 0.5)
    model.set_wheel_speeds(0.3, 0.2)
    model.step(0.1)
    snap = model.snapshot()
    model.step(0.1)
    model.restore(snap)
    assert (model.x, model.y, model.theta, model.angle) == (snap[0], snap[1], snap[2], snap[3])
    assert model.w == [0.0, 0.0] and model.angle is not snap[3]
