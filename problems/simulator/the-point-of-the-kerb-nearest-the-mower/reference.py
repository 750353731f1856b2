"""The Point of the Kerb Nearest the Mower: reference.sim_practice.geometry.nearest_point, which is the
simulator's closest_on_segment (project, then clamp to the segment)."""

from reference.sim_practice import geometry


def nearest_point(px, py, x1, y1, x2, y2):
    return geometry.nearest_point(px, py, x1, y1, x2, y2)


def generate(rng):
    """A kerb of 0 to 4 m (now and then a single point) in a 6 m x 6 m garden around the origin, and
    a mower anywhere within 2 m of the kerb's box: beside it, past either end, or on it. Centimetres."""
    x1, y1 = round(rng.uniform(-3.0, 3.0), 2), round(rng.uniform(-3.0, 3.0), 2)
    if rng.random() < 0.08:
        x2, y2 = x1, y1
    else:
        x2, y2 = round(rng.uniform(-3.0, 3.0), 2), round(rng.uniform(-3.0, 3.0), 2)
    if rng.random() < 0.1:  # on the kerb, or on its line
        share = round(rng.uniform(-0.5, 1.5), 2)
        px, py = x1 + share * (x2 - x1), y1 + share * (y2 - y1)
    else:
        px = rng.uniform(min(x1, x2) - 2.0, max(x1, x2) + 2.0)
        py = rng.uniform(min(y1, y2) - 2.0, max(y1, y2) + 2.0)
    return [round(px, 2), round(py, 2), x1, y1, x2, y2]
