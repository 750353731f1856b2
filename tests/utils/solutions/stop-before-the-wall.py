class Robot:
    def __init__(self, hw):
        self.hw = hw
    def update(self, dt_s):
        r = self.hw.range_m()
        if r is None:
            return
        speed = max(-0.28, min(0.28, 1.5 * (r - 0.25)))
        if abs(r - 0.25) < 0.01:
            speed = 0.0
        self.hw.set_duty(speed / 0.4, speed / 0.4)
