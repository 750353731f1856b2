"""Listening for Leaks: the reference is reference.leak_listening (agreement counts, first best,
the posterior of the counts)."""

from reference.leak_listening import likeliest_leak, predicted_times_s

__all__ = ["likeliest_leak", "generate"]

EDGE_CLEARANCE_S = 1e-6  # no drawn logger's agreement is decided this close to the tolerance


def generate(rng):
    """A main of 0.6 to 3 km with 4 to 10 loggers; sound at 1000 to 1450 m/s; a window of 0.8 to
    2.5 s, so far loggers sometimes hear nothing; a burst anywhere along the main at 0 to 0.6 s;
    times to the millisecond with 1 ms of noise, up to two loggers set off early by traffic;
    3 to 6 candidates: the burst itself, the same spot a little earlier or later, nearby spots,
    the mirror image across the nearest logger, and bursts anywhere."""
    while True:
        length_m = rng.randint(6, 30) * 100
        loggers = sorted(rng.sample(range(0, length_m + 1, 10), rng.randint(4, 10)))
        speed = rng.randint(100, 145) * 10
        window = round(rng.uniform(0.8, 2.5), 2)
        burst = [rng.randint(0, length_m // 5) * 5, round(rng.uniform(0.0, 0.6), 3)]
        heard = _recording(rng, burst, loggers, speed, window)
        candidates = _candidates(rng, burst, loggers, length_m, speed)
        tolerance = round(rng.uniform(0.002, 0.012), 3)
        agree_probability = rng.choice((0.7, 0.75, 0.8, 0.85, 0.9, 0.95))
        args = [loggers, heard, candidates, speed, window, tolerance, agree_probability]
        if _clear_of_the_tolerance(*args[:6]):
            return args


def _recording(rng, burst, loggers, speed, window):
    heard = []
    for predicted in predicted_times_s(burst, loggers, speed, window):
        heard.append(window if predicted == window else min(window, round(rng.gauss(predicted, 0.001), 3)))
    for index in rng.sample(range(len(heard)), rng.randint(0, 2)):
        heard[index] = round(rng.uniform(0.0, max(0.01, heard[index] - 0.05)), 3)  # a lorry's bang
    return heard


def _candidates(rng, burst, loggers, length_m, speed):
    position, burst_time = burst
    nearest = min(loggers, key=lambda logger: abs(logger - position))
    candidates = [list(burst),
                  [position, round(burst_time + rng.choice((-1, 1)) * rng.uniform(0.004, 0.05), 3)],
                  [2 * nearest - position, burst_time]]  # the same travel time to the nearest logger
    for _ in range(rng.randint(0, 3)):
        if rng.random() < 0.5:
            shift_m = rng.randint(-30, 30) * 5
            # moved along the pipe and re-timed, so that the loggers beyond it still agree
            candidates.append([position + shift_m, round(burst_time - abs(shift_m) / speed * rng.choice((0, 1)), 3)])
        else:
            candidates.append([rng.randint(0, length_m // 5) * 5, round(rng.uniform(0.0, 0.6), 3)])
    candidates = [[min(length_m, max(0, spot_m)), burst_time_s] for spot_m, burst_time_s in candidates]
    rng.shuffle(candidates)
    return candidates[:rng.randint(3, 6)]


def _clear_of_the_tolerance(loggers, heard, candidates, speed, window, tolerance):
    for candidate in candidates:
        for predicted, reading in zip(predicted_times_s(candidate, loggers, speed, window), heard):
            if abs(abs(predicted - reading) - tolerance) < EDGE_CLEARANCE_S:
                return False
    return True
