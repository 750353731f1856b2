def crates_in_the_way(p, q, crates):
    px, py = p
    qx, qy = q
    dx = qx - px
    dy = qy - py
    result = []
    for i, crate in enumerate(crates):
        x1, y1, x2, y2 = crate
        # test 1: the drive's box against the crate
        if max(px, qx) < x1 or min(px, qx) > x2 or max(py, qy) < y1 or min(py, qy) > y2:
            continue
        # test 2: all four corners strictly on one side of the line
        sides = []
        for x, y in [(x1, y1), (x2, y1), (x2, y2), (x1, y2)]:
            sides.append(dx * (y - py) - dy * (x - px))
        if all(s > 0 for s in sides) or all(s < 0 for s in sides):
            continue
        result.append(i)
    return result
