"""Controllers a learner might write for Stop Before the Wall, each with one classic mistake."""


class full_duty:
    """Full speed ahead, then brake at the mark."""

    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        reading = self.hw.range_m()
        if reading is not None and reading > 0.25:
            self.hw.set_duty(1.0, 1.0)
        else:
            self.hw.set_duty(0.0, 0.0)


class never_moves:
    """Works out a speed every pass, and never sends it to the motors."""

    def __init__(self, hw):
        self.hw = hw
        self.speed_mps = 0.0

    def update(self, dt_s):
        reading = self.hw.range_m()
        if reading is not None:
            self.speed_mps = max(-0.28, min(0.28, 1.6 * (reading - 0.25)))


class stops_too_close:
    """Aims at the wall itself (10 cm), not at the 25 cm mark."""

    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        reading = self.hw.range_m()
        if reading is None:
            return
        speed = max(-0.28, min(0.28, 1.6 * (reading - 0.10)))
        self.hw.set_duty(speed / 0.40, speed / 0.40)


class duty_read_as_speed:
    """Sends metres per second to set_duty, which wants a fraction of the top speed."""

    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        reading = self.hw.range_m()
        if reading is None:
            return
        speed_mps = max(-0.28, min(0.28, 1.6 * (reading - 0.25)))
        self.hw.set_duty(speed_mps, speed_mps)
