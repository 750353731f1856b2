"""The pre-check: what will not run on the Pico's MicroPython, line by line, without running it."""

from grader.rig.precheck import micropython_findings


def messages(code: str) -> list[str]:
    return [f"{f.line}: {f.message}" for f in micropython_findings(code)]


def test_plain_code_passes():
    code = ("import math, random, time\nfrom collections import deque\n\n"
            "def f(x: float) -> float:\n    q = deque((), 5)\n    random.seed(3)\n"
            "    return math.sqrt(x) + random.uniform(0, 1) + time.ticks_ms() * 0\n")
    assert messages(code) == []


def test_the_modules_and_names_the_pico_lacks():
    code = ("import dataclasses\nimport typing as t\nfrom itertools import product\nimport math as m\n"
            "from random import Random, random\nfrom __future__ import annotations\n"
            "x = m.hypot(1, 2)\ny = m.sqrt(2)\n")
    found = messages(code)
    assert found[0] == "1: `dataclasses` is not in MicroPython on the Pico; write a plain class with an __init__"
    assert found[1].startswith("2: `typing` is not in MicroPython")
    assert found[2].startswith("3: `itertools` is not in MicroPython")
    assert found[3].startswith("5: `random.Random` is not in MicroPython") and "random.seed" in found[3]
    assert found[4].startswith("6: `__future__`")
    assert found[5] == "7: `math.hypot` is not in MicroPython on the Pico; use math.sqrt(x * x + y * y)"
    assert len(found) == 6


def test_deque_print_and_match():
    code = ("from collections import deque\nd = deque([], maxlen=3)\ne = deque([1])\nprint(1, flush=True)\n"
            "match d:\n    case _:\n        pass\n")
    assert messages(code) == [
        "2: deque takes no keywords on MicroPython; pass maxlen second: deque(items, 10)",
        "3: deque needs its maxlen on MicroPython: deque(items, 10)",
        "4: print() takes no flush= on MicroPython; drop it",
        "5: MicroPython has no match statement; use if and elif",
    ]


def test_what_reaches_past_the_seam_is_refused():
    code = ("import machine\nimport os\nimport rigrun\nfrom rp2 import bootsel_button\n"
            "def f():\n    open('main.py', 'w').write('while True: pass')\n    exec('1')\n    __import__('gc')\n")
    found = messages(code)
    assert [m.split(":")[0] for m in found] == ["1", "2", "3", "4", "6", "7", "8"]
    assert all("seam" in m for m in found)


def test_code_that_does_not_parse_or_nests_too_deep():
    assert messages("def (") == ["0: the code does not parse"]
    assert messages("x = " + "(" * 300 + ")" * 300) != []   # either way, not a crash
