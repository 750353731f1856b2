"""The files of a new controller problem: a small worked problem (stop 25 cm before a wall) that
loads, with a to-do line wherever the author's own problem goes, and a listed mistake that is still
a copy of our controller, so validate's first report also says that no named scenario catches it."""

from grader.scaffold.header import HEADER_YAML

# Our controller's methods; the scaffold's mistake starts as the very same (validate then says that
# no named scenario catches it), for the author to make wrong.
OUR_CONTROLLER_BODY = """\
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        reading = self.hw.range_m()
        if reading is None:
            self.hw.set_duty(0.0, 0.0)
            return
        speed_mps = max(-0.25, min(0.25, 1.5 * (reading - TARGET_GAP_M)))
        self.hw.set_duty(speed_mps / TOP_SPEED_MPS, speed_mps / TOP_SPEED_MPS)
"""

PROBLEM_YAML = HEADER_YAML + """\
kind: controller
entry_point: <<entry>>
statement: statement.md
# TODO(new) starter: write what the learner's editor opens with: the class, the hardware calls it needs, never the answer
starter: |
  class <<entry>>:
      def __init__(self, hw):
          self.hw = hw

      def update(self, dt_s):
          distance_m = self.hw.range_m()   # metres from the range sensor to what is ahead
          self.hw.set_duty(0.0, 0.0)       # each wheel from -1 to 1 (1.0 is the top speed)
controller: {dt_s: 0.02, duration_s: 14, pass_cpu_s: 0.05}
# TODO(new) examples: list the scenarios Run drives the learner's controller through, a note saying what each shows
examples:
  - args: [{seed: 7, gap_m: 1.6}]
    note: 1.6 m from the wall
cases:
  # TODO(new) cases.named: add a hidden scenario for each trap (a late or noisy sensor, uneven wheels...), with a why; every mistake needs one that catches it, and the course's controller problems run 20 or more scenarios in all
  named:
    - name: far from the wall
      args: [{seed: 11, gap_m: 2.5}]
      why: From far away the robot must still arrive in time.
  random: {count: 4}   # drawn by generate(rng) in reference.py, with the submission's seed
limits: {time_s: 2, memory_mib: 256, wall_s: 30}
mistakes:   # each one a controller class of mistakes.py (first-mistake -> first_mistake)
  - id: first-mistake
    hint: Say what went wrong as a question that leads the learner to the fix, without the answer.
"""

STATEMENT_MD = """\
# <<title>>

TODO(new) statement: write the statement: the robot's task, the world and the robot it runs in, the hardware calls (hw.range_m(), hw.ticks(), hw.set_duty(left, right), hw.line(), hw.bump(), hw.now_s()), what counts as success, and how many runs are graded

Write a class `<<entry>>` whose `update(dt_s)` stops the robot with its range sensor 25 cm from the
wall ahead, without touching it.
"""

REFERENCE_PY = '''\
"""Our scenarios, their judge and our own controller: trusted, they run in the grader and never in
the sandbox (see grader/controller/grade.py for what each function is for)."""

from reference.sim import Simulator, World

ARENA_W_M, ARENA_H_M = 3.0, 2.0
SENSOR_FORWARD_M = 0.07  # the lesson's default mount: the range sensor is 7 cm ahead of the centre
TARGET_GAP_M, GAP_TOLERANCE_M = 0.25, 0.03
TOP_SPEED_MPS = 0.40


# TODO(new) build: return the Simulator of one scenario: the world, the robot's start, its sensor and faults
def build(scenario):
    x_m = ARENA_W_M - scenario["gap_m"] - SENSOR_FORWARD_M
    return Simulator(World(ARENA_W_M, ARENA_H_M), seed=scenario["seed"], pose=(x_m, 1.0, 0.0))


def sensor_gap_m(sim):
    """The true distance from the range sensor to the wall ahead, without noise."""
    return sim.range_sensors["front"].true_range(sim.pose())


def metrics(outcome):
    """What the result page shows for a run."""
    return {"final_gap_m": round(sensor_gap_m(outcome.sim), 4), "bumps": outcome.sim.bumps}


# TODO(new) judge: decide whether a run met the goal; each way to fail gets a short reason code (mistakes are recognised by them) and a message for the learner
def judge(scenario, outcome):
    from grader.controller.grade import Verdict

    gap_m = sensor_gap_m(outcome.sim)
    if outcome.sim.bumps:
        return Verdict(False, "touched", "The robot touched the wall.")
    if abs(gap_m - TARGET_GAP_M) > GAP_TOLERANCE_M:
        return Verdict(False, "missed", f"It ended with its sensor {gap_m:.3f} m from the wall, not 0.25 m.")
    return Verdict(True, "ok", f"Stopped {gap_m:.3f} m from the wall.")


# TODO(new) generate: return one random scenario as a case's args, [scenario], drawn from rng (a random.Random)
def generate(rng):
    return [{"seed": rng.randrange(1, 10**6), "gap_m": round(rng.uniform(1.0, 2.5), 3)}]


# TODO(new) <<entry>>: write our own controller; it must pass every scenario
class <<entry>>:
''' + OUR_CONTROLLER_BODY

MISTAKES_PY = '''\
"""Controllers a learner writes, one class per mistake id of problem.yaml, standard library only."""

TARGET_GAP_M = 0.25
TOP_SPEED_MPS = 0.40


# TODO(new) first_mistake: write a common mistake as the learner's wrong controller, and its id and hint under mistakes: in problem.yaml
class first_mistake:
''' + OUR_CONTROLLER_BODY

FILES = {"problem.yaml": PROBLEM_YAML, "statement.md": STATEMENT_MD, "reference.py": REFERENCE_PY,
         "mistakes.py": MISTAKES_PY}
