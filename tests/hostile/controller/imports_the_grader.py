# verdict: runtime_error
# message: ModuleNotFoundError
# Reaches past the harness's modules for the grader's own simulator and judge: the sandbox holds
# the channel, the harnesses and the seam as code, not the grader package or its files.
import grader.controller.drive


class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        pass
