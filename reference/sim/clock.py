"""Simulated time, kept in whole microseconds so that sums of passes are exact (50 passes of
0.02 s make 1.000000 s, not 0.9999999999999999) and nothing depends on the PC's clock."""

US_PER_S = 1000000


class SimClock:
    """The simulator's own clock: an integer count of microseconds, advanced only by the simulator."""

    def __init__(self):
        self.us = 0

    def now_s(self):
        """Seconds since the start, like time.monotonic()."""
        return self.us / US_PER_S

    def advance(self, dt_s):
        """Move on by dt_s, rounded to the nearest microsecond."""
        self.us += int(round(dt_s * US_PER_S))
