"""The problem page's note on what learner code runs on is true: the version it names is the
sandbox's interpreter, and numpy is not there (a learner who imports it gets told why it failed)."""

import pytest

from grader.grade import grade_code
from grader.library import load_library
from grader.runtime import learner_python_version
from tests.conftest import FIXTURE_PROBLEMS
from tests.grader.sandbox.test_sandbox import python

pytestmark = pytest.mark.sandbox


def test_the_named_version_is_the_sandboxs_interpreter():
    result = python("import sys; print('%d.%d' % sys.version_info[:2])")
    assert learner_python_version() and result.stdout.decode().strip() == learner_python_version()


def test_numpy_is_not_installed_for_learner_code():
    problem = load_library(FIXTURE_PROBLEMS).get("scale-a-vector")
    result = grade_code(problem, "import numpy as np\ndef scale(x, y, k):\n    return tuple(np.multiply(k, [x, y]))\n", 7)
    assert result.outcome == "graded" and result.verdict == "runtime_error"
    assert "ModuleNotFoundError" in result.message + "".join(case.message for case in result.cases)
