def reachable_wells(l1, l2, wells):
    inner = abs(l1 - l2)
    outer = l1 + l2
    reach = []
    for index, (x, y) in enumerate(wells):
        d2 = x * x + y * y
        if inner * inner <= d2 <= outer * outer:
            reach.append(index)
    return reach
