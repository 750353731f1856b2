"""Straightforward correct solutions of the exemplar problems, written from their statements
alone, as a learner would. Shared by the problem tests, the benchmarks and the browser test."""

GRIPPER = '''
import math

def gripper(l1, l2, t1, t2):
    elbow_x = l1 * math.cos(t1)
    elbow_y = l1 * math.sin(t1)
    forearm_direction = t1 + t2
    return (elbow_x + l2 * math.cos(forearm_direction), elbow_y + l2 * math.sin(forearm_direction))
'''

ELBOW = '''
import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def elbow_solutions(l1, l2, x, y):
    r = math.sqrt(x * x + y * y)
    if r > l1 + l2 + 1e-9 or r < abs(l1 - l2) - 1e-9:
        return []
    if abs(r - (l1 + l2)) <= 1e-9:
        bends = [0.0]
    elif abs(r - abs(l1 - l2)) <= 1e-9:
        bends = [math.pi]
    else:
        c = (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2)
        b = math.acos(max(-1.0, min(1.0, c)))
        bends = [-b, b]
    answers = []
    for t2 in bends:
        t1 = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
        answers.append((wrap(t1), t2))
    return answers
'''

# Gathers into each cell instead of pushing out of it: other sums, other rounding dust.
RING_FILTER = '''
def localize(world, p_hit, slip, steps):
    n = len(world)
    belief = [1.0 / n] * n
    for u, reading in steps:
        moved = [0.0] * n
        for j in range(n):
            for offset, p in slip:
                moved[j] += belief[(j - u - offset) % n] * p
        weights = [moved[i] * (p_hit if world[i] == reading else 1 - p_hit) for i in range(n)]
        total = sum(weights)
        belief = [w / total for w in weights] if total > 0 else [1.0 / n] * n
    top = max(belief)
    best = min(i for i in range(n) if belief[i] >= top - 1e-9)
    return (best, belief)
'''

EXEMPLAR_SOLUTIONS = {
    "where-the-gripper-lands": GRIPPER,
    "elbow-up-or-elbow-down": ELBOW,
    "lost-on-the-ring-corridor": RING_FILTER,
}
