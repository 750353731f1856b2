def locate_from_beacons(beacons, ranges):
    (x1, y1), (x2, y2), (x3, y3) = beacons
    r1, r2, r3 = ranges
    a11 = 2 * (x2 - x1)
    a12 = 2 * (y2 - y1)
    c1 = r1 ** 2 - r2 ** 2 + x2 ** 2 - x1 ** 2 + y2 ** 2 - y1 ** 2
    a21 = 2 * (x3 - x1)
    a22 = 2 * (y3 - y1)
    c2 = r1 ** 2 - r3 ** 2 + x3 ** 2 - x1 ** 2 + y3 ** 2 - y1 ** 2
    det = a11 * a22 - a12 * a21
    if abs(det) < 1e-9:
        return None
    return [(c1 * a22 - a12 * c2) / det, (a11 * c2 - a21 * c1) / det]
