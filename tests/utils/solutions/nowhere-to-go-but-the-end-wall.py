def drive_in_aisle(belief, commands):
    n = len(belief)
    current = list(belief)
    for outcomes in commands:
        moved = [0.0] * n
        for i in range(n):
            for d, p in outcomes:
                j = i + d
                if j < 0:
                    j = 0
                if j > n - 1:
                    j = n - 1
                moved[j] += current[i] * p
        current = moved
    return current
