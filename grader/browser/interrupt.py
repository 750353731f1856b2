"""Runs IN THE BROWSER (Pyodide, in a Web Worker): learner code stopped where it runs when the
page's clock says a phase took too long, as the sandbox's CPU timer stops it.

Pyodide has no setitimer. Where the page is cross-origin isolated (its COOP and COEP headers, on
localhost or HTTPS) it shares memory with its worker: past a phase's limit the page writes SIGINT
into Pyodide's interrupt buffer, and Pyodide calls this module's handler between bytecodes. The
handler raises harness.TimeLimit inside the phase, where the CPU timer's signal raises it in the
sandbox: the harness records a time limit and the Run goes on (the next test, a controller's next
scenario, the stopped scenario's trace up to there) in the same worker.

`page_means_it()` (the worker's) says whether the page's stop was meant for the phase now running:
the page names the last message it had, and a phase that ended as it wrote has sent another.
Where memory cannot be shared, or learner code swallows the exception, the page ends the worker
(app/static/js/browser_run.js). Standard library only.
"""

import signal

from grader import harness

_state = {"armed": None, "page_means_it": None}  # the timer of the phase now running; the worker's check


def install(page_means_it):
    """Called by the worker once, where the page can interrupt Python."""
    _state["page_means_it"] = page_means_it
    signal.signal(signal.SIGINT, _on_interrupt)


def _on_interrupt(signum, frame):
    timer, page_means_it = _state["armed"], _state["page_means_it"]
    if timer is not None and timer.armed and page_means_it is not None and page_means_it():
        timer.expired = True
        raise harness.TimeLimit()


class PageTimer:
    """Stands in for harness.CpuTimer: the page times the phase, and its stop (above) raises
    TimeLimit in it; `expired` then makes the phase a time limit even if the code caught it."""

    armed = False
    expired = False

    def arm(self, seconds):
        self.expired, self.armed = False, True
        _state["armed"] = self

    def disarm(self):
        self.armed = False
