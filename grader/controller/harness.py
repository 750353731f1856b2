"""The controller harness: runs INSIDE the sandbox, standard library only, on top of the grader's
own harness (grader/harness.py, loaded as `grader.harness`) and the robot's hardware seam
(device/seam.py, loaded as `seam`, the same module the rig runs).

stdin: the channel, the grader's harness, the seam and this file as code objects
(grader/sandbox_program.py), then the job as one JSON line:
    {"code": str, "entry_point": the Robot class's name, "cases": [], "case_time_s": the CPU for
     Robot(hw), "stdout_cap_bytes": int, "value_cap_bytes": int, "dt_s": float, "pass_cpu_s": float}
then the session, one message a line, each answered on fd 3 after the grader's start and load:
    {"start": i}                  a fresh Robot(hw)    -> {"record": "started", "status", "message"}
    {"r", "t", "l", "b", "s"}     one 20 ms pass's readings, update(dt_s) called
                                  -> {"record": "pass", "status", "message", "d": [left, right]}
    {"end": i}                    the scenario is over -> {"record": "end", "stdout"}
The duties are the seam's: finite, clamped to -1..1, as on the rig.
"""

import sys

import seam

from grader import harness as base
from grader.channel import encode_str, json_record, parse_line, read_job, send


class SessionHardware(seam.Seam):
    """The seam with each pass's readings taken from the grader's message."""

    def take(self, readings):
        self._range = readings["r"]
        self._ticks = tuple(readings["t"])
        self._line = tuple(readings["l"])
        self._bumped = readings["b"] is True
        self._now_s = readings["s"]


class ControllerSession:
    """One learner Robot class, driven scenario by scenario, one message per pass."""

    def __init__(self, harness, job):
        self.harness = harness
        self.dt_s = float(job["dt_s"])
        self.pass_cpu_s = float(job["pass_cpu_s"])
        self.init_cpu_s = harness.case_time_s
        self.robot = self.hw = self.stdout = None

    def serve(self, stream):
        while True:
            line = stream.readline()
            if not line:
                return
            message = parse_line(line)
            if "r" in message:
                self.step(message)
            elif "start" in message:
                self.start()
            elif "end" in message:
                self.harness.reap_strays()
                send(json_record({"record": '"end"', "stdout": encode_str(self.stdout.getvalue())}))

    def start(self):
        self.hw, self.robot = SessionHardware(), None
        self.stdout = base.CappedText(self.harness.stdout_cap_bytes, drop_excess=True)
        phase = base.Phase(self.harness)
        phase.stdout = self.stdout
        self.harness.case_time_s = self.init_cpu_s
        phase.run(self._make_robot)
        send(json_record({"record": '"started"', "status": encode_str(phase.status),
                          "message": encode_str(phase.message)}))

    def _make_robot(self, phase):
        try:
            self.robot = self.harness.entry(seam.learner_view(self.hw))
        except (base.TimeLimit, base.OutputLimit):
            raise
        except BaseException as exc:
            self.harness.check_still_the_harness()
            phase.fail(exc)

    def step(self, readings):
        """One pass, kept lean (it runs 50 times a simulated second): the CPU timer and print()
        capture of a Phase, without its per-phase bookkeeping; strays are reaped at `end`."""
        self.hw.take(readings)
        status, message, timer = "ok", "", self.harness.timer
        sys.stdout = sys.stderr = self.stdout
        try:
            try:
                timer.arm(self.pass_cpu_s)
                self.robot.update(self.dt_s)
            finally:
                timer.disarm()
        except base.TimeLimit:
            timer.disarm()
            status = "time_limit"
            message = f"update() used more than its {self.pass_cpu_s:g} s of CPU in one pass"
        except base.OutputLimit:
            status = "output_limit"
        except MemoryError:
            status = "memory_limit"
        except BaseException as exc:
            self.harness.check_still_the_harness()
            status, message = "error", base.describe(exc)
        self.harness.check_still_the_harness()
        left, right = self.hw.duties()
        send('{"record":"pass","status":"' + status + '","message":' + encode_str(message)
             + ',"d":[' + float.__repr__(left) + "," + float.__repr__(right) + "]}")


def main():
    send('{"record":"start"}')
    job = read_job(sys.stdin.buffer)
    harness = base.Harness(job)
    base.serve(harness, lambda: ControllerSession(harness, job).serve(sys.stdin.buffer))


if __name__ == "__main__":
    main()
