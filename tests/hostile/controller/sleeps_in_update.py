# verdict: time_limit
# message: stopped answering
import time


class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        time.sleep(30)
