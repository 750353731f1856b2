# verdict: wrong_answer
# Prints 100 kB every pass and never drives: print() output is cut at its cap, the run goes on
# (and fails on its own merits: the robot never moved).
class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        print("x" * 100000)
