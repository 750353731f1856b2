def sense_door(belief, world, reading, p_door, p_wall):
    weights = []
    for b, label in zip(belief, world):
        hit = p_door if label == "door" else p_wall
        likelihood = hit if reading == label else 1 - hit
        weights.append(b * likelihood)
    p_reading = sum(weights)
    if p_reading == 0:
        return ([1 / len(belief)] * len(belief), 0.0)
    return ([w / p_reading for w in weights], p_reading)
