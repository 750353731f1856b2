"""The course's simulator as a bundle carries it (grader/browser/sim_bundle.py), loaded the way the
browser loads it (grader/browser/packages.py): each module after those it imports, under another
package name too, and the same simulator (the same run, pass for pass); published, it requires nothing solved."""

from __future__ import annotations

import sys

import pytest

from grader.browser.extract import answer_owners
from grader.browser.packages import drop, load_package
from grader.browser.sim_bundle import sim_package, sim_requires_solved
from reference.sim import Simulator, World


@pytest.fixture
def loaded():
    """reference/sim loaded from the bundle's sources as `sim_copy`, taken out again after."""
    package = load_package("sim_copy", sim_package("sim_copy")["modules"])
    yield package
    drop(["sim_copy"])
    assert not [name for name in sys.modules if name.startswith("sim_copy")]


def test_each_module_comes_after_those_it_imports_and_init_last():
    names = [m["name"] for m in sim_package()["modules"]]
    assert names[-1] == "__init__" and len(names) == len(set(names))
    for position, module in enumerate(sim_package()["modules"]):
        for earlier in ("geometry", "clock", "robot_model", "sensors"):
            if f"from .{earlier} import" in module["source"]:
                assert names.index(earlier) < position, (module["name"], earlier)


def _run(simulator_class, world_class) -> tuple:
    sim = simulator_class(world_class(3.0, 2.0), seed=7, pose=(1.0, 1.0, 0.2), sigma_m=0.01, latency_s=0.04)
    readings = []
    for step in range(300):
        sim.set_duty(0.5, 0.45 if step < 150 else 0.6)
        sim.advance(0.02)
        readings.append((sim.range_m(), sim.ticks(), sim.bump()))
    return sim.pose(), readings


def test_the_loaded_copy_is_the_same_simulator(loaded):
    assert loaded.geometry.wrap_pi is loaded.wrap_pi and loaded.Simulator.__module__ == "sim_copy.simulator"
    assert _run(loaded.Simulator, loaded.World) == _run(Simulator, World)


def test_the_published_simulator_requires_nothing_and_its_exercises_stay_answers():
    owners = answer_owners()
    assert sim_requires_solved() == ()
    assert not [answer for answer in owners if answer[0] == "reference.sim" or answer[0].startswith("reference.sim.")]
    assert [answer for answer in owners if answer[0].startswith("reference.sim_practice")]  # the chapter's exercises
