"""The yardstick for `bench/sim_speed.py`: the lesson's reference listing of sim.py
("Programming for Robotics 3", section 14), written out with the listing's structure kept as it is.

This is not product code and nothing imports it but the benchmark (and the test that checks our
simulator against it, pass for pass). Its speed is the listing's speed; its numbers are the
lesson's numbers. Do not optimise it: that would move the yardstick.
"""

import math
import random
from collections import deque


def clamp(value, low, high):
    return max(low, min(high, value))


def wrap_pi(angle):
    return math.atan2(math.sin(angle), math.cos(angle))


def ray_segment(ox, oy, dx, dy, x1, y1, x2, y2):
    ex, ey = x2 - x1, y2 - y1
    denom = dx * ey - dy * ex
    if abs(denom) < 1e-12:
        return None
    qx, qy = x1 - ox, y1 - oy
    t = (qx * ey - qy * ex) / denom
    u = (qx * dy - qy * dx) / denom
    if t >= 0.0 and 0.0 <= u <= 1.0:
        return t
    return None


def ray_circle(ox, oy, dx, dy, cx, cy, r):
    fx, fy = ox - cx, oy - cy
    b = dx * fx + dy * fy
    c = fx * fx + fy * fy - r * r
    disc = b * b - c
    if disc < 0.0:
        return None
    t = -b - math.sqrt(disc)
    return t if t >= 0.0 else None


def closest_on_segment(px, py, x1, y1, x2, y2):
    ex, ey = x2 - x1, y2 - y1
    length_sq = ex * ex + ey * ey
    u = 0.0 if length_sq == 0.0 else clamp(((px - x1) * ex + (py - y1) * ey) / length_sq, 0.0, 1.0)
    return x1 + u * ex, y1 + u * ey


class World:
    def __init__(self, width_m, height_m):
        self.width_m = width_m
        self.height_m = height_m
        w, h = width_m, height_m
        self.segments = [(0, 0, w, 0), (w, 0, w, h), (w, h, 0, h), (0, h, 0, 0)]
        self.circles = []
        self.lines = []
        self.ray_tests = 0

    def add_wall(self, x1, y1, x2, y2):
        self.segments.append((x1, y1, x2, y2))

    def add_box(self, x0, y0, x1, y1):
        self.add_wall(x0, y0, x1, y0)
        self.add_wall(x1, y0, x1, y1)
        self.add_wall(x1, y1, x0, y1)
        self.add_wall(x0, y1, x0, y0)

    def add_circle(self, cx, cy, r):
        self.circles.append((cx, cy, r))

    def add_line(self, points, width_m=0.02):
        self.lines.append((list(points), width_m))

    def raycast(self, ox, oy, angle, max_range_m):
        dx, dy = math.cos(angle), math.sin(angle)
        best = None
        for x1, y1, x2, y2 in self.segments:
            self.ray_tests += 1
            t = ray_segment(ox, oy, dx, dy, x1, y1, x2, y2)
            if t is not None and (best is None or t < best):
                best = t
        for cx, cy, r in self.circles:
            self.ray_tests += 1
            t = ray_circle(ox, oy, dx, dy, cx, cy, r)
            if t is not None and (best is None or t < best):
                best = t
        return best if (best is not None and best <= max_range_m) else None

    def contact(self, x, y, radius_m):
        found = None
        for x1, y1, x2, y2 in self.segments:
            qx, qy = closest_on_segment(x, y, x1, y1, x2, y2)
            d = math.hypot(x - qx, y - qy)
            if 0.0 < d < radius_m and (found is None or radius_m - d > found[2]):
                found = ((x - qx) / d, (y - qy) / d, radius_m - d)
        for cx, cy, r in self.circles:
            d = math.hypot(x - cx, y - cy)
            if 0.0 < d < radius_m + r and (found is None or radius_m + r - d > found[2]):
                found = ((x - cx) / d, (y - cy) / d, radius_m + r - d)
        return found

    def on_line(self, x, y):
        for points, width_m in self.lines:
            for (x1, y1), (x2, y2) in zip(points, points[1:]):
                qx, qy = closest_on_segment(x, y, x1, y1, x2, y2)
                if math.hypot(x - qx, y - qy) <= width_m / 2:
                    return True
        return False


def advance_pose(x, y, theta, ds, dtheta, method="arc"):
    if method == "euler":
        x += ds * math.cos(theta)
        y += ds * math.sin(theta)
    elif method == "midpoint" or abs(dtheta) < 1e-9:
        x += ds * math.cos(theta + dtheta / 2)
        y += ds * math.sin(theta + dtheta / 2)
    else:
        radius = ds / dtheta
        x += radius * (math.sin(theta + dtheta) - math.sin(theta))
        y -= radius * (math.cos(theta + dtheta) - math.cos(theta))
    return x, y, wrap_pi(theta + dtheta)


class RobotParams:
    def __init__(self, wheel_radius_m=0.0325, track_width_m=0.150, ticks_per_rev=600,
                 max_speed_mps=0.40, tau_s=0.08, body_radius_m=0.09, scale_left=1.0, scale_right=1.0):
        self.wheel_radius_m = wheel_radius_m
        self.track_width_m = track_width_m
        self.ticks_per_rev = ticks_per_rev
        self.max_speed_mps = max_speed_mps
        self.tau_s = tau_s
        self.body_radius_m = body_radius_m
        self.scale_left = scale_left
        self.scale_right = scale_right


class RobotModel:
    def __init__(self, params, x=0.0, y=0.0, theta=0.0, integrator="arc"):
        self.p = params
        self.x, self.y, self.theta = x, y, theta
        self.integrator = integrator
        self.cmd_w = [0.0, 0.0]
        self.w = [0.0, 0.0]
        self.angle = [0.0, 0.0]

    def set_wheel_speeds(self, left_mps, right_mps):
        p = self.p
        limit = p.max_speed_mps
        self.cmd_w = [clamp(left_mps, -limit, limit) / p.wheel_radius_m,
                      clamp(right_mps, -limit, limit) / p.wheel_radius_m]

    def true_speeds_mps(self):
        p = self.p
        return (self.w[0] * p.wheel_radius_m * p.scale_left, self.w[1] * p.wheel_radius_m * p.scale_right)

    def step(self, dt_s):
        p = self.p
        scale = (p.scale_left, p.scale_right)
        dist = [0.0, 0.0]
        for i in (0, 1):
            w0, wc = self.w[i], self.cmd_w[i]
            if p.tau_s > 0.0:
                decay = math.exp(-dt_s / p.tau_s)
                turned = wc * dt_s + (w0 - wc) * p.tau_s * (1.0 - decay)
                self.w[i] = wc + (w0 - wc) * decay
            else:
                turned = wc * dt_s
                self.w[i] = wc
            self.angle[i] += turned
            dist[i] = turned * p.wheel_radius_m * scale[i]
        ds = 0.5 * (dist[0] + dist[1])
        dtheta = (dist[1] - dist[0]) / p.track_width_m
        self.x, self.y, self.theta = advance_pose(self.x, self.y, self.theta, ds, dtheta, self.integrator)

    def snapshot(self):
        return (self.x, self.y, self.theta, list(self.angle))

    def restore(self, snap):
        self.x, self.y, self.theta = snap[0], snap[1], snap[2]
        self.angle = list(snap[3])
        self.w = [0.0, 0.0]


class RangeSensor:
    def __init__(self, world, rng, mount=(0.07, 0.0, 0.0), max_range_m=4.0, min_range_m=0.02, sigma_m=0.005,
                 fov_rad=0.0, n_rays=1, period_s=0.0, latency_s=0.0):
        self.world = world
        self.rng = rng
        self.mount = mount
        self.max_range_m = max_range_m
        self.min_range_m = min_range_m
        self.sigma_m = sigma_m
        self.fov_rad = fov_rad
        self.n_rays = n_rays
        self.period_s = period_s
        self.latency_s = latency_s
        self._next_t = 0.0
        self._queue = deque()
        self._held = None

    def true_range(self, pose):
        x, y, theta = pose
        fwd, left, mount_angle = self.mount
        ox = x + fwd * math.cos(theta) - left * math.sin(theta)
        oy = y + fwd * math.sin(theta) + left * math.cos(theta)
        best = None
        for k in range(self.n_rays):
            offset = 0.0 if self.n_rays == 1 else -self.fov_rad / 2 + self.fov_rad * k / (self.n_rays - 1)
            r = self.world.raycast(ox, oy, theta + mount_angle + offset, self.max_range_m)
            if r is not None and (best is None or r < best):
                best = r
        return best

    def _measure(self, pose):
        noise = self.rng.gauss(0.0, self.sigma_m)
        r = self.true_range(pose)
        if r is None:
            return None
        r += noise
        if r < self.min_range_m or r > self.max_range_m:
            return None
        return r

    def update(self, pose, now_s):
        if now_s + 1e-9 < self._next_t:
            return
        self._next_t = now_s + self.period_s
        self._queue.append((now_s, self._measure(pose)))

    def read(self, now_s):
        while self._queue and self._queue[0][0] <= now_s - self.latency_s + 1e-9:
            self._held = self._queue.popleft()[1]
        return self._held


class Encoders:
    def __init__(self, ticks_per_rev, scale=(1.0, 1.0), bias=(0, 0)):
        self.ticks_per_rev = ticks_per_rev
        self.scale = scale
        self.bias = bias

    def read(self, angles_rad):
        return tuple(int(math.floor(a / (2 * math.pi) * self.ticks_per_rev * s)) + b
                     for a, s, b in zip(angles_rad, self.scale, self.bias))


class LineSensor:
    def __init__(self, world, n=5, spacing_m=0.015, forward_m=0.07):
        self.world = world
        self.offsets = [((n - 1) / 2 - k) * spacing_m for k in range(n)]
        self.forward_m = forward_m

    def read(self, pose):
        x, y, theta = pose
        out = []
        for left in self.offsets:
            px = x + self.forward_m * math.cos(theta) - left * math.sin(theta)
            py = y + self.forward_m * math.sin(theta) + left * math.cos(theta)
            out.append(1 if self.world.on_line(px, py) else 0)
        return tuple(out)


class BumpSensor:
    def __init__(self, arc_rad=math.pi):
        self.arc_rad = arc_rad

    def pressed(self, contact, theta):
        if contact is None:
            return False
        nx, ny, _ = contact
        bearing = wrap_pi(math.atan2(-ny, -nx) - theta)
        return abs(bearing) <= self.arc_rad / 2


class SimClock:
    def __init__(self):
        self.us = 0

    def now_s(self):
        return self.us / 1000000

    def advance(self, dt_s):
        self.us += int(round(dt_s * 1000000))


class Simulator:
    def __init__(self, world, params=None, seed=1, pose=(0.3, 0.3, 0.0), physics_dt_s=0.005,
                 integrator="arc", **range_kwargs):
        self.world = world
        self.params = params or RobotParams()
        self.rng = random.Random(seed)
        self.clock = SimClock()
        self.model = RobotModel(self.params, pose[0], pose[1], pose[2], integrator)
        self.physics_dt_s = physics_dt_s
        self.range_sensors = {}
        self.add_range_sensor("front", **range_kwargs)
        self.encoders = Encoders(self.params.ticks_per_rev)
        self.line_sensor = LineSensor(world)
        self.bumper = BumpSensor()
        self.contact = None
        self.bumps = 0
        for sensor in self.range_sensors.values():
            sensor.update(self.pose(), self.clock.now_s())

    def add_range_sensor(self, name, **kwargs):
        sensor = RangeSensor(self.world, random.Random(self.rng.getrandbits(32)), **kwargs)
        self.range_sensors[name] = sensor
        return sensor

    def range_m(self):
        return self.range_sensors["front"].read(self.clock.now_s())

    def range_of(self, name):
        return self.range_sensors[name].read(self.clock.now_s())

    def ticks(self):
        return self.encoders.read(self.model.angle)

    def set_duty(self, left, right):
        limit = self.params.max_speed_mps
        self.model.set_wheel_speeds(clamp(left, -1.0, 1.0) * limit, clamp(right, -1.0, 1.0) * limit)

    def line(self):
        return self.line_sensor.read(self.pose())

    def bump(self):
        return self.bumper.pressed(self.contact, self.model.theta)

    def now_s(self):
        return self.clock.now_s()

    def pose(self):
        return (self.model.x, self.model.y, self.model.theta)

    def advance(self, dt_s):
        n = max(1, int(math.ceil(dt_s / self.physics_dt_s - 1e-9)))
        h = dt_s / n
        self.contact = None
        for _ in range(n):
            before = self.model.snapshot()
            self.model.step(h)
            contact = self.world.contact(self.model.x, self.model.y, self.params.body_radius_m)
            if contact is not None:
                self.model.restore(before)
                self.contact = contact
        if self.contact is not None:
            self.bumps += 1
        self.clock.advance(dt_s)
        for sensor in self.range_sensors.values():
            sensor.update(self.pose(), self.clock.now_s())


class Recorder:
    FIELDS = ("t_s", "x_m", "y_m", "theta_rad", "vl_mps", "vr_mps", "range_m", "ticks_l", "ticks_r", "bump")

    def __init__(self):
        self.rows = []

    def record(self, sim):
        x, y, theta = sim.pose()
        vl, vr = sim.model.true_speeds_mps()
        tl, tr = sim.ticks()
        self.rows.append((sim.now_s(), x, y, theta, vl, vr, sim.range_m(), tl, tr, 1 if sim.bump() else 0))

    def path(self):
        return [(row[1], row[2]) for row in self.rows]

    def to_csv(self):
        lines = [",".join(self.FIELDS)]
        for row in self.rows:
            cells = []
            for value in row:
                if value is None:
                    cells.append("")
                elif isinstance(value, float):
                    cells.append("%.5f" % value)
                else:
                    cells.append(str(value))
            lines.append(",".join(cells))
        return "\n".join(lines) + "\n"


def run(sim, robot, seconds, dt_s=0.02, recorder=None):
    for _ in range(int(round(seconds / dt_s))):
        sim.advance(dt_s)
        robot.update(dt_s)
        if recorder is not None:
            recorder.record(sim)


def ascii_map(world, path=(), cols=60, start=True):
    cell_w = world.width_m / cols
    cell_h = 2 * cell_w
    rows = int(math.ceil(world.height_m / cell_h - 1e-9))
    grid = [[" "] * cols for _ in range(rows)]

    def put(x, y, ch):
        c = min(cols - 1, max(0, int(x / cell_w)))
        r = min(rows - 1, max(0, rows - 1 - int(y / cell_h)))
        grid[r][c] = ch

    for x1, y1, x2, y2 in world.segments:
        n = int(math.hypot(x2 - x1, y2 - y1) / (cell_w / 2)) + 1
        for i in range(n + 1):
            put(x1 + (x2 - x1) * i / n, y1 + (y2 - y1) * i / n, "#")
    for cx, cy, r in world.circles:
        for i in range(72):
            a = 2 * math.pi * i / 72
            put(cx + r * math.cos(a), cy + r * math.sin(a), "#")
    for x, y in path:
        put(x, y, "*")
    if path and start:
        put(path[0][0], path[0][1], "S")
        put(path[-1][0], path[-1][1], "E")
    return "\n".join("".join(row).rstrip() for row in grid)


class OdometryTracker:
    def __init__(self, params, pose=(0.0, 0.0, 0.0), method="arc"):
        self.metres_per_tick = 2 * math.pi * params.wheel_radius_m / params.ticks_per_rev
        self.track_width_m = params.track_width_m
        self.x, self.y, self.theta = pose
        self.method = method
        self.left, self.right = 0, 0

    def update(self, left_ticks, right_ticks):
        d_left = (left_ticks - self.left) * self.metres_per_tick
        d_right = (right_ticks - self.right) * self.metres_per_tick
        self.left, self.right = left_ticks, right_ticks
        ds = 0.5 * (d_left + d_right)
        dtheta = (d_right - d_left) / self.track_width_m
        self.x, self.y, self.theta = advance_pose(self.x, self.y, self.theta, ds, dtheta, self.method)
