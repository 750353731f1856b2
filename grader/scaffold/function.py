"""The files of a new function problem: a tiny worked problem (the length of a vector) that loads,
with a to-do line wherever the author's own problem goes, and a listed mistake that is still a copy
of the reference, so validate's first report also says that no hidden case catches it."""

from grader.scaffold.header import HEADER_YAML

PROBLEM_YAML = HEADER_YAML + """\
kind: function
entry_point: <<entry>>
statement: statement.md
# TODO(new) starter: write what the learner's editor opens with: the signature and a hint, never the answer
starter: |
  def <<entry>>(x, y):
      ...
# TODO(new) examples: list the visible examples Run checks, each call's args in the entry point's order, a note saying what it shows
examples:
  - args: [3.0, 4.0]
    note: the 3-4-5 triangle
cases:
  # TODO(new) cases.named: add a hidden case for each trap of the lesson, with a why (shown when it fails, never its values); every mistake needs one that catches it
  named:
    - name: a zero vector
      args: [0.0, 0.0]
      why: A vector of no length has length 0.
  random: {count: 20}   # drawn by generate(rng) in reference.py, with the submission's seed
# exact, tolerance (abs and/or rel) or custom (check(args, expected, got) in reference.py)
checker: {kind: tolerance, abs: 1.0e-6}
limits: {time_s: 1, memory_mib: 128, wall_s: 10}
mistakes:   # each one a function of mistakes.py (first-mistake -> first_mistake)
  - id: first-mistake
    hint: Say what went wrong as a question that leads the learner to the fix, without the answer.
"""

STATEMENT_MD = """\
# <<title>>

TODO(new) statement: write the statement: the situation, what `<<entry>>(...)` gets and returns (with units), how answers are compared, and an example; $...$ is math

Write `<<entry>>(x, y)` that returns the length of the vector $(x, y)$.
"""

REFERENCE_PY = '''\
"""Our reference solution: trusted, it runs in the grader and never in the sandbox."""

import math


# TODO(new) <<entry>>: write our reference solution; when the lesson's algorithm is in reference/, call it from there
def <<entry>>(x, y):
    return math.hypot(x, y)


# TODO(new) generate: return one random case's args, drawn from rng (a random.Random) and rounded to read well
def generate(rng):
    return [round(rng.uniform(-10.0, 10.0), 3), round(rng.uniform(-10.0, 10.0), 3)]
'''

MISTAKES_PY = '''\
"""The wrong code a learner writes: one function per mistake id of problem.yaml, standard library only."""

import math


# TODO(new) first_mistake: write a common mistake as the learner's wrong code, and its id and hint under mistakes: in problem.yaml
def first_mistake(x, y):
    return math.hypot(x, y)
'''

FILES = {"problem.yaml": PROBLEM_YAML, "statement.md": STATEMENT_MD, "reference.py": REFERENCE_PY,
         "mistakes.py": MISTAKES_PY}
