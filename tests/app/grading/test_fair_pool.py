"""The fair pool: a learner's backlog never delays another learner's first job."""

import threading
import time

from app.grading.dispatch.fair import FairPool, FairQueue


def drain(queue: FairQueue) -> list[str]:
    names = []
    while len(queue):
        names.append(queue.get()())
    return names


def job(name):
    return lambda: name


def test_a_newcomers_first_job_goes_before_a_backlog_then_owners_take_turns():
    queue = FairQueue()
    for i in range(4):
        queue.put("flood", job(f"f{i}"))
    assert queue.get()() == "f0"              # the flood's first job is running
    queue.put("ada", job("a0"))
    queue.put("ada", job("a1"))
    queue.put("bob", job("b0"))
    assert drain(queue) == ["a0", "b0", "f1", "a1", "f2", "f3"]


def test_an_owner_who_empties_its_lane_is_fresh_again():
    queue = FairQueue()
    queue.put("flood", job("f0"))
    queue.put("flood", job("f1"))
    queue.put("ada", job("a0"))
    assert drain(queue)[:2] == ["f0", "a0"]
    queue.put("flood", job("f2"))
    queue.put("ada", job("a1"))
    assert drain(queue) == ["f2", "a1"]


def test_the_pool_runs_jobs_and_hands_back_results_and_errors():
    pool = FairPool(2)
    pool.start()
    try:
        assert pool.submit("ada", lambda: 6 * 7).result(5) == 42
        failed = pool.submit("ada", lambda: 1 / 0)
        assert isinstance(failed.exception(5), ZeroDivisionError)
    finally:
        pool.stop()


def test_stopping_cancels_what_still_waits():
    pool = FairPool(1)
    pool.start()
    release = threading.Event()
    running = pool.submit("ada", release.wait)
    while not running.running():
        time.sleep(0.001)
    waiting = pool.submit("bob", lambda: "never")
    stopper = threading.Thread(target=pool.stop)
    stopper.start()
    release.set()
    stopper.join(5)
    assert running.result(5) is True and waiting.cancelled()
