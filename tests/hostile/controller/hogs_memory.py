# verdict: memory_limit
# Hoards memory when it is made (its 2 s of CPU for __init__ leave time to hit the memory limit).
class Robot:
    def __init__(self, hw):
        self.hw = hw
        self.hoard = [bytearray(32 * 1024 * 1024) for _ in range(64)]

    def update(self, dt_s):
        pass
