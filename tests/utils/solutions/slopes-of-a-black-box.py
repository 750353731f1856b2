import math


def black_box(model, inputs):
    hidden = [math.tanh(sum(w * x for w, x in zip(row, inputs)) + b) for row, b in zip(model["w1"], model["b1"])]
    return [sum(w * h for w, h in zip(row, hidden)) + b for row, b in zip(model["w2"], model["b2"])]


def slopes(model, inputs):
    h = 1e-5
    m = len(inputs)
    columns = []
    for c in range(m):
        up = list(inputs)
        down = list(inputs)
        up[c] += h
        down[c] -= h
        high, low = black_box(model, up), black_box(model, down)
        columns.append([(a - b) / (2 * h) for a, b in zip(high, low)])
    p = len(columns[0])
    return [[columns[c][r] for c in range(m)] for r in range(p)]
