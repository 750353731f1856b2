"""Reaching From a Parked Robot: the reference is reference.arm_ik.solutions_from_robot.

Random targets are drawn in the shoulder's frame (inside, on an edge, out of reach) and carried
into the world, so every kind of answer turns up whatever the robot's pose.
"""

import math

from reference.arm_ik import solutions_from_robot
from reference.frames import to_world
from reference.ik_answers import judge_solution_list
from reference.ik_cases import edge_links, edge_target, random_links, random_target


def reach_from_robot(robot, mount, l1, l2, target):
    return solutions_from_robot(tuple(robot), tuple(mount), l1, l2, tuple(target))


def generate(rng):
    """A robot anywhere within 5 m of the origin facing anywhere, a shoulder mounted up to 0.4 m
    from its centre, an arm of 0.2 to 1.2 m links, and a target in the world."""
    return _parked(rng, lambda: random_links(rng, 0.2, 1.2),
                   lambda l1, l2: random_target(rng, l1, l2, edge_share=0.1, out_share=0.15))


def generate_edges(rng):
    """Targets, seen from the shoulder, at the ring's edges (on them, within the margin, a
    micrometre off, in the hole), either link the longer: for the mutation analysis."""
    return _parked(rng, lambda: edge_links(rng), lambda l1, l2: edge_target(rng, l1, l2), exact=True)


def _parked(rng, draw_links, draw_target, exact=False):
    """A robot and mount drawn at random, an arm, and a target drawn as its shoulder sees it,
    carried into the world: rounded to 0.1 mm, unless `exact` or it must stay on an edge (edge
    targets come unrounded)."""
    robot = [round(rng.uniform(-5.0, 5.0), 2), round(rng.uniform(-5.0, 5.0), 2), round(rng.uniform(-math.pi, math.pi), 3)]
    mount = [round(rng.uniform(-0.1, 0.4), 2), round(rng.uniform(-0.2, 0.2), 2)]
    l1, l2 = draw_links()
    x, y = draw_target(l1, l2)
    on_edge = exact or x != round(x, 4)
    world_x, world_y = to_world(tuple(robot), (mount[0] + x, mount[1] + y))
    target = [world_x, world_y] if on_edge else [round(world_x, 4), round(world_y, 4)]
    return [robot, mount, l1, l2, target]


def check(args, expected, got):
    return judge_solution_list(expected, got, empty_means="a spot out of reach")
