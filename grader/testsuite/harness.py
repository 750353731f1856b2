"""The tests harness: runs INSIDE the sandbox, standard library only, on top of the grader's own
harness (grader/harness.py), which the bootstrap loads first as the module `grader.harness`.

stdin: the channel, the grader's harness and this file as code objects (grader/sandbox_program.py),
then one JSON line, the job:
    {"code": str, "entry_point": the first test's name, "cases": [test names, in order],
     "case_time_s": float, "stdout_cap_bytes": int, "value_cap_bytes": int,
     "lib_dir": the folder holding the `sim` package, "mutants": mutants.py's source,
     "mutant": the function of mutants.py to apply, or null for the true simulator}

Before anything of the learner runs (and before the start record, so a broken mutant is the
grader's failure, never the learner's): `sim` is imported from lib_dir and the mutant applied
to it; then the job's mutant fields are dropped. The learner's `import sim` then finds that
module in sys.modules.

fd 3 speaks the grader's protocol unchanged (start, load, one case record per test), a test's
record carrying as its value {"outcome": "passed"} or {"outcome": "failed", "message":
"AssertionError: ... (line N)"}; any other exception is the record's status "error", a limit its
status "time_limit", "memory_limit" or "output_limit".
"""

import sys

from grader import channel
from grader import harness as base

MUTANTS_FILE = "mutants.py"
PASSED = '{"outcome":"passed"}'


def prepare_sim(lib_dir, mutants_source, mutant):
    """Import the simulator and break it as the mutant says (mutant None: the true simulator)."""
    sys.path.insert(0, lib_dir)
    sys.dont_write_bytecode = True  # the package is mounted read-only
    import sim

    if mutant is not None:
        namespace = {"__name__": "mutants"}
        exec(compile(mutants_source, MUTANTS_FILE, "exec"), namespace)
        namespace[mutant](sim)


class SuiteHarness(base.Harness):
    """The grader's Harness with tests for cases: a case's argument is a test's name.

    Loading reuses Harness.load unchanged, with the first test's name as the entry point: the
    import fails the same way as for any problem, and a first test that is not a function when
    the file has run is reported the same way as a missing entry point."""

    namespace = None

    def load(self):
        ok = base.Harness.load(self)
        if ok:
            self.namespace = sys.modules[base.SOLUTION_MODULE].__dict__
        return ok

    def _call(self, phase, name):
        test = self.namespace.get(name)
        if not callable(test):
            phase.status, phase.message = "error", f"{name} is {base.type_name(test)}, not a function"
            return
        try:
            result = test()
            if base._type_name_of(type(result)) in ("generator", "coroutine"):
                result.close()
                raise TypeError(f"{name} never ran its body: a test is a plain function, no yield or async")
        except (base.TimeLimit, base.OutputLimit):
            raise
        except AssertionError as exc:
            self.check_still_the_harness()
            message = base.describe(exc)  # may run the learner's __str__: still inside the timed window
            phase.value = base.encode_value({"outcome": "failed", "message": message}, self.value_cap_bytes)
            return
        except BaseException as exc:
            self.check_still_the_harness()
            phase.fail(exc)
            return
        self.check_still_the_harness()
        phase.value = PASSED


def main():
    job = channel.read_job(sys.stdin.buffer)
    prepare_sim(job.pop("lib_dir"), job.pop("mutants"), job.pop("mutant"))
    channel.send('{"record":"start"}')
    harness = SuiteHarness(job)
    del job
    base.serve(harness, harness.run_cases)


if __name__ == "__main__":
    main()
