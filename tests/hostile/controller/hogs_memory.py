# verdict: memory_limit
class Robot:
    def __init__(self, hw):
        self.hw = hw
        self.hoard = []

    def update(self, dt_s):
        self.hoard.append(bytearray(64 * 1024 * 1024))
