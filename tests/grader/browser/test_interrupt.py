"""The page's stop, as Pyodide delivers it (a SIGINT between bytecodes), raises the harness's
TimeLimit only inside an armed phase that the page meant; here CPython raises the signal itself."""

from __future__ import annotations

import signal

import pytest

from grader import harness
from grader.browser import interrupt


@pytest.fixture
def page():
    """The page's say on whether its stop is for the phase now running; SIGINT put back after."""
    saved = signal.getsignal(signal.SIGINT)
    said = {"this phase": True}
    interrupt.install(lambda: said["this phase"])
    yield said
    signal.signal(signal.SIGINT, saved)
    interrupt._state.update(armed=None, page_means_it=None)


def spin_until_stopped(timer: interrupt.PageTimer) -> str:
    timer.arm(1.0)
    try:
        signal.raise_signal(signal.SIGINT)
        for _ in range(1000):  # the handler runs at the next bytecode check
            pass
        return "ran on"
    except harness.TimeLimit:
        return "stopped"
    finally:
        timer.disarm()


def test_the_stop_ends_the_armed_phase_as_the_cpu_timer_would(page):
    timer = interrupt.PageTimer()
    assert spin_until_stopped(timer) == "stopped" and timer.expired and not timer.armed


def test_a_stop_meant_for_a_phase_that_has_ended_is_ignored(page):
    page["this phase"] = False
    timer = interrupt.PageTimer()
    assert spin_until_stopped(timer) == "ran on" and not timer.expired


def test_a_stop_between_phases_is_ignored(page):
    timer = interrupt.PageTimer()
    timer.arm(1.0)
    timer.disarm()
    signal.raise_signal(signal.SIGINT)  # the judge, not learner code, is running now
    assert not timer.expired


def test_arming_again_forgets_the_last_phase_s_stop(page):
    timer = interrupt.PageTimer()
    assert spin_until_stopped(timer) == "stopped"
    timer.arm(1.0)
    assert not timer.expired
    timer.disarm()
