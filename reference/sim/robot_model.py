"""The physical robot: its dimensions, the motors' lag, and the unicycle motion of the body.

Wheel speed commands go in; the true wheel angles and the true pose come out (lesson section 5).
"""

import math

from .geometry import clamp, wrap_pi

# Below this turn (rad) a step is taken as straight: the arc's radius ds / dtheta would blow up.
STRAIGHT_TURN_RAD = 1e-9


def advance_pose(x, y, theta, ds, dtheta, method="arc"):
    """The pose moved by the centre's travel ds (m) and the turn dtheta (rad).

    "arc" (the default, and any name other than the two below) is exact for constant wheel speeds;
    "midpoint" uses the heading half way through the step; "euler" the old heading throughout.
    """
    if method == "euler":
        x += ds * math.cos(theta)
        y += ds * math.sin(theta)
    elif method == "midpoint" or abs(dtheta) < STRAIGHT_TURN_RAD:
        mid_heading = theta + dtheta / 2
        cos_mid, sin_mid = math.cos(mid_heading), math.sin(mid_heading)
        x += ds * cos_mid                             # also exact for a straight line
        y += ds * sin_mid
        if dtheta == 0.0:
            # dead straight: the mid heading IS the new heading, to the bit; reuse its sine and cosine
            return x, y, math.atan2(sin_mid, cos_mid)
    else:
        radius = ds / dtheta                          # rotate about the centre of the arc
        heading = theta + dtheta
        sin_heading, cos_heading = math.sin(heading), math.cos(heading)
        x += radius * (sin_heading - math.sin(theta))
        y -= radius * (cos_heading - math.cos(theta))
        # wrap_pi(heading), reusing the sine and cosine just computed
        return x, y, math.atan2(sin_heading, cos_heading)
    return x, y, wrap_pi(theta + dtheta)


class RobotParams:
    """The physical robot. The defaults are the build robot of Robotics Fundamentals 10 section 9."""

    def __init__(self, wheel_radius_m=0.0325, track_width_m=0.150, ticks_per_rev=600,
                 max_speed_mps=0.40, tau_s=0.08, body_radius_m=0.09, scale_left=1.0, scale_right=1.0):
        self.wheel_radius_m = wheel_radius_m    # the radius the SOFTWARE believes
        self.track_width_m = track_width_m
        self.ticks_per_rev = ticks_per_rev      # encoder counts per wheel revolution
        self.max_speed_mps = max_speed_mps      # wheel speed at duty 1.0
        self.tau_s = tau_s                      # motor time constant; 0 is an instant response
        self.body_radius_m = body_radius_m      # the body is a disc of this radius
        # Ground distance per wheel radian relative to the belief: 1.01 is a tyre really 1 % bigger,
        # 0.98 a wheel losing 2 % to slip. The encoders do not see it: that is odometry drift.
        self.scale_left = scale_left
        self.scale_right = scale_right


class RobotModel:
    """True pose (x, y, theta) and true wheel motion.

    cmd_w, w and angle are [left, right] lists: commanded and true wheel speeds (rad/s) and the
    total angle each wheel has turned (rad).
    """

    def __init__(self, params, x=0.0, y=0.0, theta=0.0, integrator="arc"):
        self.p = params
        self.x, self.y, self.theta = x, y, theta
        self.integrator = integrator
        self.cmd_w = [0.0, 0.0]
        self.w = [0.0, 0.0]
        self.angle = [0.0, 0.0]
        self._lag_for = (None, None)          # the (step, tau) that self._lag was computed for
        self._lag = None

    def set_wheel_speeds(self, left_mps, right_mps):
        """Command ground speeds (m/s), limited to the top speed and turned into wheel speeds with
        the nominal radius, as the software of a real robot does."""
        p = self.p
        limit = p.max_speed_mps
        self.cmd_w = [clamp(left_mps, -limit, limit) / p.wheel_radius_m,
                      clamp(right_mps, -limit, limit) / p.wheel_radius_m]

    def true_speeds_mps(self):
        p = self.p
        return (self.w[0] * p.wheel_radius_m * p.scale_left, self.w[1] * p.wheel_radius_m * p.scale_right)

    def step(self, dt_s):
        """Move the wheels and the body on by dt_s under the current commands."""
        p = self.p
        turned_left, turned_right = self._turn_wheels(dt_s)
        dist_left = turned_left * p.wheel_radius_m * p.scale_left      # metres rolled on the ground
        dist_right = turned_right * p.wheel_radius_m * p.scale_right
        ds = 0.5 * (dist_left + dist_right)
        dtheta = (dist_right - dist_left) / p.track_width_m
        self.x, self.y, self.theta = advance_pose(self.x, self.y, self.theta, ds, dtheta, self.integrator)

    def _turn_wheels(self, dt_s):
        """The angles (rad) the left and right wheels turn over the step. Each wheel's speed follows
        its command with a first-order lag, d(w)/dt = (w_c - w) / tau, integrated in closed form:
        the angle is the integral w_c h + (w_0 - w_c) tau (1 - e^(-h/tau)) of the speed."""
        w, angle = self.w, self.angle
        (left_0, right_0), (left_c, right_c) = w, self.cmd_w
        tau_s = self.p.tau_s
        if tau_s > 0.0:
            decay, one_minus_decay = self._lag_over(dt_s, tau_s)
            turned_left = left_c * dt_s + (left_0 - left_c) * tau_s * one_minus_decay
            turned_right = right_c * dt_s + (right_0 - right_c) * tau_s * one_minus_decay
            w[0] = left_c + (left_0 - left_c) * decay
            w[1] = right_c + (right_0 - right_c) * decay
        else:                                           # no lag: the wheels obey at once
            turned_left, turned_right = left_c * dt_s, right_c * dt_s
            w[0], w[1] = left_c, right_c
        angle[0] += turned_left
        angle[1] += turned_right
        return turned_left, turned_right

    def _lag_over(self, dt_s, tau_s):
        """(e^(-h/tau), 1 - e^(-h/tau)) for a step h = dt_s, kept from the last step: the simulator
        steps with one length, and exp is the costly part."""
        if self._lag_for[0] != dt_s or self._lag_for[1] != tau_s:
            decay = math.exp(-dt_s / tau_s)
            self._lag_for, self._lag = (dt_s, tau_s), (decay, 1.0 - decay)
        return self._lag

    def snapshot(self):
        return (self.x, self.y, self.theta, list(self.angle))

    def restore(self, snap):
        """Back to a snapshot, with the wheels stopped: the obstacle stopped them."""
        self.x, self.y, self.theta = snap[0], snap[1], snap[2]
        self.angle = list(snap[3])
        self.w = [0.0, 0.0]
