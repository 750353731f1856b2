"""Approaches and similarity over 300 submissions of one problem (Elbow Up or Elbow Down), on a
SQLite file through the services the pages use: the learners' code is three algorithms, each
written with the learner's own names, comments, layout and margins (so several approaches each),
and a few learners who copied a classmate with the names changed.

Measured: normalising and grouping the code alone (grader/approach.py); the class's approaches
as the page reads them, first with every approach still to fill (submissions made before
approaches were kept) and then as stored; the similarity report cold (copydetect's import and
the fingerprints of the class and of the problem's population) and from the cache."""

from __future__ import annotations

import random
import re
import shutil
import tempfile
import time
from collections import Counter
from pathlib import Path

import yaml
from app.config import PROJECT_ROOT
from app.db import Database
from app.models import ProblemRow
from app.services import accounts, approaches, classes, similarity, submissions
from app.services.problem_sync import sync_problems
from grader.approach import approach_key
from grader.library import load_library
from tests.utils.db import migrate_to_head
from tests.utils.elbow_variants import ANOTHER_ALGORITHM
from tests.utils.solutions import solution_for

SLUG = "elbow-up-or-elbow-down"
ENTRY = "elbow_solutions"
FOLDER = PROJECT_ROOT / "problems" / "level-3" / SLUG
LAW_OF_COSINES = '''import math


def elbow_solutions(l1, l2, x, y):
    d = math.hypot(x, y)
    if d > l1 + l2 + 1e-9 or d < abs(l1 - l2) - 1e-9:
        return []
    c = min(1.0, max(-1.0, (d * d - l1 ** 2 - l2 ** 2) / (2 * l1 * l2)))
    bend = math.acos(c)
    out = []
    for t2 in ((-bend, bend) if 1e-9 < bend < math.pi - 1e-9 else (bend,)):
        t1 = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
        out.append(((t1 + math.pi) % (2 * math.pi) - math.pi, t2))
    return out
'''
REWRITES = [("x * x", "x ** 2"), ("y * y", "y ** 2"), ("l1 * l1", "l1 ** 2"), ("l2 * l2", "l2 ** 2"),
            ("return []", "return list()"), ("math.sqrt(", "math.pow(0.5, "), ("2 * math.pi", "math.tau"),
            (" > ", " >= "), ("abs(", "math.fabs("), ("import math\n", "import math\nfrom math import pi\n"),
            ("(2 * l1 * l2)", "(2.0 * l1 * l2)"), (".append(", ".insert(len(answers), ")]
NAMES = ["a", "b", "val", "tmp", "angle", "res", "q", "z", "item", "acc", "w", "h"]
COMMENTS = ["# first the reach", "# law of cosines", "# both elbows", "# TODO tidy", "# works?"]


def _locals(code: str) -> list[str]:
    bound = set(re.findall(r"^\s*(\w+)\s*(?:[-+*/]?=)", code, re.M)) | set(re.findall(r"for (\w+) in", code))
    return sorted(bound - {"l1", "l2", "x", "y"})


def _variant(base: str, rng: random.Random) -> str:
    """The base as one learner writes it: their own names, comments, blank lines and margin."""
    code = base
    for name in _locals(base):
        code = re.sub(rf"\b{name}\b", f"{rng.choice(NAMES)}_{name}", code)
    if rng.random() < 0.5:
        code = code.replace("1e-9", rng.choice(["1e-6", "1e-12", "1e-10"]))
    for plain, other in REWRITES:  # each learner's own small habits, so few write exactly alike
        if plain in code and rng.random() < 0.5:
            code = code.replace(plain, other, 1)
    lines = code.splitlines()
    for _ in range(rng.randrange(4)):
        at = rng.randrange(1, len(lines))
        indent = re.match(r"\s*", lines[at]).group(0)
        lines.insert(at, indent + rng.choice(COMMENTS))
    return "\n".join(lines) + "\n"


def learners_code(count: int, rng: random.Random) -> list[str]:
    bases = [solution_for(SLUG), LAW_OF_COSINES, ANOTHER_ALGORITHM]
    codes = [_variant(rng.choice(bases), rng) for _ in range(count)]
    for _ in range(count // 30):  # a few copied a classmate, renaming as they went
        source = rng.randrange(count)
        codes[rng.randrange(count)] = _variant(codes[source], rng).replace("# ", "# copied? ")
    return codes


def measure(count: int = 300, seed: int = 23) -> dict:
    rng = random.Random(seed)
    codes = learners_code(count, rng)
    started = time.perf_counter()
    groups = Counter(approach_key(code, ENTRY) for code in codes)
    normalise_s = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.db'}"
        migrate_to_head(url)
        database = Database(url)
        try:
            timings = _through_the_services(database, codes)
        finally:
            database.dispose()
    return {"submissions": count, "approaches": len(groups), "normalise_s": normalise_s, **timings}


def _through_the_services(database: Database, codes: list[str]) -> dict:
    with database.session() as db:
        row = _sync_the_problem(db)
        teacher = accounts.register(db, "teacher", "correct horse battery", role="teacher")
        classroom = classes.create_class(db, teacher, "Bench class")
        for n, code in enumerate(codes):
            learner = accounts.register(db, f"learner{n:03d}", "correct horse battery")
            classes.join(db, learner, classroom.join_code)
            submissions.accept(db, learner, row, code)  # no entry point: the approach is left to fill
        starter = yaml.safe_load((FOLDER / "problem.yaml").read_text())["starter"]
        started = time.perf_counter()
        first = approaches.problem_approaches(db, classroom, row, ENTRY)
        fill_s = time.perf_counter() - started
        started = time.perf_counter()
        approaches.problem_approaches(db, classroom, row, ENTRY)
        stored_s = time.perf_counter() - started
        started = time.perf_counter()
        cold = similarity.report(db, classroom, row, ENTRY, starter)
        similarity_cold_s = time.perf_counter() - started
        started = time.perf_counter()
        similarity.report(db, classroom, row, ENTRY, starter)
        similarity_cached_s = time.perf_counter() - started
        similarity.forget_cache()
        started = time.perf_counter()
        warm = similarity.report(db, classroom, row, ENTRY, starter)
        similarity_warm_s = time.perf_counter() - started
    return {"approaches_fill_s": fill_s, "approaches_stored_s": stored_s, "listed": first["total_approaches"],
            "similarity_cold_s": similarity_cold_s, "similarity_warm_s": similarity_warm_s,
            "similarity_cached_s": similarity_cached_s, "pairs_compared": warm["pairs_compared"],
            "pairs_found": cold["pairs_found"], "complete": warm["complete"]}


def _sync_the_problem(db) -> ProblemRow:
    """The one problem in the catalog (loading all of problems/ would time the library instead)."""
    with tempfile.TemporaryDirectory() as folder:
        shutil.copytree(FOLDER, Path(folder) / "level-3" / SLUG)
        ids = sync_problems(db, load_library(Path(folder)))
    return db.get(ProblemRow, ids[SLUG])
