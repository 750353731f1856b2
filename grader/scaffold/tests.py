"""The files of a new tests problem (grader/testsuite/__init__.py describes the kind): a small
worked problem (a test of the bumper) that loads, with a to-do line wherever the author's own
problem goes, and a listed mistake that is still the reference suite itself, so validate's first
report also says that it is accepted instead of rejected."""

from grader.scaffold.header import HEADER_YAML

# The reference suite's one test; the scaffold's mistake starts as the very same suite (validate
# then says it is accepted), for the author to weaken.
OUR_TEST = """\
def test_a_head_on_contact_presses_the_bumper():
    robot = sim.Simulator(sim.World(3.0, 2.0), seed=1, pose=(2.0, 1.0, 0.0))
    robot.set_duty(0.6, 0.6)
    for _ in range(500):
        robot.advance(0.02)
        if robot.contact is not None:
            break
    assert robot.contact is not None, "no contact within 10 s"
    assert robot.bump(), "the front bumper did not report a head-on contact"
"""

PROBLEM_YAML = HEADER_YAML + """\
kind: tests
entry_point: test   # the tests' prefix: the learner's top-level test_... functions
statement: statement.md
# TODO(new) starter: write what the learner's editor opens with: the imports and the tests' names, never the asserts
starter: |
  import sim


  def test_a_head_on_contact_presses_the_bumper():
      ...
examples: []
limits: {time_s: 2, memory_mib: 256, wall_s: 10}
tests:
  # TODO(new) tests.mutants: list each broken simulator of mutants.py with a description, which the learner reads when it slips through their tests
  mutants:
    - id: bumper-never-pressed
      description: a bumper that never reports a contact, wherever the robot touches
mistakes:   # each one a function of mistakes.py returning a weak suite (first-mistake -> first_mistake)
  - id: first-mistake
    hint: Say what the learner's tests leave unchecked, as a question that leads them to the missing assert.
"""

STATEMENT_MD = """\
# <<title>>

TODO(new) statement: write the statement: what the learner's tests must check of the simulator (`import sim`), in which arena, and the rules of a tests problem (top-level test_ functions, plain assert, the limits)

Write a test that drives the robot into a wall and asserts that its front bumper reports the contact.
"""

REFERENCE_PY = """\
\"\"\"The reference suite: passes on the lesson's simulator and catches every mutant of mutants.py.\"\"\"

# TODO(new) SUITE: write a good suite, as a learner would: it passes on the true simulator and catches every mutant
SUITE = '''\\
import sim


""" + OUR_TEST + """'''
"""

MUTANTS_PY = '''\
"""Broken versions of the simulator, one function per mutant id of problem.yaml: each breaks the
`sim` package passed in, in place, before the learner's tests are imported. Standard library only."""


# TODO(new) bumper_never_pressed: write each broken simulator the learner's tests must catch, and list its id under tests.mutants in problem.yaml
def bumper_never_pressed(sim):
    """The bumper never reports a contact."""

    def pressed(self, contact, theta):
        return False

    sim.BumpSensor.pressed = pressed
'''

MISTAKES_PY = '''\
"""Weak suites a learner writes: each function returns a whole submission, usually the reference
suite with one test weakened (grader/testsuite/suites.py)."""

from grader.testsuite.suites import reference_suite, swap_test


# TODO(new) first_mistake: write a weak suite a learner would write (SUITE with a test weakened: swap_test(reference_suite(__file__), "test_name", "def test_name(): ...")), and its id and hint under mistakes: in problem.yaml
def first_mistake():
    return swap_test(reference_suite(__file__), "test_a_head_on_contact_presses_the_bumper", """
''' + OUR_TEST + '''""")
'''

FILES = {"problem.yaml": PROBLEM_YAML, "statement.md": STATEMENT_MD, "reference.py": REFERENCE_PY,
         "mutants.py": MUTANTS_PY, "mistakes.py": MISTAKES_PY}
