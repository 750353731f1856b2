# verdict: output_limit
# Writes straight to the process's stdout, past print(): the sandbox's output cap ends the run.
import os


class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        os.write(1, b"x" * 100000)
