"""`make bench`: the grader's costs, measured side by side in one run on this machine."""

from __future__ import annotations

import os
import warnings

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")

from bench import dashboard, grading, sandbox_cost, sim_speed, stall


def main() -> None:
    print("== sandbox cost per run (interleaved) ==")
    cost = sandbox_cost.measure(60)
    for name, row in cost.items():
        print(f"  {name:<34} median {row['median_ms']:6.1f} ms   p95 {row['p95_ms']:6.1f} ms")

    print("\n== one submission end to end (grade_code, hidden cases) ==")
    for slug, row in grading.grade_times(rounds=30).items():
        print(f"  {slug:<28} {row['cases']:3d} cases   median {row['median_ms']:6.1f} ms   "
              f"p95 {row['p95_ms']:6.1f} ms   overhead beyond the learner's code {row['overhead_median_ms']:5.1f} ms")

    cores = os.cpu_count() or 1
    print("\n== local pool throughput (database, dispatcher, sandbox) ==")
    result = grading.pool_throughput(count=150, workers=cores)
    print(f"  {result['submissions']} submissions, {result['workers']} workers: "
          f"{result['graded_per_s']:.1f} graded/s  = {result['graded_per_s'] / cores:.1f} per core")

    print("\n== one controller submission (Stop Before the Wall; target: under 3 s) ==")
    control = grading.controller_times(rounds=3)
    print(f"  {control['scenarios']} scenarios, {control['passes']:,} passes, one round trip each: "
          f"median {control['median_s']:.2f} s (max {control['max_s']:.2f} s)")

    print("\n== simulator passes per second, ours against the lesson's listing (same workload, same logs) ==")
    speed = sim_speed.measure()
    for name, row in speed["by_workload"].items():
        print(f"  {name:<10} {row['passes']:4d} passes: listing {row['listing_passes_per_s']:>7,.0f}/s   "
              f"ours {row['ours_passes_per_s']:>7,.0f}/s   ratio {row['ratio']:.2f}")
    print(f"  overall ratio {speed['ratio']:.2f}, logs identical: {speed['logs_identical']}")

    print("\n== class dashboard and gradebook on PostgreSQL, whole catalog (target: under 300 ms, not growing with submissions) ==")
    for count in (100_000, 1_000_000):
        board = dashboard.measure(submissions=count)
        print(f"  {board['students']} students, {board['submissions']:>9,} submissions: "
              f"dashboard API median {board['api_median_ms']:.0f} ms (max {board['api_max_ms']:.0f}), "
              f"page median {board['page_median_ms']:.0f} ms (max {board['page_max_ms']:.0f}), "
              f"gradebook median {board['gradebook_median_ms']:.0f} ms (max {board['gradebook_max_ms']:.0f}); "
              f"a /metrics scrape: median {board['metrics_median_ms']:.0f} ms (max {board['metrics_max_ms']:.0f})")

    print("\n== another learner while one account floods Run and Submit with sleeping code (target: pages p95 under 200 ms) ==")
    flood = stall.measure()
    for name, row in flood.items():
        print(f"  {name:<8} pages p50 {row['page_p50_ms']:5.0f} ms   p95 {row['page_p95_ms']:5.0f} ms   "
              f"their submission graded in {row['graded_s']:.2f} s")


if __name__ == "__main__":
    main()
