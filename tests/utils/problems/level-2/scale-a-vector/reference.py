def scale(x, y, k):
    return (k * x, k * y)


def generate(rng):
    return [round(rng.uniform(-5, 5), 3), round(rng.uniform(-5, 5), 3), round(rng.uniform(-3, 3), 3)]
