"""Chains that mix turning (revolute) and sliding (prismatic) joints.

Conventions (those of reference.arm): base at the origin, x to the right, y up, radians,
counter-clockwise positive, a reported heading wrapped into (-pi, pi].

A joint is `(kind, value, length)`:
- `("turn", angle_rad, length)`: turn by the RELATIVE angle, then walk the link's length;
- `("slide", extension, length)`: a sleeve of fixed `length` pulled out by `extension`: walk
  `length + extension` along the CURRENT heading, without turning. A slide is a walk without a
  turn, so it never changes (and never resets) the heading; first in a chain it is a rail along +x.

A slide is therefore a revolute joint held at angle 0 with a link of `length + extension`, which
is how this module reuses reference.arm's one chain walk.
"""

from __future__ import annotations

from collections.abc import Sequence

from reference.arm import Point, hand_heading, joint_points

TURN, SLIDE = "turn", "slide"

Joint = tuple[str, float, float]  # (kind, value, length)


def as_revolute_chain(joints: Sequence[Joint]) -> tuple[list[float], list[float]]:
    """(lengths, relative angles) of the equivalent all-turning chain: a slide turns by 0."""
    lengths, angles = [], []
    for kind, value, length in joints:
        if kind == TURN:
            lengths.append(length)
            angles.append(value)
        elif kind == SLIDE:
            lengths.append(length + value)
            angles.append(0.0)
        else:
            raise ValueError(f"unknown joint kind {kind!r}: use {TURN!r} or {SLIDE!r}")
    return lengths, angles


def chain_points(joints: Sequence[Joint]) -> list[Point]:
    """The base, then the end of every joint's link: n joints give n + 1 points."""
    return joint_points(*as_revolute_chain(joints))


def chain_tip(joints: Sequence[Joint]) -> tuple[float, float, float]:
    """(x, y, heading) of the chain's end; the heading is wrapped once, at the end."""
    lengths, angles = as_revolute_chain(joints)
    x, y = joint_points(lengths, angles)[-1]
    return x, y, hand_heading(angles)
