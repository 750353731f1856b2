"""`make bench`: the grader's costs, measured side by side in one run on this machine."""

from __future__ import annotations

import os
import sys
import warnings

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")

from bench import approaches, dashboard, grading, lab_run, metrics_scrape, regrade, sandbox_cost, sim_speed, stall


def _sandbox() -> None:
    print("== sandbox cost per run (interleaved) ==")
    cost = sandbox_cost.measure(60)
    for name, row in cost.items():
        print(f"  {name:<34} median {row['median_ms']:6.1f} ms   p95 {row['p95_ms']:6.1f} ms")


def _submission() -> None:
    print("== one submission end to end (grade_code, hidden cases) ==")
    for slug, row in grading.grade_times(rounds=30).items():
        print(f"  {slug:<28} {row['cases']:3d} cases   median {row['median_ms']:6.1f} ms   "
              f"p95 {row['p95_ms']:6.1f} ms   overhead beyond the learner's code {row['overhead_median_ms']:5.1f} ms")


def _pool() -> None:
    cores = os.cpu_count() or 1
    print("== local pool throughput (database, dispatcher, sandbox) ==")
    result = grading.pool_throughput(count=150, workers=cores)
    print(f"  {result['submissions']} submissions, {result['workers']} workers: "
          f"{result['graded_per_s']:.1f} graded/s  = {result['graded_per_s'] / cores:.1f} per core")


def _controller() -> None:
    print("== one controller submission (Stop Before the Wall; target: under 2 s) ==")
    control = grading.controller_times(rounds=5)
    print(f"  {control['scenarios']} scenarios, {control['passes']:,} passes, one round trip each, median:")
    print(f"  graded (sandbox, session on one core) {control['median_s']:5.2f} s (max {control['max_s']:.2f} s)   "
          f"without the one-core pin {control['unpinned_median_s']:5.2f} s   "
          f"floor, in-process without a sandbox {control['floor_median_s']:5.2f} s")


def _simulator() -> None:
    print("== simulator passes per second, ours against the lesson's listing (same workload, same logs) ==")
    speed = sim_speed.measure()
    for name, row in speed["by_workload"].items():
        print(f"  {name:<10} {row['passes']:4d} passes: listing {row['listing_passes_per_s']:>7,.0f}/s   "
              f"ours {row['ours_passes_per_s']:>7,.0f}/s   ratio {row['ratio']:.2f}")
    print(f"  overall ratio {speed['ratio']:.2f}, logs identical: {speed['logs_identical']}")


def _dashboard() -> None:
    print("== class dashboard and gradebook on PostgreSQL, whole catalog (target: under 300 ms, not growing with submissions) ==")
    views = [("api", "dashboard API (whole catalog)"), ("page", "dashboard page (a level)"),
             ("catalog_page", "dashboard page (whole catalog)"), ("gradebook", "gradebook API (whole catalog)"),
             ("gradebook_page", "gradebook page"), ("metrics", "a /metrics scrape")]
    boards = [dashboard.measure(submissions=count) for count in (100_000, 1_000_000)]
    print(f"  {boards[0]['students']} students; median (max) in ms   " +
          "   ".join(f"{board['submissions']:>9,} submissions" for board in boards))
    for key, label in views:
        print(f"  {label:<34}" + "".join(f"{board[key + '_median_ms']:>12.0f} ({board[key + '_max_ms']:>4.0f})"
                                           for board in boards))


def _metrics() -> None:
    print("== a /metrics scrape on PostgreSQL, totals kept as results are recorded (target: under 50 ms at both sizes) ==")
    scrapes = [metrics_scrape.measure(submissions=count) for count in (100_000, 1_000_000)]
    print("  " + " " * 22 + "".join(f"{scrape['submissions']:>12,} submissions" for scrape in scrapes))
    print(f"  {'median (p95) in ms':<22}" + "".join(f"{scrape['median_ms']:>17.1f} ({scrape['p95_ms']:4.1f})"
                                                   for scrape in scrapes))
    for scrape in scrapes:
        print(f"  the queue at {scrape['submissions']:,}: {scrape['queue_plan']}")


def _stall() -> None:
    print("== another learner while one account floods Run and Submit with sleeping code (target: pages p95 under 200 ms) ==")
    flood = stall.measure()
    for name, row in flood.items():
        print(f"  {name:<8} pages p50 {row['page_p50_ms']:5.0f} ms   p95 {row['page_p95_ms']:5.0f} ms   "
              f"their submission graded in {row['graded_s']:.2f} s")


def _regrade() -> None:
    count = int(os.environ.get("REGRADE_SUBMISSIONS", "10000"))
    print(f"== a regrade of {count:,} submissions of one function problem, local pool (target: no more than a first grading) ==")
    run = regrade.measure(count=count, workers=os.cpu_count() or 1)
    print(f"  {run['workers']} workers, per submission per worker: first grading {run['first_ms']:5.1f} ms   "
          f"regrade {run['regrade_ms']:5.1f} ms   (in all {run['first_s']:.0f} s and {run['regrade_s']:.0f} s)")
    print(f"  {run['changed']:,} verdicts changed: {run['gained']:,} newly accepted, {run['lost']:,} no longer accepted")


def _approaches() -> None:
    print("== approaches and similarity over 300 submissions of one problem (SQLite; target: seconds) ==")
    run = approaches.measure(count=300)
    print(f"  {run['submissions']} submissions, {run['approaches']} approaches: normalise and group "
          f"{run['normalise_s']:.2f} s   the class's approaches, filling every key {run['approaches_fill_s']:.2f} s, "
          f"as stored {run['approaches_stored_s']:.2f} s")
    print(f"  similarity: {run['pairs_compared']:,} pairs sharing anything compared, {run['pairs_found']} found   "
          f"first report in the process (copydetect's import) {run['similarity_cold_s']:.2f} s   "
          f"a fresh report {run['similarity_warm_s']:.2f} s   cached {run['similarity_cached_s'] * 1000:.1f} ms   "
          f"complete: {run['complete']}")



def _lab_run() -> None:
    print(f"== a lab's grading work on the server: each learner Runs {lab_run.RUNS_PER_LEARNER} times, then Submits "
          f"(CPU seconds, sandboxes included; projected to {lab_run.LAB_SIZE} learners) ==")
    lab = lab_run.measure()
    print(f"  measured: {lab['learners']} learners on {lab['problems']} problems   a server Run {lab['run_ms']:.0f} ms   "
          f"Submits {lab['submit_cpu_s']:.2f} s   server Runs {lab['run_cpu_s']:.2f} s   bundles built (once a server) {lab['bundle_build_cpu_s']:.2f} s, fetched {lab['bundle_cpu_s']:.3f} s")
    print(f"  a lab of {lab_run.LAB_SIZE}: Run on the server {lab['server_run_lab_cpu_s']:7.1f} s   "
          f"Run in the browser {lab['browser_run_lab_cpu_s']:7.1f} s   "
          f"({lab['browser_run_lab_cpu_s'] / lab['server_run_lab_cpu_s']:.0%} of the work)")


SECTIONS = {"sandbox": _sandbox, "submission": _submission, "pool": _pool, "controller": _controller, "simulator": _simulator, "dashboard": _dashboard, "metrics": _metrics, "stall": _stall, "regrade": _regrade, "lab_run": _lab_run, "approaches": _approaches}


def main(names: list[str]) -> None:
    """Every section, or the ones named (python -m bench dashboard stall)."""
    unknown = [name for name in names if name not in SECTIONS]
    if unknown:
        raise SystemExit(f"unknown section(s) {', '.join(unknown)}; choose from {', '.join(SECTIONS)}")
    for index, name in enumerate(names or SECTIONS):
        if index:
            print()
        SECTIONS[name]()


if __name__ == "__main__":
    main(sys.argv[1:])
