"""Our simulator (`reference.sim`) against the lesson's listing (`bench.sim_baseline`): passes per
second on the same workload, in the same process, interleaved, and the two logs compared.

The workload is the collision of lesson section 8: full speed at a wall 1 m away, then pushing
against it, a Recorder row taken every 20 ms pass (so range_m, ticks and bump are read each pass,
as a controller would). Run: `python -m bench.sim_speed`.
"""

from __future__ import annotations

import statistics
import time

import bench.sim_baseline as listing
import reference.sim as ours

DT_S = 0.02


def collision_log(sim_module, passes: int) -> str:
    """The section-8 collision for `passes` passes, recorded; the log as CSV text."""
    sim = sim_module.Simulator(sim_module.World(3.0, 2.0), seed=1, pose=(2.0, 1.0, 0.0))
    sim.set_duty(1.0, 1.0)
    recorder = sim_module.Recorder()
    for _ in range(passes):
        sim.advance(DT_S)
        recorder.record(sim)
    return recorder.to_csv()


def _timed(sim_module, passes: int) -> tuple[float, str]:
    start = time.perf_counter()
    log = collision_log(sim_module, passes)
    return time.perf_counter() - start, log


def measure(passes: int = 300, rounds: int = 15) -> dict:
    """Median passes per second of each simulator over `rounds` interleaved runs (the order
    alternates each round, so neither always runs warm or second), and their ratio."""
    seconds = {"listing": [], "ours": []}
    implementations = [("listing", listing), ("ours", ours)]
    logs = {}
    for round_index in range(rounds):
        for name, sim_module in implementations[::1 if round_index % 2 == 0 else -1]:
            elapsed_s, logs[name] = _timed(sim_module, passes)
            seconds[name].append(elapsed_s)
        assert logs["ours"] == logs["listing"], "our simulator's log differs from the listing's"
    listing_rate = passes / statistics.median(seconds["listing"])
    ours_rate = passes / statistics.median(seconds["ours"])
    return {
        "workload": "section-8 collision, recorded every pass",
        "passes": passes,
        "rounds": rounds,
        "listing_passes_per_s": round(listing_rate),
        "ours_passes_per_s": round(ours_rate),
        "ratio": round(ours_rate / listing_rate, 2),
        "logs_identical": True,
        "log_lines": len(logs["ours"].splitlines()),
    }


if __name__ == "__main__":
    result = measure()
    print(f"  simulator, {result['workload']}: {result['passes']} passes x {result['rounds']} rounds")
    print(f"  lesson's listing {result['listing_passes_per_s']:8d} passes/s")
    print(f"  reference.sim    {result['ours_passes_per_s']:8d} passes/s   "
          f"x{result['ratio']:.2f}, logs identical ({result['log_lines']} lines)")
