"""Listening for Leaks: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_likeliest`, with one step swapped for the wrong one.
"""


def _heard_at(logger, position, burst_time, speed, window):
    return min(burst_time + abs(logger - position) / speed, window)


def _first_best(counts, errors):
    return counts.index(max(counts))


def _posterior(counts, n, p):
    likelihoods = [p ** k * (1 - p) ** (n - k) for k in counts]
    total = sum(likelihoods)
    return [likelihood / total for likelihood in likelihoods]


def _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
               heard_at=_heard_at, agree=lambda p, m, tol: abs(p - m) <= tol,
               choose=_first_best, posterior=_posterior):
    counts, errors = [], []
    for position, burst_time in candidates:
        predicted = [heard_at(logger, position, burst_time, speed, window) for logger in loggers]
        counts.append(sum(agree(p, m, tolerance) for p, m in zip(predicted, heard)))
        errors.append(sum(abs(p - m) for p, m in zip(predicted, heard)))
    return (counts, choose(counts, errors), posterior(counts, len(heard), agree_probability))


def burst_time_forgotten(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    def travel_only(logger, position, burst_time, speed, window):
        return min(abs(logger - position) / speed, window)  # as if every candidate burst at time 0

    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      heard_at=travel_only)


def signed_distance(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    def downstream_only(logger, position, burst_time, speed, window):
        return min(burst_time + (logger - position) / speed, window)  # upstream loggers hear it early

    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      heard_at=downstream_only)


def best_by_total_error(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    def smallest_error(counts, errors):
        return errors.index(min(errors))  # one early trigger costs the true burst a large error

    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      choose=smallest_error)


def last_of_a_tie(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    def last_best(counts, errors):
        # the index breaks the tie, but the larger index wins: the last of the best
        return max(range(len(counts)), key=lambda index: (counts[index], index))

    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      choose=last_best)


def heard_after_the_window(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    def uncapped(logger, position, burst_time, speed, window):
        return burst_time + abs(logger - position) / speed

    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      heard_at=uncapped)


def strict_tolerance(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      agree=lambda p, m, tol: abs(p - m) < tol)


def posterior_without_disagreements(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    def agreements_only(counts, n, p):
        likelihoods = [p ** k for k in counts]  # the loggers that disagree are left out of the product
        total = sum(likelihoods)
        return [likelihood / total for likelihood in likelihoods]

    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      posterior=agreements_only)


def posterior_not_normalised(loggers, heard, candidates, speed, window, tolerance, agree_probability):
    def likelihoods(counts, n, p):
        return [p ** k * (1 - p) ** (n - k) for k in counts]

    return _likeliest(loggers, heard, candidates, speed, window, tolerance, agree_probability,
                      posterior=likelihoods)
