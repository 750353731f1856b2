"""Solutions of Elbow Up or Elbow Down as different learners write them, for the approach and
similarity tests and `make bench approaches`: the straightforward one is
tests/utils/solutions/elbow-up-or-elbow-down.py."""

# The straightforward solution copied: every name changed, comments and docstrings added, the
# layout squeezed.
RENAMED_AND_RECOMMENTED = '''
import math
# A helper first, as the lesson suggested.
def normalise_angle(angle):
    """Into (-pi, pi]."""
    while angle > math.pi:
        angle -= 2 * math.pi   # one turn back
    while angle <= -math.pi:
        angle += 2 * math.pi
    return angle
def elbow_solutions(l1, l2, x, y):
    "Both arms, elbow-up first."
    dist = math.sqrt(x * x + y * y)
    if dist > l1 + l2 + 1e-9 or dist < abs(l1 - l2) - 1e-9:
        return []   # out of reach
    if abs(dist - (l1 + l2)) <= 1e-9:
        options = [0.0]
    elif abs(dist - abs(l1 - l2)) <= 1e-9:
        options = [math.pi]
    else:
        cos_b = (dist * dist - l1 * l1 - l2 * l2) / (2 * l1 * l2)
        bend = math.acos(max(-1.0, min(1.0, cos_b)))
        options = [-bend, bend]
    out = []
    for elbow in options:
        shoulder = math.atan2(y, x) - math.atan2(l2 * math.sin(elbow), l1 + l2 * math.cos(elbow))
        out.append((normalise_angle(shoulder), elbow))
    return out
'''

# The same problem solved another way: the bend by atan2 from its cosine, no edge cases (so not
# quite right at the edge of reach: graded wrong, which the approach tests do not mind).
ANOTHER_ALGORITHM = '''
import math

def elbow_solutions(l1, l2, x, y):
    d2 = x * x + y * y
    c = (d2 - l1 * l1 - l2 * l2) / (2 * l1 * l2)
    if c > 1 + 1e-9 or c < -1 - 1e-9:
        return []
    s = math.sqrt(max(0.0, 1 - c * c))
    found = []
    for t2 in sorted({math.atan2(-s, c), math.atan2(s, c)}):
        k1, k2 = l1 + l2 * math.cos(t2), l2 * math.sin(t2)
        found.append((math.atan2(y * k1 - x * k2, x * k1 + y * k2), t2))
    return found
'''
