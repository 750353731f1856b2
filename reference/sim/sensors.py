"""Simulated sensors: each turns a true value into what the part would report (limits, noise,
whole counts, delay), and None where the part would give no answer (lesson section 6).
"""

import math
from collections import deque

from .geometry import wrap_pi

TWO_PI = 2 * math.pi
# Times closer than this (s) count as equal, so float sums of passes do not skip a measurement.
TIME_SLACK_S = 1e-9


def mount_point(x, y, theta, forward_m, left_m):
    """Where a point fixed at (forward, left) in the robot's frame is in the world."""
    cos_theta, sin_theta = math.cos(theta), math.sin(theta)
    return (x + forward_m * cos_theta - left_m * sin_theta,
            y + forward_m * sin_theta + left_m * cos_theta)


class RangeSensor:
    """An ultrasonic or infrared range sensor: rays cast into the world, Gaussian noise, limits,
    a measurement rate and a delivery delay.

    mount is (forward, left, angle) in the robot's frame. fov_rad and n_rays make a cone of rays of
    which the nearest hit counts. period_s = 0 measures on every update; latency_s is the age of a
    reading when it is delivered.
    """

    def __init__(self, world, rng, mount=(0.07, 0.0, 0.0), max_range_m=4.0, min_range_m=0.02, sigma_m=0.005,
                 fov_rad=0.0, n_rays=1, period_s=0.0, latency_s=0.0):
        self.world = world
        self.rng = rng                      # this sensor's own random.Random: no shared state
        self.mount = mount
        self.max_range_m = max_range_m
        self.min_range_m = min_range_m
        self.sigma_m = sigma_m              # standard deviation of the noise
        self.fov_rad = fov_rad
        self.n_rays = n_rays
        self.period_s = period_s
        self.latency_s = latency_s
        self._next_t = 0.0                  # when the next measurement is due (s)
        self._queue = deque()               # (time measured, reading), oldest first
        self._held = None                   # the newest reading old enough to be delivered

    def true_range(self, pose):
        """The noiseless range: the nearest hit of the cone's rays, or None within max_range_m."""
        x, y, theta = pose
        forward_m, left_m, mount_angle = self.mount
        ox, oy = mount_point(x, y, theta, forward_m, left_m)
        best = None
        for offset in self._ray_offsets():
            r = self.world.raycast(ox, oy, theta + mount_angle + offset, self.max_range_m)
            if r is not None and (best is None or r < best):
                best = r
        return best

    def _ray_offsets(self):
        """The rays' angles relative to the mount, spread evenly across the cone."""
        n, fov = self.n_rays, self.fov_rad
        if n == 1:
            return (0.0,)
        return [-fov / 2 + fov * k / (n - 1) for k in range(n)]

    def _measure(self, pose):
        # The noise is drawn first and always, so the random stream never depends on the geometry.
        noise = self.rng.gauss(0.0, self.sigma_m)
        r = self.true_range(pose)
        if r is None:
            return None                     # no echo within range: a timeout
        r += noise
        if r < self.min_range_m or r > self.max_range_m:
            return None                     # the blind zone, or pushed past the maximum by noise
        return r

    def update(self, pose, now_s):
        """Take a measurement if one is due, and queue it for delivery."""
        if now_s + TIME_SLACK_S < self._next_t:
            return
        self._next_t = now_s + self.period_s
        self._queue.append((now_s, self._measure(pose)))

    def read(self, now_s):
        """The newest reading that is at least latency_s old; None before the first."""
        queue = self._queue
        while queue and queue[0][0] <= now_s - self.latency_s + TIME_SLACK_S:
            self._held = queue.popleft()[1]
        return self._held


class Encoders:
    """Two wheel encoders: whole counts of the wheel angles, floor(angle / 2 pi x N), with an
    optional counting scale error and bias per wheel."""

    def __init__(self, ticks_per_rev, scale=(1.0, 1.0), bias=(0, 0)):
        self.ticks_per_rev = ticks_per_rev
        self.scale = scale
        self.bias = bias

    def read(self, angles_rad):
        per_rev = self.ticks_per_rev
        return tuple([math.floor(angle / TWO_PI * per_rev * scale) + bias
                      for angle, scale, bias in zip(angles_rad, self.scale, self.bias)])


class LineSensor:
    """A row of n reflectance sensors across the front of the robot, index 0 the leftmost;
    each reads 1 over paint, else 0."""

    def __init__(self, world, n=5, spacing_m=0.015, forward_m=0.07):
        self.world = world
        self.offsets = [((n - 1) / 2 - k) * spacing_m for k in range(n)]   # left of the centre line
        self.forward_m = forward_m

    def read(self, pose):
        x, y, theta = pose
        on_line = self.world.on_line
        return tuple([1 if on_line(*mount_point(x, y, theta, self.forward_m, left_m)) else 0
                      for left_m in self.offsets])


class BumpSensor:
    """A bumper over an arc of the body centred on the heading (the front half by default)."""

    def __init__(self, arc_rad=math.pi):
        self.arc_rad = arc_rad

    def pressed(self, contact, theta):
        """Is the contact (nx, ny, depth) inside the arc? The normal points from the obstacle to the
        robot, so the contact point lies the opposite way, at the bearing of (-nx, -ny)."""
        if contact is None:
            return False
        nx, ny, _ = contact
        bearing = wrap_pi(math.atan2(-ny, -nx) - theta)
        return abs(bearing) <= self.arc_rad / 2
