# verdict: time_limit
# message: CPU
class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        while True:
            pass
