"""What will not run on the rig's MicroPython, found before the run is queued.

MicroPython on the Pico (the rp2 port) has a small standard library: no random.Random, no
math.hypot, no dataclasses, typing, functools or itertools, deque's maxlen only as its second
argument, and more. The learner is told each such line and what to write instead, rather than
waiting for a traceback from the board. The check also refuses what would reach past the seam to
the board itself (its pins, its files, the device program): a rig runs learner code on a device,
not in a sandbox (see device/README.md), so this is one of its guards, not the only one.

It reads the code (ast), never runs it. It cannot see everything a program might do at run time:
whatever it misses fails on the board, with the traceback in the transcript.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

# The rp2 port's modules (MicroPython 1.2x, the board's firmware), less those the check refuses.
PICO_MODULES = {"array", "binascii", "builtins", "cmath", "collections", "errno", "hashlib", "heapq", "io",
                "json", "math", "random", "re", "struct", "sys", "time"}
# Reaching the board past the seam: pins, files, memory, threads, the device program.
BOARD_MODULES = {"machine", "rp2", "os", "uos", "micropython", "gc", "_thread", "select", "uctypes", "framebuf",
                 "network", "socket", "bluetooth", "vfs", "rigrun", "seam", "rigseam", "simworld", "config",
                 "rigversion", "boot", "main", "uasyncio", "asyncio"}
MODULE_NAMES = {
    "math": {"acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "ceil", "copysign", "cos", "cosh", "degrees",
             "e", "erf", "erfc", "exp", "expm1", "fabs", "factorial", "floor", "fmod", "frexp", "gamma", "inf",
             "isclose", "isfinite", "isinf", "isnan", "ldexp", "lgamma", "log", "log10", "log2", "modf", "nan", "pi",
             "pow", "radians", "sin", "sinh", "sqrt", "tan", "tanh", "tau", "trunc"},
    "random": {"choice", "getrandbits", "randint", "random", "randrange", "seed", "uniform"},
    "time": {"gmtime", "localtime", "mktime", "sleep", "sleep_ms", "sleep_us", "ticks_add", "ticks_cpu", "ticks_diff",
             "ticks_ms", "ticks_us", "time", "time_ns"},
    "collections": {"OrderedDict", "deque", "namedtuple"},
    "json": {"dump", "dumps", "load", "loads"},
    "sys": {"argv", "byteorder", "exc_info", "exit", "implementation", "maxsize", "platform", "print_exception",
            "version", "version_info", "stdout", "stderr"},
}
FIXES = {
    "math.hypot": "use math.sqrt(x * x + y * y)",
    "math.dist": "use math.sqrt((x1 - x2) ** 2 + (y1 - y2) ** 2)",
    "math.prod": "multiply in a loop",
    "math.fsum": "use sum()",
    "math.comb": "compute it with math.factorial",
    "math.isqrt": "use int(math.sqrt(n))",
    "random.Random": "use the module's own functions: random.seed(n), then random.random(), random.uniform(a, b)",
    "random.gauss": "draw from random.random() (e.g. Box-Muller) or drop the noise",
    "random.shuffle": "swap items yourself using random.randrange",
    "random.sample": "pick with random.randrange, without repeats",
    "time.perf_counter": "use time.ticks_us() and time.ticks_diff()",
    "time.monotonic": "use time.ticks_ms() and time.ticks_diff()",
    "collections.defaultdict": "use a dict and dict.get(key, default)",
    "collections.Counter": "count into a dict",
    "dataclasses": "write a plain class with an __init__",
    "typing": "drop the import (annotations themselves are fine on MicroPython)",
    "__future__": "drop it: MicroPython has no __future__",
    "functools": "write the function out (no lru_cache, reduce or partial on the Pico)",
    "itertools": "write the loop out (no itertools on the Pico)",
    "statistics": "compute the mean and spread yourself",
    "numpy": "use lists and loops",
    "fractions": "use floats",
    "decimal": "use floats",
    "enum": "use plain constants",
    "abc": "use a plain base class",
    "copy": "build the copy yourself (list(x), dict(x))",
}
REFUSED_BUILTINS = {"open", "exec", "eval", "compile", "__import__", "input", "globals", "breakpoint", "memoryview"}


@dataclass(frozen=True)
class Finding:
    line: int
    message: str

    def as_detail(self) -> dict:
        return {"loc": ["code", self.line], "msg": f"line {self.line}: {self.message}", "type": "micropython"}


def _fix(name: str) -> str:
    fix = FIXES.get(name)
    return f"; {fix}" if fix else ""


class _Checker(ast.NodeVisitor):
    def __init__(self):
        self.findings: list[Finding] = []
        self.aliases: dict[str, str] = {}    # a local name -> the module it is

    def say(self, node: ast.AST, message: str) -> None:
        self.findings.append(Finding(getattr(node, "lineno", 0), message))

    def _module(self, node: ast.AST, name: str) -> bool:
        top = name.split(".")[0]
        if top in BOARD_MODULES:
            self.say(node, f"`import {top}` reaches the board itself; on the rig your code gets only the `hw` seam")
        elif top not in PICO_MODULES:
            self.say(node, f"`{top}` is not in MicroPython on the Pico{_fix(top)}")
        else:
            return True
        return False

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if self._module(node, alias.name):
                self.aliases[alias.asname or alias.name] = alias.name

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if node.level or not self._module(node, module):
            return
        known = MODULE_NAMES.get(module)
        for alias in node.names:
            if known is not None and alias.name not in known:
                self.say(node, f"`{module}.{alias.name}` is not in MicroPython on the Pico{_fix(f'{module}.{alias.name}')}")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name) and node.value.id in self.aliases:
            module = self.aliases[node.value.id]
            known = MODULE_NAMES.get(module)
            if known is not None and node.attr not in known:
                self.say(node, f"`{module}.{node.attr}` is not in MicroPython on the Pico{_fix(f'{module}.{node.attr}')}")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr if isinstance(node.func, ast.Attribute) else ""
        keywords = {k.arg for k in node.keywords}
        if name == "deque":
            if "maxlen" in keywords:
                self.say(node, "deque takes no keywords on MicroPython; pass maxlen second: deque(items, 10)")
            elif len(node.args) < 2:
                self.say(node, "deque needs its maxlen on MicroPython: deque(items, 10)")
        if name == "print" and "flush" in keywords:
            self.say(node, "print() takes no flush= on MicroPython; drop it")
        if isinstance(node.func, ast.Name) and name in REFUSED_BUILTINS:
            self.say(node, f"`{name}()` is not run on the rig: your code gets only the `hw` seam")
        self.generic_visit(node)

    def visit_Match(self, node: ast.AST) -> None:
        self.say(node, "MicroPython has no match statement; use if and elif")
        self.generic_visit(node)


def micropython_findings(code: str) -> list[Finding]:
    """What will not run on the rig, line by line (empty when nothing was found)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return [Finding(0, "the code does not parse")]
    checker = _Checker()
    try:
        checker.visit(tree)
    except RecursionError:
        return [Finding(0, "the code is nested too deeply to run on the Pico")]
    seen, unique = set(), []
    for finding in sorted(checker.findings, key=lambda f: f.line):
        if (finding.line, finding.message) not in seen:
            seen.add((finding.line, finding.message))
            unique.append(finding)
    return unique
