"""A log of a run, one row per control pass, and the closed loop that fills it (lesson section 9)."""


class Recorder:
    """One row per control pass: the time, the TRUE pose and wheel speeds next to what the robot
    read (the noisy range, the tick counts) and the bump flag."""

    FIELDS = ("t_s", "x_m", "y_m", "theta_rad", "vl_mps", "vr_mps", "range_m", "ticks_l", "ticks_r", "bump")

    def __init__(self):
        self.rows = []

    def record(self, sim):
        x, y, theta = sim.pose()
        vl, vr = sim.model.true_speeds_mps()
        tl, tr = sim.ticks()
        self.rows.append((sim.now_s(), x, y, theta, vl, vr, sim.range_m(), tl, tr, 1 if sim.bump() else 0))

    def path(self):
        """The true (x, y) of every row."""
        return [(row[1], row[2]) for row in self.rows]

    def to_csv(self):
        """The log as CSV text with fixed digits (floats to 5 decimals, no reading as an empty
        cell), so two runs can be compared character by character."""
        lines = [",".join(self.FIELDS)]
        lines.extend(",".join(["" if value is None else "%.5f" % value if isinstance(value, float) else str(value)
                               for value in row])
                     for row in self.rows)
        return "\n".join(lines) + "\n"


def run(sim, robot, seconds, dt_s=0.02, recorder=None):
    """The closed loop: each pass the world moves under the last command, then the robot senses,
    decides and acts (robot.update(dt_s)), then the recorder, if any, takes a row."""
    for _ in range(int(round(seconds / dt_s))):
        sim.advance(dt_s)
        robot.update(dt_s)
        if recorder is not None:
            recorder.record(sim)
