"""reference.sim_practice.fidelity against the numbers the simulator lesson prints for its section 12
(the ray table: how many rays of a 30 degree cone find a 5 cm post 2.03 m away, at what cost).

The physics-step table of that section is reproduced by tests/reference/sim/test_fidelity.py.
"""

import math

from reference.sim_practice.fidelity import (angular_size, cone_range, detection_table, fewest_rays,
                                             ray_tests_per_second)
from tests.reference.sim.printed import Printout
from tests.reference.sim.test_fidelity import RAYS_OUTPUT

CONE_RAD = math.radians(30)
POST_RADIUS_M, POST_DISTANCE_M = 0.025, 2.03
PASS_RATE_HZ = 50


def test_the_ray_table_prints_as_in_the_lesson():
    out = Printout()
    out("rays spacing share of post positions detected ray tests per second at 50 Hz")
    for n_rays in (1, 5, 9, 21, 23, 31):
        share, tests = detection_table(n_rays)
        spacing = "-" if n_rays == 1 else "%.2f deg" % (30 / (n_rays - 1))
        out("%-5d %-8s %5.1f %% %d" % (n_rays, spacing, 100 * share, PASS_RATE_HZ * tests))
    size_deg = math.degrees(angular_size(POST_RADIUS_M, POST_DISTANCE_M))
    out("post size seen from 2.03 m: %.2f deg, so the rays need to be at most that far apart: n - 1 >= %.1f"
        % (size_deg, 30 / size_deg))
    assert out.matches(RAYS_OUTPUT)


def test_23_rays_are_the_fewest_and_cost_5750_tests_a_second():
    n_rays = fewest_rays(CONE_RAD, POST_RADIUS_M, POST_DISTANCE_M)
    assert n_rays == 23                                # 30 / 1.41 + 1 = 22.3, so 23
    assert ray_tests_per_second(PASS_RATE_HZ, n_rays, 5) == 5750   # four walls and the post
    assert fewest_rays(0.0, POST_RADIUS_M, POST_DISTANCE_M) == 1


def test_a_cone_of_the_fewest_rays_sees_the_post_wherever_it_stands_in_the_cone():
    for n_rays, expected in ((22, False), (23, True)):
        seen = [cone_range(CONE_RAD, n_rays, 4.0, (POST_DISTANCE_M, k * 0.001, POST_RADIUS_M)) is not None
                for k in range(-540, 541) if abs(math.atan2(k * 0.001, POST_DISTANCE_M)) <= CONE_RAD / 2]
        assert all(seen) is expected
