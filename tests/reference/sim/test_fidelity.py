"""Lesson section 12: fidelity against cost, the physics step of the pose integrators and the
number of rays a cone needs to see a thin post."""

import math
import random

from reference.sim import RangeSensor, RobotModel, RobotParams, World
from tests.reference.sim.printed import Printout

STEP_OUTPUT = """
physics dt steps euler error arc error
0.1 60 17.48 mm 0.000 mm
0.02 300 3.51 mm 0.000 mm
0.005 1200 0.88 mm 0.000 mm
0.001 6000 0.18 mm 0.000 mm
"""

RAYS_OUTPUT = """
rays spacing share of post positions detected ray tests per second at 50 Hz
1 - 5.1 % 250
5 7.50 deg 18.9 % 1250
9 3.75 deg 37.3 % 2250
21 1.50 deg 92.6 % 5250
23 1.36 deg 100.0 % 5750
31 1.00 deg 100.0 % 7750
post size seen from 2.03 m: 1.41 deg, so the rays need to be at most that far apart: n - 1 >= 21.3
"""


def curve_end(method, dt_s, seconds=6.0):
    model = RobotModel(RobotParams(), integrator=method)
    model.set_wheel_speeds(0.15, 0.35)
    for _ in range(int(round(seconds / dt_s))):
        model.step(dt_s)
    return model.x, model.y


def test_the_physics_step_table_is_the_lessons():
    out = Printout()
    rx, ry = curve_end("arc", 0.0002)
    out("physics dt steps euler error arc error")
    for dt in (0.1, 0.02, 0.005, 0.001):
        ex, ey = curve_end("euler", dt)
        ax, ay = curve_end("arc", dt)
        out(" %-8s %6d %8.2f mm %8.3f mm" % (dt, int(6.0 / dt), 1000 * math.hypot(ex - rx, ey - ry),
                                            1000 * math.hypot(ax - rx, ay - ry)))
    assert out.matches(STEP_OUTPUT)


def test_the_ray_count_table_is_the_lessons():
    out = Printout()
    out("rays spacing share of post positions detected ray tests per second at 50 Hz")
    for n_rays in (1, 5, 9, 21, 23, 31):
        found, trials, tests = 0, 0, 0
        for k in range(-108, 109):                 # a 5 cm post 2.03 m away, -0.54 m to +0.54 m sideways
            world_p = World(4.0, 3.0)
            world_p.add_circle(2.5, 1.5 + k * 0.005, 0.025)
            sensor = RangeSensor(world_p, random.Random(1), fov_rad=math.radians(30), n_rays=n_rays)
            bearing = math.atan2(k * 0.005, 2.03)
            if abs(bearing) <= math.radians(15):    # only posts inside the cone count as trials
                trials += 1
                r = sensor.true_range((0.4, 1.5, 0.0))
                found += 1 if (r is not None and abs(r - 2.0) < 0.1) else 0
                tests = world_p.ray_tests
        spacing = "-" if n_rays == 1 else "%.2f deg" % (30 / (n_rays - 1))
        out("%-5d %-8s %5.1f %% %d" % (n_rays, spacing, 100 * found / trials, 50 * tests))
    out("post size seen from 2.03 m: %.2f deg, so the rays need to be at most that far apart: n - 1 >= %.1f"
        % (math.degrees(2 * math.atan(0.025 / 2.03)), 30 / math.degrees(2 * math.atan(0.025 / 2.03))))
    assert out.matches(RAYS_OUTPUT)
