"""A controller session on one core: the grading thread pinned while inside, its children
inheriting the mask, concurrent sessions spread over the cores, everything restored after."""

import os
import subprocess
import threading

import pytest

from grader.controller.one_core import on_one_core

CORES = sorted(os.sched_getaffinity(0))
needs_two_cores = pytest.mark.skipif(len(CORES) < 2, reason="pinning needs a machine with two cores")


def _child_affinity() -> set[int]:
    out = subprocess.run(["/usr/bin/python3", "-c", "import os; print(sorted(os.sched_getaffinity(0)))"],
                         capture_output=True, text=True, check=True).stdout
    return set(eval(out))


@needs_two_cores
def test_inside_the_thread_and_the_processes_it_starts_run_on_one_core_and_after_on_all_again():
    with on_one_core() as core:
        assert os.sched_getaffinity(0) == {core}
        assert _child_affinity() == {core}
    assert sorted(os.sched_getaffinity(0)) == CORES


@needs_two_cores
def test_the_mask_comes_back_when_the_session_raises():
    with pytest.raises(RuntimeError):
        with on_one_core():
            raise RuntimeError("the grading failed")
    assert sorted(os.sched_getaffinity(0)) == CORES


@needs_two_cores
def test_two_sessions_at_once_get_different_cores_and_other_threads_are_not_pinned():
    inside, release = threading.Barrier(3), threading.Event()
    seen: list[int] = []

    def session():
        with on_one_core() as core:
            seen.append(core)
            inside.wait()
            release.wait()

    threads = [threading.Thread(target=session) for _ in range(2)]
    for thread in threads:
        thread.start()
    inside.wait()
    try:
        assert len(set(seen)) == 2
        assert sorted(os.sched_getaffinity(0)) == CORES  # this thread was never pinned
    finally:
        release.set()
        for thread in threads:
            thread.join()
    with on_one_core() as core:  # both released: the least used again, the first core
        assert core == CORES[0]


def test_a_process_already_on_one_core_is_left_as_it_is():
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {CORES[-1]})
    try:
        with on_one_core() as core:
            assert core is None and os.sched_getaffinity(0) == {CORES[-1]}
    finally:
        os.sched_setaffinity(0, before)
