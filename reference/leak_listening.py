"""Listening for leaks: the measurement model of "Which pose explains the scan?" with microphones
on a pipe instead of lidar beams in a room.

A water main bursts with a crack. Loggers clamped along the pipe each record when they first heard
it. Each candidate burst, a position along the pipe and a moment, predicts every logger's time;
the candidate whose predictions agree with the most loggers explains the recording best. Counts,
not summed errors: one logger set off early by a passing lorry costs the true burst one agreement,
not a large error. Counts become a posterior with Bayes' rule, exactly as for a scan.

Conventions:
- a logger sits at `position_m` metres along the pipe; a candidate is (position_m, burst_time_s);
- the crack travels both ways along the pipe at `speed_m_s`: a logger hears it at
  burst_time_s + |logger - burst| / speed_m_s;
- a logger records until `window_s`; one that has heard nothing by then reports `window_s`, so a
  prediction is capped at `window_s` (the maximum range of a scan);
- a logger agrees when |predicted - heard| <= tolerance_s;
- the best candidate has the most agreements; on a tie, the first in the list.
"""

from __future__ import annotations

from typing import Sequence

from reference.scan_match import agreements, first_best, posterior

Candidate = Sequence[float]  # (position_m, burst_time_s)


def heard_at_s(logger_m: float, candidate: Candidate, speed_m_s: float, window_s: float) -> float:
    """When a logger at `logger_m` hears a burst at `candidate`, or `window_s` if not before then."""
    burst_m, burst_time_s = candidate
    # the crack runs upstream as well as downstream: the distance has no sign
    return min(burst_time_s + abs(logger_m - burst_m) / speed_m_s, window_s)


def predicted_times_s(candidate: Candidate, loggers_m: Sequence[float], speed_m_s: float,
                      window_s: float) -> list[float]:
    return [heard_at_s(logger_m, candidate, speed_m_s, window_s) for logger_m in loggers_m]


def scores_from_predictions(predictions: Sequence[Sequence[float]], readings: Sequence[float],
                            tolerance: float, agree_probability: float) -> tuple[list[int], int, list[float]]:
    """Any sensor's measurement model, scored: (agreements per hypothesis, the first best, the
    posterior of equally likely hypotheses when each reading agrees with probability
    `agree_probability` at the true one)."""
    counts = [agreements(predicted, readings, tolerance) for predicted in predictions]
    return counts, first_best(counts), posterior(counts, len(readings), agree_probability)


def likeliest_leak(loggers_m: Sequence[float], heard_s: Sequence[float], candidates: Sequence[Candidate],
                   speed_m_s: float, window_s: float, tolerance_s: float,
                   agree_probability: float) -> tuple[list[int], int, list[float]]:
    predictions = [predicted_times_s(candidate, loggers_m, speed_m_s, window_s) for candidate in candidates]
    return scores_from_predictions(predictions, heard_s, tolerance_s, agree_probability)
