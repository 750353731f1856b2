"""The "tests" kind: the learner writes tests of the simulator; they must pass on the true
simulator and fail on each broken version of it (a mutant) that the problem's author supplies.

A problem of this kind (problems/<level>/<slug>/):

- problem.yaml: `kind: tests`, `entry_point: test` (the tests' prefix: `test_...`), `examples: []`,
  `limits` (time_s: CPU per test; wall_s: one run of the whole file), and
  `tests: {mutants: [{id, description}]}`; the description is what the learner reads when a
  mutant slips through, so it says what is broken.
- mutants.py: one function per mutant id (`some-id` -> `some_id(sim)`), standard library only,
  that breaks the `sim` package passed in, in place (replace a method of a class, a function of a
  module). It is sent into the sandbox with every run and applied before the learner's file is
  imported; it reveals nothing but the mutations.
- reference.py: `SUITE`, the source of a good suite: passes on the true simulator, catches every
  mutant.
- mistakes.py: one function per mistake id of problem.yaml, taking no arguments and returning
  the source of a whole weak suite a learner would write. Usually it is SUITE with one test
  weakened: `swap_test(reference_suite(__file__), "test_x", "def test_x(): ...")`
  (grader/testsuite/suites.py). Trusted: called in the grader, the suite it returns is what runs.

Grading (grade.py): the tests are the file's top-level `def test_...` functions, found by parsing
(discover.py). One sandboxed process per run (execute.py, harness.py): first on the true
simulator, then, for each mutant, the tests that passed there. A mutant is caught when one of
them fails, errors or runs out of time on it (judge.py). One CaseResult per run; the score is the
fraction of runs that went right. A failing submission gets the hint of the first mistake whose
runs ended the same way: same result on the true simulator, same mutants slipped through
(diagnosis.py). `python -m grader validate` checks all of this (validate.py).

Known limit: a suite that inspects the simulator's code (a method's __code__, a hash of a source
file) can tell a mutant from the true simulator without testing any behaviour. Nothing in the
sandbox can hide that; the statement asks for behavioural tests, and teachers see the code.
"""
