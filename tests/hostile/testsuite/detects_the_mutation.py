# verdict: accepted
# KNOWN LIMIT (grader/testsuite/__init__.py): a suite that inspects the simulator's code tells a
# mutant from the true simulator without testing any behaviour, and is accepted. Kept here so the
# hole stays visible: a change that closes it should change this verdict.
import sim


def test_nothing_was_patched():
    for cls in (sim.BumpSensor, sim.SimClock):
        for name, member in vars(cls).items():
            if callable(member):
                assert member.__code__.co_filename.startswith("/opt/lib/sim/"), name
