# verdict: runtime_error
# message: FileNotFoundError
# Tries to read the problem's reference and judge from the host.
SOURCE = open("__PROJECT_DIR__/problems/simulator/stop-before-the-wall/reference.py").read()


class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        pass
