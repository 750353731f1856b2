"""Our simulator (`reference.sim`) against the lesson's listing (`bench.sim_baseline`): passes per
second on the same workloads, in the same process, interleaved, and their logs compared.

Two scenarios of the lesson, each pass a 20 ms `advance` and a Recorder row (which reads the
pose, range_m, ticks and bump, as a controller and a grader would):
- collision (section 8): full speed at a wall 1 m away, then pushing against it: 300 passes;
- route (section 9): the scripted drive around a post and past a box: 699 passes.
The CSV of each run is made after the clock stops and must be the same text for both.
Run: `python -m bench.sim_speed`.
"""

from __future__ import annotations

import statistics
import time

import bench.sim_baseline as listing
import reference.sim as ours

DT_S = 0.02
ROUTE_SCRIPT = [(0.6, 0.6, 4.8), (0.36, 0.6, 2.454), (0.6, 0.6, 2.92), (0.323, 0.6, 2.127), (0.6, 0.6, 1.67)]


def collision(sim_module):
    """Section 8: a Simulator driving full speed into the east wall and pushing; its duty plan."""
    sim = sim_module.Simulator(sim_module.World(3.0, 2.0), seed=1, pose=(2.0, 1.0, 0.0))
    return sim, [(1.0, 1.0, 300)]


def route(sim_module):
    """Section 9: the route around the post and past the box; its duty plan."""
    course = sim_module.World(3.0, 2.0)
    course.add_box(1.9, 0.5, 2.2, 1.1)
    course.add_circle(1.1, 1.4, 0.2)
    sim = sim_module.Simulator(course, seed=2, pose=(0.3, 0.5, 0.0))
    return sim, [(left, right, int(round(seconds / DT_S))) for left, right, seconds in ROUTE_SCRIPT]


WORKLOADS = {"collision": collision, "route": route}


def timed_run(sim_module, workload) -> tuple[float, int, str]:
    """(seconds, passes, CSV log) of one run; only the passes are timed."""
    sim, plan = workload(sim_module)
    recorder = sim_module.Recorder()
    passes = 0
    start = time.perf_counter()
    for left, right, count in plan:
        sim.set_duty(left, right)
        for _ in range(count):
            sim.advance(DT_S)
            recorder.record(sim)
        passes += count
    elapsed_s = time.perf_counter() - start
    return elapsed_s, passes, recorder.to_csv()


def measure(rounds: int = 15) -> dict:
    """Median passes per second of each simulator on each workload over `rounds` interleaved
    rounds (the order alternates, so neither always runs first), the ratios, and the same logs."""
    seconds = {(impl, name): [] for impl in ("listing", "ours") for name in WORKLOADS}
    passes = {}
    implementations = [("listing", listing), ("ours", ours)]
    for round_index in range(rounds):
        order = implementations if round_index % 2 == 0 else implementations[::-1]
        for name, workload in WORKLOADS.items():
            logs = {}
            for impl, sim_module in order:
                elapsed_s, passes[name], logs[impl] = timed_run(sim_module, workload)
                seconds[impl, name].append(elapsed_s)
            if logs["ours"] != logs["listing"]:
                raise AssertionError(f"{name}: our simulator's log differs from the listing's")

    def rates(names):
        """Passes per second of each simulator over the workloads `names` together."""
        total = sum(passes[n] for n in names)
        listing_rate, ours_rate = (total / sum(statistics.median(seconds[impl, n]) for n in names)
                                   for impl in ("listing", "ours"))
        return {"passes": total, "listing_passes_per_s": round(listing_rate),
                "ours_passes_per_s": round(ours_rate), "ratio": round(ours_rate / listing_rate, 2)}

    return {**rates(tuple(WORKLOADS)), "rounds": rounds, "logs_identical": True,
            "by_workload": {name: rates((name,)) for name in WORKLOADS}}


if __name__ == "__main__":
    result = measure()
    print(f"  simulator, passes per second (median of {result['rounds']} interleaved rounds; logs identical)")
    for name, row in list(result["by_workload"].items()) + [("both", result)]:
        print(f"  {name:<10} {row['passes']:5d} passes   lesson's listing {row['listing_passes_per_s']:7d}   "
              f"reference.sim {row['ours_passes_per_s']:7d}   x{row['ratio']:.2f}")
