"""Broken versions of the simulator's contact handling and bump sensor, one per mutant id of
problem.yaml. Each receives the `sim` package, freshly imported in the sandbox, and breaks it in
place before the learner's tests are imported. Standard library only."""

import math


def bumper_ignores_its_arc(sim):
    """Every contact presses the bumper, wherever on the body it is."""

    def pressed(self, contact, theta):
        return contact is not None

    sim.BumpSensor.pressed = pressed


def bumper_reads_the_normal_backwards(sim):
    """The contact point is taken along the normal, not against it: front and back swap."""
    wrap_pi = sim.wrap_pi

    def pressed(self, contact, theta):
        if contact is None:
            return False
        nx, ny, _ = contact
        return abs(wrap_pi(math.atan2(ny, nx) - theta)) <= self.arc_rad / 2

    sim.BumpSensor.pressed = pressed


def all_round_bumper_misses_dead_astern(sim):
    """A strict comparison at the arc's edge: a contact exactly behind escapes a 360 degree bumper."""
    wrap_pi = sim.wrap_pi

    def pressed(self, contact, theta):
        if contact is None:
            return False
        nx, ny, _ = contact
        return abs(wrap_pi(math.atan2(-ny, -nx) - theta)) < self.arc_rad / 2

    sim.BumpSensor.pressed = pressed


def push_is_not_undone(sim):
    """A step that ends in a wall stops the wheels but is not taken back: the robot creeps in."""

    def restore(self, snap):
        self.w = [0.0, 0.0]

    sim.RobotModel.restore = restore


def _walls_only(contact):
    """World.contact as if the world had no posts."""

    def walls_only(world, x, y, radius_m):
        circles, world.circles = world.circles, []
        try:
            return contact(world, x, y, radius_m)
        finally:
            world.circles = circles

    return walls_only


def posts_are_not_obstacles(sim):
    """Contact tests only look at the walls: the robot drives through posts."""
    sim.World.contact = _walls_only(sim.World.contact)


def post_normal_points_into_the_post(sim):
    """For a post, the normal runs from the robot to the post's centre: the wrong way round."""
    walls_only = _walls_only(sim.World.contact)

    def contact(self, x, y, radius_m):
        found = walls_only(self, x, y, radius_m)
        for cx, cy, r in self.circles:
            d = math.hypot(x - cx, y - cy)
            if 0.0 < d < radius_m + r and (found is None or radius_m + r - d > found[2]):
                found = ((cx - x) / d, (cy - y) / d, radius_m + r - d)
        return found

    sim.World.contact = contact
