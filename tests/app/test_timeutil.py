import pytest

from app.timeutil import spoken_duration


@pytest.mark.parametrize("seconds, spoken", [
    (0, "0 s"), (44.6, "45 s"), (59.4, "59 s"), (60, "1 min"), (12 * 60 + 20, "12 min"),
    (3599, "1 h"), (3 * 3600 + 20 * 60, "3 h 20 min"), (5 * 3600, "5 h"),
    (2556.4 * 60, "1 d 18 h"), (2 * 86400 + 4 * 3600 + 10 * 60, "2 d 4 h"), (3 * 86400, "3 d"), (-5, "0 s"),
])
def test_a_time_to_solve_is_said_in_at_most_two_units(seconds, spoken):
    assert spoken_duration(seconds) == spoken
