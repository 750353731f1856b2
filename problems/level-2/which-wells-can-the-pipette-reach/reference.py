"""Which Wells Can the Pipette Reach? The reference is reference.workspace.reachable_indices.

Every input is a whole number of micrometres, so the ring test on squared distances is exact and
the generator can put wells exactly on either edge: it builds both radii from Pythagorean triples
(a, b, c), whose lattice points (+-a k, +-b k) lie exactly c k from the base.
"""

import math

from reference.workspace import reachable_indices

MIN_OUTER_UM, MAX_OUTER_UM = 60_000, 400_000
MAX_WELLS = 12


def reachable_wells(l1, l2, wells):
    return reachable_indices(l1, l2, wells)


def generate(rng):
    """Whole-micrometre links (outer reach 6 to 40 cm, either link the longer) and 0 to 12 wells: on the rim, on the inner
    edge, a micrometre off an edge, inside the ring, in the hole, beyond the rim; sometimes equal
    links, whose hole is the base itself."""
    outer, outer_leg = _lattice_radius(rng, MIN_OUTER_UM, MAX_OUTER_UM)
    inner, inner_leg = (0, (0, 0)) if rng.random() < 0.15 else _inner_radius(rng, outer)
    l1, l2 = (outer + inner) // 2, (outer - inner) // 2
    if rng.random() < 0.5:
        l1, l2 = l2, l1
    makers = [lambda: _on_circle(rng, outer_leg), lambda: _on_circle(rng, inner_leg),
              lambda: _off_edge(rng, outer_leg), lambda: _off_edge(rng, inner_leg),
              lambda: _at_distance(rng, rng.uniform(inner, outer)),
              lambda: _at_distance(rng, rng.uniform(0, inner)),
              lambda: _at_distance(rng, rng.uniform(outer, 1.4 * outer))]
    wells = [list(rng.choice(makers)()) for _ in range(rng.randint(0, MAX_WELLS))]
    return [l1, l2, wells]


def _triple(rng):
    """A primitive Pythagorean triple (a, b, c), a^2 + b^2 = c^2, c odd (Euclid's formula)."""
    while True:
        m = rng.randint(2, 9)
        n = rng.randrange(1, m)
        if (m - n) % 2 == 1 and _gcd(m, n) == 1:
            return m * m - n * n, 2 * m * n, m * m + n * n


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def _lattice_radius(rng, low, high, parity=None):
    """A whole radius c k in [low, high] (of the given parity) and one lattice point on it."""
    a, b, c = _triple(rng)
    k = rng.randint(max(1, -(-low // c)), high // c)
    if parity is not None and k % 2 != parity:
        k = k + 1 if (k + 1) * c <= high else k - 1
    return c * k, (a * k, b * k)


def _inner_radius(rng, outer):
    """|l1 - l2|: a lattice radius below the outer one with its parity (c is odd, so k's parity),
    so that l1 = (outer + inner) / 2 and l2 = (outer - inner) / 2 are whole numbers."""
    while True:
        inner, leg = _lattice_radius(rng, 1_000, outer * 9 // 10, parity=outer % 2)
        if 0 < inner < outer and inner % 2 == outer % 2:
            return inner, leg


def _on_circle(rng, leg):
    """The lattice point, turned by a quarter turn or mirrored at random: still on the circle."""
    x, y = leg if rng.random() < 0.5 else (leg[1], leg[0])
    return rng.choice((1, -1)) * x, rng.choice((1, -1)) * y


def _off_edge(rng, leg):
    """A micrometre off the circle in x or y: just inside or just outside it."""
    x, y = _on_circle(rng, leg)
    if rng.random() < 0.5:
        return x + rng.choice((1, -1)), y
    return x, y + rng.choice((1, -1))


def _at_distance(rng, distance):
    """A well at roughly `distance` from the base, on whole micrometres."""
    direction = rng.uniform(-math.pi, math.pi)
    return round(distance * math.cos(direction)), round(distance * math.sin(direction))
