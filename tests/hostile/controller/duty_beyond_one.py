# verdict: wrong_answer
# Asks for a thousand times the top speed: the motors give at most their top speed, which is too fast here.
class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        reading = self.hw.range_m()
        duty = 1000.0 if reading is None or reading > 0.4 else 0.0
        self.hw.set_duty(duty, duty)
