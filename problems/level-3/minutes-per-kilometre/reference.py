"""Minutes per Kilometre: the reference is reference.calibration (fit minutes on kilometres, invert)."""

from reference.calibration import fit_line, invert

BUDGET_CLEARANCE_MIN = 1e-3  # no drawn budget lies this close to the fixed time, where the reach turns 0


def trip_model(distances_km, minutes, budget_min):
    fixed_min, pace_min_per_km = fit_line(distances_km, minutes)
    # a budget that does not even cover the fixed time reaches nowhere, not a negative distance
    reach_km = invert(budget_min, fixed_min, pace_min_per_km) if budget_min > fixed_min else 0.0
    return (fixed_min, pace_min_per_km, reach_km)


def generate(rng):
    """4 to 12 trips of 0.2 to 6 km: a fixed 2 to 12 minutes (loading, the lift) plus 6 to 20 minutes
    per kilometre, with traffic adding or saving up to a few minutes; a budget from 0 to beyond the
    longest trip, sometimes less than the fixed time."""
    while True:
        count = rng.randint(4, 12)
        fixed, pace, traffic = rng.uniform(2, 12), rng.uniform(6, 20), rng.uniform(0.3, 3.0)
        distances = [round(rng.uniform(0.2, 6.0), 2) for _ in range(count)]
        minutes = [round(max(0.5, fixed + pace * d + rng.gauss(0, traffic)), 1) for d in distances]
        budget = round(rng.uniform(0, fixed + pace * 7), 0)
        if len(set(distances)) < 2:
            continue
        fitted_fixed, fitted_pace = fit_line(distances, minutes)
        if abs(budget - fitted_fixed) > BUDGET_CLEARANCE_MIN and fitted_pace > 0:
            return [distances, minutes, budget]
