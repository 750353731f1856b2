"""How Far Must the Elbow Bend?: the reference is reference.arm_ik.elbow_bend.

Answers are floats or None, judged by the tolerance checker (None must be None exactly). At a
ring's edge acos may give 1e-8 instead of 0: the 1e-6 tolerance forgives it.
"""

from reference.arm_ik import elbow_bend as _elbow_bend
from reference.ik_cases import edge_links, edge_target, random_links, random_target


def elbow_bend(l1, l2, x, y):
    return _elbow_bend(l1, l2, x, y)


def generate(rng):
    """Links of 0.2 to 1.5 m; targets mostly inside the ring, some exactly on an edge, some out
    of reach (too far, or in the hole round the shoulder)."""
    l1, l2 = random_links(rng)
    x, y = random_target(rng, l1, l2, edge_share=0.15, out_share=0.2)
    return [l1, l2, x, y]


def generate_edges(rng):
    """Targets at the ring's edges (on them, within the margin, a micrometre off, in the hole),
    either link the longer: for the mutation analysis."""
    l1, l2 = edge_links(rng)
    return [l1, l2, *edge_target(rng, l1, l2)]
