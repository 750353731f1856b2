"""Three Radio Beacons in the Mine: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful solver, `_solve`, with one step done the wrong way."""

TOO_SMALL = 1e-9


def _line(b1, r1, bi, ri):
    """Circle i minus circle 1: a x + b y = c."""
    (x1, y1), (xi, yi) = b1, bi
    return 2 * (xi - x1), 2 * (yi - y1), r1 * r1 - ri * ri + xi * xi - x1 * x1 + yi * yi - y1 * y1


def _cramer(a11, a12, c1, a21, a22, c2, det):
    return [(c1 * a22 - a12 * c2) / det, (a11 * c2 - a21 * c1) / det]


def _solve(beacons, ranges, line=_line, singular=lambda det: abs(det) < TOO_SMALL, cramer=_cramer, pair=(1, 2)):
    b1, r1 = beacons[0], ranges[0]
    i, j = pair
    a11, a12, c1 = line(b1, r1, beacons[1], ranges[i])
    a21, a22, c2 = line(b1, r1, beacons[2], ranges[j])
    det = a11 * a22 - a12 * a21
    if singular(det):
        return None
    return cramer(a11, a12, c1, a21, a22, c2, det)


def beacon_terms_dropped(beacons, ranges):
    def ranges_only(b1, r1, bi, ri):
        (x1, y1), (xi, yi) = b1, bi
        return 2 * (xi - x1), 2 * (yi - y1), r1 * r1 - ri * ri
    return _solve(beacons, ranges, line=ranges_only)


def circles_subtracted_the_other_way(beacons, ranges):
    def flipped_constant(b1, r1, bi, ri):
        a, b, c = _line(b1, r1, bi, ri)
        return a, b, -c  # r_i^2 - r_1^2 - (beacon terms), with the same left-hand side
    return _solve(beacons, ranges, line=flipped_constant)


def ranges_paired_wrongly(beacons, ranges):
    return _solve(beacons, ranges, pair=(2, 1))  # beacon 2 with the third range, beacon 3 with the second


def zero_det_divides(beacons, ranges):
    return _solve(beacons, ranges, singular=lambda det: False)


def det_tested_with_equals(beacons, ranges):
    return _solve(beacons, ranges, singular=lambda det: det == 0)


def cramer_numerators_swapped(beacons, ranges):
    def swapped(a11, a12, c1, a21, a22, c2, det):
        return [(a11 * c2 - a21 * c1) / det, (c1 * a22 - a12 * c2) / det]
    return _solve(beacons, ranges, cramer=swapped)
