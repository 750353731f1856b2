# verdict: time_limit
# Catches everything the harness raises and keeps spinning.
class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        while True:
            try:
                while True:
                    pass
            except BaseException:
                continue
