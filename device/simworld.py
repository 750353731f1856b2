# A small simulated world behind the hardware seam, for the emulated rig (MicroPython).
#
# The lessons' arena (3 m by 2 m, walls all round) and default robot (config.py: wheel radius,
# track, top speed, an 80 ms motor lag, a 9 cm body, a range sensor 7 cm ahead looking forward),
# moving in real time: sample() advances the world to the present in steps of at most 5 ms.
# A scenario (the problem's example, sent by the host) places it: {"gap_m": sensor to the east
# wall, "y_m", "noise_m", "latency_s", "scale_left", "scale_right", "seed"}.
#
# It is deliberately not the grader's simulator: the rig is compared with that one, and a
# stand-in that agreed with it exactly would show nothing.

import math
import random
import time

import config
from seam import Seam

ARENA_W_M = 3.0
ARENA_H_M = 2.0
STEP_S = 0.005


class SimWorld:
    def __init__(self, scenario, cfg=config):
        self.cfg = cfg
        gap = float(scenario.get("gap_m", 1.6))
        self.x = ARENA_W_M - gap - cfg.RANGE_FORWARD_M
        self.y = float(scenario.get("y_m", 1.0))
        self.theta = 0.0
        self.noise_m = float(scenario.get("noise_m", 0.005))
        self.latency_s = float(scenario.get("latency_s", 0.0))
        self.scales = (float(scenario.get("scale_left", 1.0)), float(scenario.get("scale_right", 1.0)))
        random.seed(int(scenario.get("seed", 1)))
        self.t = 0.0
        self.speeds = [0.0, 0.0]       # wheel surface speeds, m/s, lagging the commands
        self.turned_m = [0.0, 0.0]     # what each wheel turned, as its encoder sees it
        self.bumps = 0
        self.touching = False
        self.history = [(0.0, self.true_range())]   # (t, true range) for a late sensor

    def true_range(self):
        """From the sensor, straight ahead, to the first wall (the arena is a box)."""
        c, s = math.cos(self.theta), math.sin(self.theta)
        px, py = self.x + self.cfg.RANGE_FORWARD_M * c, self.y + self.cfg.RANGE_FORWARD_M * s
        best = None
        for wall, speed, start in ((ARENA_W_M, c, px), (0.0, c, px), (ARENA_H_M, s, py), (0.0, s, py)):
            if speed != 0:
                d = (wall - start) / speed
                if d >= 0 and (best is None or d < best):
                    best = d
        return best

    def step(self, dt, duties):
        cfg = self.cfg
        keep = 1 - math.exp(-dt / cfg.MOTOR_TAU_S)
        for i in (0, 1):
            self.speeds[i] += (duties[i] * cfg.TOP_SPEED_MPS - self.speeds[i]) * keep
            self.turned_m[i] += self.speeds[i] * dt
        left, right = self.speeds[0] * self.scales[0], self.speeds[1] * self.scales[1]
        v, w = (left + right) / 2, (right - left) / cfg.TRACK_M
        x = self.x + v * math.cos(self.theta) * dt
        y = self.y + v * math.sin(self.theta) * dt
        r = cfg.BODY_RADIUS_M
        inside = r <= x <= ARENA_W_M - r and r <= y <= ARENA_H_M - r
        if inside:
            self.x, self.y = x, y
        elif not self.touching:
            self.bumps += 1
        self.touching = not inside
        self.theta += w * dt
        self.t += dt
        self.history.append((self.t, self.true_range()))
        while len(self.history) > 2 and self.history[1][0] <= self.t - self.latency_s:
            self.history.pop(0)

    def reading(self):
        if not self.history:
            return None
        true = self.history[0][1]
        if true is None or true > self.cfg.RANGE_MAX_M:
            return None
        # Box-Muller: a normal draw from two uniform ones
        u = max(random.random(), 1e-12)
        noise = math.sqrt(-2 * math.log(u)) * math.cos(2 * math.pi * random.random()) * self.noise_m
        return max(0.0, true + noise)


class SimHardware(Seam):
    def __init__(self, scenario, clock_us=None):
        Seam.__init__(self)
        self.world = SimWorld(scenario)
        self._clock = clock_us or time.ticks_us
        self._t0 = self._clock()
        self._line = (0, 0)

    def sample(self):
        world = self.world
        self._now_s = time.ticks_diff(self._clock(), self._t0) / 1e6
        while world.t < self._now_s - 1e-9:
            world.step(min(STEP_S, self._now_s - world.t), self._duty)
        per_m = config.TICKS_PER_TURN / (2 * math.pi * config.WHEEL_RADIUS_M)
        self._ticks = (int(world.turned_m[0] * per_m), int(world.turned_m[1] * per_m))
        self._range = world.reading()
        self._bumped = world.touching
