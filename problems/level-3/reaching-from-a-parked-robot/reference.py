"""Reaching From a Parked Robot: the reference is reference.arm_ik.solutions_from_robot.

Random targets are drawn in the shoulder's frame (inside, on an edge, out of reach) and carried
into the world, so every kind of answer turns up whatever the robot's pose.
"""

import math

from reference.arm_ik import solutions_from_robot
from reference.frames import to_world
from reference.ik_answers import judge_solution_list
from reference.ik_cases import random_links, random_target


def reach_from_robot(robot, mount, l1, l2, target):
    return solutions_from_robot(tuple(robot), tuple(mount), l1, l2, tuple(target))


def generate(rng):
    """A robot anywhere within 5 m of the origin facing anywhere, a shoulder mounted up to 0.4 m
    from its centre, an arm of 0.2 to 1.2 m links, and a target in the world."""
    robot = [round(rng.uniform(-5.0, 5.0), 2), round(rng.uniform(-5.0, 5.0), 2), round(rng.uniform(-math.pi, math.pi), 3)]
    mount = [round(rng.uniform(-0.1, 0.4), 2), round(rng.uniform(-0.2, 0.2), 2)]
    l1, l2 = random_links(rng, 0.2, 1.2)
    x, y = random_target(rng, l1, l2, edge_share=0.1, out_share=0.15)
    on_edge = x != round(x, 4)  # edge targets come unrounded, to stay on the edge
    world_x, world_y = to_world(tuple(robot), (mount[0] + x, mount[1] + y))
    target = [world_x, world_y] if on_edge else [round(world_x, 4), round(world_y, 4)]
    return [robot, mount, l1, l2, target]


def check(args, expected, got):
    return judge_solution_list(expected, got, empty_means="a spot out of reach")
