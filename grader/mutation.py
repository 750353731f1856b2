"""Mutation analysis of a problem's hidden cases: do they tell our reference from every small
change of it?

The reference solution's code (the entry point and every function of the `reference` package it
reaches) is mutated with the usual operators, one change per mutant: relational and arithmetic
swaps, constants nudged and thresholds scaled, loop bounds off by one, `and`/`or`, swapped
arguments of two-argument calls (atan2, cross products), a wrap or clamp removed, floor / int /
round exchanged, a returned pair swapped. Each mutant answers the problem's examples and hidden
cases in this process (trusted code, never the sandbox) and is judged by the problem's checker
against the real reference: a wrong answer, an exception or a time-out kills it.

A survivor is then looked for a witness: an input from the problem's generator (and from its
optional `generate_edges(rng)`, which puts inputs on the boundaries the statement names) on which
the mutant's answer fails the checker. A survivor with a witness is a missing case; a survivor
without one may be equivalent, and is only counted. An author silences a witnessed survivor that
the statement allows by listing its id under `equivalent_mutants` in problem.yaml, with a reason.

Why not mutmut or cosmic-ray: they mutate files on disk and run a test command per mutant (a
process each, seconds a mutant); here thousands of mutants of a few functions are judged by the
problem's own checker in one process, in milliseconds each.
"""

from __future__ import annotations

import ast
import copy
import inspect
import math
import random
import signal
import sys
import textwrap
import threading
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from grader.cases import Case, as_json_args, call_trusted, example_cases, hidden_cases
from grader.checkers import check_output

MUTANT_TIME_FACTOR = 4.0     # a mutant may take this many times the reference's time over all the
MUTANT_TIME_MIN_S = 0.5      #   cases (and at least this); slower counts as killed (a time-out)
MAX_MUTANTS = 250            # per problem; past it, every k-th mutant is judged (and the report says so)
REFERENCE_PACKAGE = "reference"


@dataclass(frozen=True)
class Mutant:
    id: str                  # module.function:line:operator#n, stable while the code is
    function: Callable[..., Any]
    description: str         # "line 41: `p >= top - tolerance` -> `p > top - tolerance`"
    tree: ast.Module         # the function's source with the one change
    line: int = 0            # in the function's file


@dataclass
class Survivor:
    mutant: Mutant
    witness: list[Any] | None = None
    expected: Any = None
    got: Any = None


@dataclass
class MutationReport:
    mutants: int = 0
    killed: int = 0
    survivors: list[Survivor] | None = None
    sampled_from: int = 0    # how many mutants there were, when only every k-th was judged

    @property
    def missing_cases(self) -> list[Survivor]:
        return [s for s in self.survivors or [] if s.witness is not None]


# ---------------------------------------------------------------- which code is the reference's

def reachable_functions(entry: Callable[..., Any]) -> list[types.FunctionType]:
    """The entry point and every function of the problem's reference module or of the
    `reference` package that it names, directly or through them, in the order found."""
    home = entry.__module__
    found: list[types.FunctionType] = []
    todo = [entry]
    while todo:
        function = inspect.unwrap(todo.pop(0))
        if not isinstance(function, types.FunctionType) or function in found:
            continue
        found.append(function)
        named = [function.__globals__.get(name) for name in _names_used(function)]
        for target in [*named, *_attributes_used(function)]:
            if isinstance(target, type) and _ours(target.__module__, home):
                todo.extend(_methods(target))  # a class of ours: what its methods do is the reference's too
                continue
            target = inspect.unwrap(target) if callable(target) and not isinstance(target, type) else target
            if isinstance(target, types.FunctionType) and _ours(target.__module__, home):
                todo.append(target)
    return found


def _methods(cls: type) -> list[types.FunctionType]:
    methods = []
    for value in vars(cls).values():
        value = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
        if isinstance(value, types.FunctionType) and "super" not in value.__code__.co_names:
            methods.append(value)
    return methods


def _ours(module: str, home: str) -> bool:
    return module == home or module == REFERENCE_PACKAGE or module.startswith(REFERENCE_PACKAGE + ".")


def _function_tree(function: types.FunctionType) -> ast.Module | None:
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return None


def _names_used(function: types.FunctionType) -> set[str]:
    tree = _function_tree(function)
    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)} if tree else set()


def _attributes_used(function: types.FunctionType) -> Iterator[Any]:
    """`module.function` references, as in `histogram.sense(...)`."""
    tree = _function_tree(function)
    for node in ast.walk(tree) if tree else ():
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            owner = function.__globals__.get(node.value.id)
            if isinstance(owner, types.ModuleType) and _ours(owner.__name__, function.__module__):
                yield getattr(owner, node.attr, None)


# ---------------------------------------------------------------- the operators

RELATIONAL = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
              ast.NotEq: ast.Eq}
ARITHMETIC = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult,
              ast.FloorDiv: ast.Div, ast.Mod: ast.FloorDiv, ast.Pow: ast.Mult}
SWAPPED_CALLS = {"atan2", "cross", "hypot", "dot", "cross2", "cross_product", "signed_area"}
UNWRAPPED_CALLS = {"wrap", "wrap_angle", "wrap_to_pi", "clamp", "clip", "normalise", "normalize", "abs"}
ROUNDINGS = ("floor", "int", "round", "ceil")


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _changes(node: ast.AST) -> Iterator[tuple[str, Callable[[], ast.AST]]]:
    """Every single change of `node` itself: (operator name, a function making the new node)."""
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in RELATIONAL:
        new_op = RELATIONAL[type(node.ops[0])]
        yield f"{type(node.ops[0]).__name__}->{new_op.__name__}", lambda: ast.Compare(
            node.left, [new_op()], node.comparators)
    if isinstance(node, ast.BinOp) and type(node.op) in ARITHMETIC:
        new_op = ARITHMETIC[type(node.op)]
        yield f"{type(node.op).__name__}->{new_op.__name__}", lambda: ast.BinOp(node.left, new_op(), node.right)
    if isinstance(node, ast.AugAssign) and type(node.op) in ARITHMETIC:
        yield "augmented->assigned", lambda: ast.Assign([node.target], node.value, lineno=node.lineno)
    if isinstance(node, ast.BoolOp):
        other = ast.Or if isinstance(node.op, ast.And) else ast.And
        yield f"{type(node.op).__name__}->{other.__name__}", lambda: ast.BoolOp(other(), node.values)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Not)):
        yield f"{type(node.op).__name__}-dropped", lambda: node.operand
    if isinstance(node, ast.Constant) and type(node.value) in (int, float) and not isinstance(node.value, bool):
        yield from _constant_changes(node)
    if isinstance(node, ast.Call):
        yield from _call_changes(node)
    if isinstance(node, ast.Return) and isinstance(node.value, (ast.Tuple, ast.List)) and len(node.value.elts) >= 2:
        def swapped() -> ast.AST:
            elts = list(node.value.elts)
            elts[0], elts[1] = elts[1], elts[0]
            return ast.Return(type(node.value)(elts, ast.Load()))
        yield "returned-pair-swapped", swapped


def _constant_changes(node: ast.Constant) -> Iterator[tuple[str, Callable[[], ast.AST]]]:
    value = node.value
    if isinstance(value, int):
        yield "constant+1", lambda: ast.Constant(value + 1)
        if value != 0:
            yield "constant-1", lambda: ast.Constant(value - 1)
    elif value != 0 and math.isfinite(value):
        yield "constant*10", lambda: ast.Constant(value * 10)   # a threshold far looser (or a tolerance)
        yield "constant/2", lambda: ast.Constant(value / 2)
    else:
        yield "zero->small", lambda: ast.Constant(1e-6)


def _call_changes(node: ast.Call) -> Iterator[tuple[str, Callable[[], ast.AST]]]:
    name = _name(node.func)
    args = node.args
    if name in SWAPPED_CALLS and len(args) >= 2 and not node.keywords:
        def swapped() -> ast.AST:
            new = list(args)
            new[-1], new[-2] = new[-2], new[-1]
            return ast.Call(node.func, new, [])
        yield f"{name}-arguments-swapped", swapped
    if name in UNWRAPPED_CALLS and len(args) >= 1:
        yield f"{name}-removed", lambda: args[0]
    if name in ("min", "max") and len(args) == 2 and not node.keywords:
        yield f"{name}-first-only", lambda: args[0]
        yield f"{name}-second-only", lambda: args[1]
    if name in ROUNDINGS and len(args) == 1:
        for other in ROUNDINGS:
            if other != name:
                func = ast.Attribute(ast.Name("math", ast.Load()), other, ast.Load()) if other in ("floor", "ceil") \
                    else ast.Name(other, ast.Load())
                yield f"{name}->{other}", lambda func=func: ast.Call(func, args, [])
    if name == "range" and args:
        last = args[-1]
        yield "range-end+1", lambda: ast.Call(node.func, [*args[:-1], ast.BinOp(last, ast.Add(), ast.Constant(1))], [])
        yield "range-end-1", lambda: ast.Call(node.func, [*args[:-1], ast.BinOp(last, ast.Sub(), ast.Constant(1))], [])
    if name in ("sorted", "reversed") and len(args) == 1 and not node.keywords:
        yield f"{name}-dropped", lambda: ast.Call(ast.Name("list", ast.Load()), args, [])


class _ChangeOne(ast.NodeTransformer):
    """Applies the `target`-th change found in a walk of the tree, and only that one."""

    def __init__(self, target: int):
        self.target, self.seen, self.applied = target, 0, None

    def generic_visit(self, node: ast.AST) -> ast.AST:
        for operator, make in _changes(node):
            if self.seen == self.target:
                self.applied = (operator, getattr(node, "lineno", 0), node)
                self.seen += 1
                new = make()
                return ast.copy_location(new, node)
            self.seen += 1
        return super().generic_visit(node)


def _is_docstring(node: ast.AST) -> bool:
    return isinstance(node, ast.Expr) and isinstance(getattr(node, "value", None), ast.Constant)


def mutants_of(function: types.FunctionType) -> list[Mutant]:
    tree = _function_tree(function)
    if tree is None:
        return []
    definition = tree.body[0]
    definition.decorator_list = [d for d in definition.decorator_list if _name(d) != "lru_cache"]
    body = [node for node in definition.body if not _is_docstring(node)]
    definition.body = body or definition.body
    first_line = function.__code__.co_firstlineno
    source_lines = inspect.getsource(function).splitlines()
    mutants, counts = [], {}
    index = 0
    while True:
        changed = copy.deepcopy(tree)
        changer = _ChangeOne(index)
        changer.visit(changed.body[0])
        if changer.applied is None:
            return mutants
        operator, line, original = changer.applied
        key = (line, operator)
        counts[key] = counts.get(key, 0) + 1
        absolute = first_line + line - 1
        before = source_lines[line - 1].strip() if 0 < line <= len(source_lines) else ast.unparse(original)
        after = _changed_node(original, operator)
        mutants.append(Mutant(
            id=f"{function.__module__}.{function.__qualname__}:{absolute}:{operator}#{counts[key]}",
            function=function, tree=ast.fix_missing_locations(changed), line=absolute,
            description=f"{function.__module__} line {absolute}: `{before}` with {ast.unparse(original)!r} -> {after!r}"))
        index += 1


def _changed_node(original: ast.AST, operator: str) -> str:
    for name, make in _changes(original):
        if name == operator:
            return ast.unparse(ast.fix_missing_locations(ast.copy_location(make(), original)))
    return "?"


# ---------------------------------------------------------------- running a mutant

@contextmanager
def installed(mutant: Mutant, home: str):
    """The mutant in place of its function, wherever a module of ours (the `reference` package,
    or the problem's own module `home`) holds it by name."""
    original = mutant.function
    namespace = dict(original.__globals__)
    exec(compile(mutant.tree, original.__code__.co_filename, "exec"), namespace)
    replacement = namespace[original.__name__]
    patched: list[tuple[Any, str, Any]] = []
    for module in list(sys.modules.values()):
        values = getattr(module, "__dict__", None)
        if not isinstance(values, dict) or not _ours(getattr(module, "__name__", ""), home):
            continue
        for name, value in list(values.items()):
            if value is original:
                patched.append((module, name, value))
            elif isinstance(value, type) and value.__module__ == module.__name__:
                patched += [(value, attr, held) for attr, held in vars(value).items() if _holds(held, original)]
    for owner, name, held in patched:
        setattr(owner, name, _like(held, replacement))
    try:
        yield
    finally:
        for owner, name, held in patched:
            setattr(owner, name, held)


def _holds(value: Any, function: types.FunctionType) -> bool:
    return value is function or (isinstance(value, (staticmethod, classmethod)) and value.__func__ is function)


def _like(held: Any, replacement: types.FunctionType) -> Any:
    return type(held)(replacement) if isinstance(held, (staticmethod, classmethod)) else replacement


class _OutOfTime(BaseException):
    pass


@contextmanager
def _time_limit(seconds: float):
    if threading.current_thread() is not threading.main_thread():
        yield  # signals only reach the main thread; the caller's own limits apply
        return

    def expire(signum, frame):
        raise _OutOfTime()

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _fails(problem, args: list[Any], expected: Any) -> tuple[bool, Any]:
    """(the mutant's answer fails the checker, that answer) for one case, the mutant installed."""
    try:
        got = call_trusted(problem.solve, args)
    except _OutOfTime:
        raise
    except Exception:
        return True, "raised"
    passed, _ = check_output(problem.spec.checker, args, expected, got, problem.custom_check)
    return not passed, got


def _killed(problem, mutant: Mutant, cases: list[tuple[list[Any], Any]], limit_s: float) -> bool:
    try:
        with installed(mutant, problem.reference.__name__), _time_limit(limit_s):
            return any(_fails(problem, args, expected)[0] for args, expected in cases)
    except _OutOfTime:
        return True
    except Exception:  # the mutant does not even compile or install: nothing to learn from it
        return True


def witness_inputs(problem, seed: int) -> list[tuple[list[Any], Any]]:
    """Inputs to tell survivors apart, with our answers: from `generate_edges(rng)` (the problem's
    boundary-biased generator, if it has one) and `generate(rng)`: the problem's `witness_inputs`
    of each (a fixed number: what validate finds must not depend on the machine's speed)."""
    makers = [getattr(problem.reference, name, None) for name in ("generate_edges", "generate")]
    rng = random.Random(seed)
    judged = []
    for _ in range(problem.spec.witness_inputs):
        for make in filter(callable, makers):
            try:
                args = as_json_args(make(rng))
                judged.append((args, call_trusted(problem.solve, args)))
            except Exception:
                continue
    return judged


def executed_lines(problem, inputs: list[list[Any]], functions: list[types.FunctionType]) -> set[tuple[str, int]]:
    """(file, line) of every line of `functions` that the reference runs on some input: a change
    on a line no input reaches can be neither killed nor witnessed, so it is not tried."""
    codes = {function.__code__ for function in functions}
    seen: set[tuple[str, int]] = set()

    def tracer(frame, event, arg):
        if frame.f_code not in codes:
            return None
        def lines(frame, event, arg):
            if event == "line":
                seen.add((frame.f_code.co_filename, frame.f_lineno))
            return lines
        return lines(frame, event, arg)

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        for args in inputs:
            try:
                call_trusted(problem.solve, args)
            except Exception:
                continue
    finally:
        sys.settrace(previous)
    return seen


def _witness(problem, mutant: Mutant, inputs: list[tuple[list[Any], Any]], limit_s: float) -> Survivor:
    survivor = Survivor(mutant)
    try:
        with installed(mutant, problem.reference.__name__), _time_limit(limit_s):
            for args, answer in inputs:
                failed, got = _fails(problem, args, answer)
                if failed:
                    survivor.witness, survivor.expected, survivor.got = args, answer, got
                    return survivor
    except _OutOfTime:
        pass
    return survivor


def analyse(problem, seed: int = 1) -> MutationReport:
    """Every mutant of the reference, on a line some input runs, against the problem's examples
    and hidden cases (named and random for `seed`); survivors searched for a witness among the
    generated inputs; listed equivalents excepted."""
    cases: list[Case] = example_cases(problem) + hidden_cases(problem, seed)
    started = time.perf_counter()
    judged = [(case.args, call_trusted(problem.solve, case.args)) for case in cases]
    limit_s = max(MUTANT_TIME_MIN_S, MUTANT_TIME_FACTOR * (time.perf_counter() - started))
    inputs = witness_inputs(problem, 10_000 + seed)
    functions = reachable_functions(problem.solve)
    reached = executed_lines(problem, [args for args, _ in judged + inputs], functions)
    equivalent = {item.id for item in problem.spec.equivalent_mutants}
    mutants = [m for f in functions for m in mutants_of(f)
               if m.id not in equivalent and (f.__code__.co_filename, m.line) in reached]
    report = MutationReport(survivors=[])
    if len(mutants) > MAX_MUTANTS:
        report.sampled_from = len(mutants)
        step = len(mutants) / MAX_MUTANTS
        mutants = [mutants[int(i * step)] for i in range(MAX_MUTANTS)]
    witness_limit_s = limit_s * max(1.0, len(inputs) / max(len(judged), 1))
    for mutant in mutants:
        report.mutants += 1
        if _killed(problem, mutant, judged, limit_s):
            report.killed += 1
        else:
            report.survivors.append(_witness(problem, mutant, inputs, witness_limit_s))
    return report
