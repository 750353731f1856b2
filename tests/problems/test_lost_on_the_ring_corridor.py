"""Lost on the Ring Corridor: the generator keeps the statement's promises."""

import math
import random
from pathlib import Path

from grader.problem import load_problem

FOLDER = Path(__file__).resolve().parents[2] / "problems" / "level-4" / "lost-on-the-ring-corridor"


def test_generated_cases_keep_the_promises():
    reference = load_problem(FOLDER).reference
    rng = random.Random(5)
    for _ in range(300):
        world, p_hit, slip, steps = reference.generate(rng)
        labels = next(pair for pair in reference.LABEL_PAIRS if world[0] in pair)
        assert len(world) >= 3 and set(world) <= set(labels)
        assert 0 <= p_hit <= 1
        assert slip and math.isclose(sum(p for _, p in slip), 1.0) and all(isinstance(o, int) for o, _ in slip)
        assert all(isinstance(u, int) and reading in labels for u, reading in steps)
        best, belief = reference.localize(world, p_hit, slip, steps)
        assert math.isclose(sum(belief), 1.0) and 0 <= best < len(world)
