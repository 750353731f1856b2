"""The grading harness: runs INSIDE the sandbox, standard library only (Python 3.11).

It reads one JSON job from stdin:
    {"code": str, "entry_point": str, "cases": [[args...], ...], "case_time_s": float,
     "stdout_cap_bytes": int, "value_cap_bytes": int, "keep_arguments": bool (optional)}
and writes its protocol as JSON lines on fd 3 (a pipe only the grader reads), never on stdout:
    {"record": "start"}                                   before any learner code runs
    {"record": "load", "status": ok|error|missing_entry_point|time_limit|memory_limit|output_limit,
     "message", "exception", "stdout", "plots", "time_s"}
    {"record": "case", "index": i, "status": ok|error|time_limit|memory_limit|output_limit,
     "value", "message", "stdout", "time_s", "plots"[, "mutated"]}  one per case, as each finishes
                                              ("mutated" with keep_arguments: did the call change its args?)
Nothing here is trusted by the grader: the learner's code shares this interpreter and can forge
anything on fd 3. The grader parses strictly and compares values outside, so forging gains nothing.

The kinds' own harnesses build on this one (grader/testsuite/harness.py for tests,
grader/controller/harness.py for controllers); all of them speak through grader/channel.py and
are sent into the sandbox as code objects (grader/sandbox_program.py).

Startup time is part of every submission's cost: `import json` or `import signal` pull in `re`
and `enum` (6-8 ms here), so this file uses the C modules `_signal` and `posix` directly.
"""

import builtins
import io
import posix
import sys
import time

import _signal

from grader.channel import encode_str, json_record, read_job, send

SOLUTION_FILE = "solution.py"
SOLUTION_MODULE = "solution"
PLOT_KINDS = ("line", "scatter", "bar", "step", "grid")
GRID_LEVELS = 255              # a grid cell is drawn as a grey level 0 (white) .. 255 (black)
MAX_GRID_CELLS = 40_000        # one grid, e.g. 200 x 200; counts against MAX_POINTS_PER_RUN
MAX_PLOTS_PER_PHASE = 20       # per case, and for the import; later calls are ignored
MAX_POINTS_PER_PLOT = 2000     # longer series are thinned evenly (a trajectory keeps its shape)
MAX_POINTS_PER_RUN = 50_000    # all plots of one run; later calls are ignored
MAX_LABEL_CHARS = 200
MAX_MESSAGE_CHARS = 1000
MAX_VALUE_DEPTH = 64
MAX_INT_BITS = 13_000          # ~3900 digits; Python refuses to print ints over 4300 digits
OVERTIME_REPEAT_S = 0.05       # after the limit, raise again this often if the learner swallows it
STRAY_REAP_S = 0.5
EXIT_OUT_OF_MEMORY = 71        # the harness itself could not allocate (the learner holds it all)

_type_name_of = type.__dict__["__name__"].__get__            # never a metaclass's __name__
_traceback_of = BaseException.__dict__["__traceback__"].__get__  # never a learner property


class TimeLimit(BaseException):
    """Raised inside learner code when the case's CPU time is up (not an Exception: `except
    Exception` in learner code does not swallow it)."""


class OutputLimit(BaseException):
    """Raised inside print() when a case has printed more than its share."""


class Rejected(Exception):
    """A return value the grader will not accept: status is `error` or `output_limit`."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status
        self.message = message


def type_name(obj):
    """`a float`, `an object`: the exact type's real name with its article."""
    name = _type_name_of(type(obj))
    return ("an " if name[:1] in "aeiouAEIOU" else "a ") + name


# ---------------------------------------------------------------- return values -> JSON text

def encode_value(value, cap_bytes):
    """JSON text of a return value, judged by exact type only: no learner __eq__, __repr__,
    __iter__ or __len__ ever runs, and a value that grows past the cap is abandoned early."""
    parts = []
    size = 0
    todo = [(value, 0)]
    while todo:
        item = todo.pop()
        text = item if type(item) is str else _encode_step(item, todo, cap_bytes - size)
        size += len(text)
        if size > cap_bytes:
            raise Rejected("output_limit", f"returned a value larger than {cap_bytes} bytes")
        parts.append(text)
    return "".join(parts)


def _encode_step(item, todo, budget):
    """Encode one value, or open one container and push its remaining work onto `todo`."""
    value, depth = item[0], item[1]
    kind = type(value)
    if value is None:
        return "null"
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        if value.bit_length() > MAX_INT_BITS:
            raise Rejected("output_limit", "returned an integer with thousands of digits")
        return int.__repr__(value)
    if kind is float:
        return _encode_float(value)
    if kind is str:
        if len(value) > budget:
            raise Rejected("output_limit", "returned a str too long to report")
        return encode_str(value)
    if depth >= MAX_VALUE_DEPTH:
        raise Rejected("error", f"returned a value nested more than {MAX_VALUE_DEPTH} levels deep")
    if kind is list or kind is tuple:
        if 2 * len(value) > budget:
            raise Rejected("output_limit", "returned a list too long to report")
        return _open_sequence(value, depth, todo)
    if kind is dict:
        if 6 * len(value) > budget:
            raise Rejected("output_limit", "returned a dict too large to report")
        return _open_dict(value, depth, todo)
    raise Rejected("error", f"returned {type_name(value)}; return numbers, tuples or lists")


def _encode_float(value):
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return float.__repr__(value)


def _open_sequence(value, depth, todo):
    items = list(value) if type(value) is list else value  # a snapshot: learner threads may mutate
    todo.append("]")
    for position in range(len(items) - 1, -1, -1):
        todo.append((items[position], depth + 1))
        if position:
            todo.append(",")
    return "["


def _open_dict(value, depth, todo):
    items = list(dict.items(value))
    todo.append("}")
    for position in range(len(items) - 1, -1, -1):
        key, item = items[position]
        if type(key) is not str:
            raise Rejected("error", f"returned a dict with {type_name(key)} key; use str keys")
        todo.append((item, depth + 1))
        todo.append(encode_str(key) + ":")
        if position:
            todo.append(",")
    return "{"


# ---------------------------------------------------------------- captured print()

class CappedText(io.TextIOBase):
    """sys.stdout and sys.stderr during one phase: keeps what fits, then raises OutputLimit."""

    encoding = "utf-8"

    def __init__(self, cap_bytes, drop_excess=False):
        super().__init__()
        self._parts = []
        self._room = cap_bytes
        self.exceeded = False
        # A controller prints as it drives, pass after pass: past the cap its output is cut,
        # not its run.
        self.drop_excess = drop_excess

    def write(self, text):
        text = str.__str__(text)  # a TypeError like a real stream's; a str subclass is copied
        data = text.encode("utf-8", "surrogatepass")
        if len(data) > self._room:
            if self.drop_excess:
                if self._room or not self.exceeded:
                    self._parts.append(data[: self._room].decode("utf-8", "ignore") + "\n[... output cut]\n")
                self._room, self.exceeded = 0, True
                return len(text)
            self._parts.append(data[: self._room].decode("utf-8", "ignore"))
            self._room = 0
            self.exceeded = True
            raise OutputLimit()
        self._parts.append(text)
        self._room -= len(data)
        return len(text)

    def writable(self):
        return True

    def getvalue(self):
        return "".join(self._parts)


# ---------------------------------------------------------------- plot()

class PlotRecorder:
    """Backs the builtin plot(): validates each call and keeps plain data for the grader."""

    def __init__(self):
        self.phase = []
        self.points_left = MAX_POINTS_PER_RUN

    def start_phase(self):
        self.phase = []

    def record(self, xs, ys, kind, label, xlabel, ylabel, logy):
        if type(kind) is not str or kind not in PLOT_KINDS:
            raise ValueError("plot: kind must be one of " + ", ".join(PLOT_KINDS))
        if type(logy) is not bool:
            raise TypeError(f"plot: logy must be True or False, not {type_name(logy)}")
        labels = [_label(name, text) for name, text in
                  (("label", label), ("xlabel", xlabel), ("ylabel", ylabel))]
        if kind == "grid":
            if ys is not None:
                raise TypeError("plot: a grid is plot(rows, kind=\"grid\"), with no ys")
            cells = grid_levels(xs)
            xs = ys = []
            size = sum(len(row) for row in cells)
        else:
            if ys is None:
                raise TypeError("plot: ys is missing (only kind=\"grid\" takes one argument)")
            xs, ys = _series("xs", xs), _series("ys", ys)
            if len(xs) != len(ys):
                raise ValueError(f"plot: xs has {len(xs)} values but ys has {len(ys)}")
            xs, ys, cells = _thin(xs), _thin(ys), None
            size = len(xs)
        if len(self.phase) >= MAX_PLOTS_PER_PHASE or size > self.points_left:
            return
        self.points_left -= size
        self.phase.append((xs, ys, kind, labels, logy, cells))

    def encode(self):
        return "[" + ",".join(_encode_plot(*plot) for plot in self.phase) + "]"


def _series(name, values):
    if type(values) not in (list, tuple, range):
        raise TypeError(f"plot: {name} must be a list of numbers, not {type_name(values)}")
    points = []
    for value in values:
        kind = type(value)
        if kind is float:
            points.append(value if value - value == 0 else None)  # NaN and inf leave a gap
        elif kind is int:
            points.append(float(value))
        elif value is None:
            points.append(None)
        else:
            raise TypeError(f"plot: {name} must contain numbers, found {type_name(value)}")
    return points


def grid_levels(rows):
    """A grid's rows (row 0 at the top) as grey levels 0..GRID_LEVELS, None kept for unknown.

    Values inside [0, 1] (booleans count) are drawn as they are: 0 white, 1 black. A grid with
    any value outside [0, 1] (a distance map, a cost map) is scaled from its smallest value
    (white) to its largest (black). NaN and None are unknown. Shared with the trusted side, so a
    picture the grader draws and a learner's plot() look alike.
    """
    if type(rows) not in (list, tuple) or not rows:
        raise TypeError(f"plot: a grid must be a non-empty list of rows, not {type_name(rows)}")
    width = None
    values = []
    for row in rows:
        if type(row) not in (list, tuple) or not row:
            raise TypeError("plot: every row of a grid must be a non-empty list of numbers")
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise ValueError("plot: every row of a grid must have the same length")
        if len(values) + width > MAX_GRID_CELLS:
            raise ValueError(f"plot: a grid may have at most {MAX_GRID_CELLS} cells")
        values.extend(_grid_value(value) for value in row)
    known = [v for v in values if v is not None]
    low, high = (min(known), max(known)) if known else (0.0, 1.0)
    if low >= 0.0 and high <= 1.0:
        low, high = 0.0, 1.0
    span = high - low or 1.0
    levels = [None if v is None else round((v - low) / span * GRID_LEVELS) for v in values]
    return [levels[i:i + width] for i in range(0, len(levels), width)]


def _grid_value(value):
    kind = type(value)
    if kind is bool or kind is int:
        return float(value)
    if kind is float:
        return value if value - value == 0 else None  # NaN and inf: unknown
    if value is None:
        return None
    raise TypeError(f"plot: a grid must contain numbers, found {type_name(value)}")


def _thin(points):
    if len(points) <= MAX_POINTS_PER_PLOT:
        return points
    last = len(points) - 1
    return [points[round(i * last / (MAX_POINTS_PER_PLOT - 1))] for i in range(MAX_POINTS_PER_PLOT)]


def _label(name, text):
    if text is None:
        return None
    if not isinstance(text, str):
        raise TypeError(f"plot: {name} must be a str, not {type_name(text)}")
    return str.__str__(text)[:MAX_LABEL_CHARS]


def _encode_plot(xs, ys, kind, labels, logy, cells):
    label, xlabel, ylabel = (("null" if text is None else encode_str(text)) for text in labels)
    return json_record({
        "xs": _encode_points(xs), "ys": _encode_points(ys), "kind": encode_str(kind),
        "label": label, "xlabel": xlabel, "ylabel": ylabel, "logy": "true" if logy else "false",
        "cells": "null" if cells is None else _encode_cells(cells),
    })


def _encode_cells(cells):
    return "[" + ",".join("[" + ",".join("null" if v is None else int.__repr__(v) for v in row) + "]"
                          for row in cells) + "]"


def _encode_points(points):
    return "[" + ",".join("null" if p is None else float.__repr__(p) for p in points) + "]"


def make_plot_builtin(recorder):
    def plot(xs, ys=None, kind="line", label=None, xlabel=None, ylabel=None, logy=False):
        """Draw xs against ys next to this case's result. kind: line, scatter, bar or step.

        plot(rows, kind="grid") draws a grid as a grey image, row 0 at the top (0 white, 1 black,
        None unknown); cell (row, col) sits at x = col, y = row, under the other plots."""
        recorder.record(xs, ys, kind, label, xlabel, ylabel, logy)

    return plot


# ---------------------------------------------------------------- CPU time limit

class CpuTimer:
    """Per-phase CPU limit (ITIMER_PROF: all threads, user and system time). Cooperative: the
    learner can disarm it, so the sandbox's RLIMIT_CPU and the grader's wall clock stay the bound."""

    def __init__(self):
        self.armed = False
        self.expired = False

    def on_signal(self, signum, frame):
        if self.armed:
            self.expired = True
            raise TimeLimit()

    def arm(self, seconds):
        self.expired = False
        self.armed = True
        _signal.setitimer(_signal.ITIMER_PROF, seconds, OVERTIME_REPEAT_S)

    def disarm(self):
        self.armed = False
        _signal.setitimer(_signal.ITIMER_PROF, 0, 0)


# ---------------------------------------------------------------- describing learner errors

def describe(exc):
    """`ExcType: message (line N)`, the line being the last one of solution.py on the way."""
    name = _type_name_of(type(exc))
    line = _solution_line(exc)
    if type(exc) in (SyntaxError, IndentationError, TabError) and exc.filename == SOLUTION_FILE:
        text, line = exc.msg, exc.lineno
    elif type(exc) is SystemExit:
        text = "sys.exit() was called; return a value instead of exiting"
    else:
        text = _exception_text(exc)
    message = f"{name}: {text}" if text else name
    if line:
        message += f" (line {line})"
    frames = _solution_frames(exc)
    if len(frames) > 1:  # the way there, outermost first, when it passed through several functions
        message += "".join(f"\n  line {lineno}, in {function}" for lineno, function in frames[-MAX_FRAMES:])
    return message[:MAX_MESSAGE_CHARS]


MAX_FRAMES = 8


def _solution_frames(exc):
    frames = []
    tb = _traceback_of(exc)
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == SOLUTION_FILE:
            frames.append((tb.tb_lineno, code.co_name))
        tb = tb.tb_next
    return frames


def _exception_text(exc):
    try:
        text = str(exc)  # may run the learner's __str__: we are still inside the timed window
    except (TimeLimit, OutputLimit):
        raise
    except BaseException:
        return ""
    return text if type(text) is str else ""


def _solution_line(exc):
    line = None
    tb = _traceback_of(exc)
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == SOLUTION_FILE:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


# ---------------------------------------------------------------- one phase: import or case

class Phase:
    """Runs one piece of learner code under the CPU timer with its own print() capture."""

    def __init__(self, harness):
        self.harness = harness
        self.stdout = CappedText(harness.stdout_cap_bytes)
        self.status, self.message, self.exception, self.value = "ok", "", "", "null"

    def run(self, action):
        harness = self.harness
        sys.stdout = sys.stderr = self.stdout
        harness.plots.start_phase()
        started = time.perf_counter()
        try:
            try:
                harness.timer.arm(harness.case_time_s)
                action(self)
            finally:
                harness.timer.disarm()
        except TimeLimit:
            harness.timer.disarm()  # in case it fired inside the first disarm()
            self.status = "time_limit"
        except OutputLimit:
            self.status = "output_limit"
        harness.check_still_the_harness()
        if harness.timer.expired:
            self.status = "time_limit"
        elif self.stdout.exceeded:
            self.status = "output_limit"
        self.time_s = time.perf_counter() - started
        if self.status != "ok":
            self.value = "null"
        harness.reap_strays()

    def fail(self, exc):
        """Record an exception raised by learner code (called while the timer still runs)."""
        if type(exc) is MemoryError:
            self.status, self.message = "memory_limit", ""
        else:
            self.status, self.message = "error", describe(exc)
        self.exception = _type_name_of(type(exc))

    def fields(self):
        return {
            "status": encode_str(self.status), "message": encode_str(self.message),
            "stdout": encode_str(self.stdout.getvalue()), "time_s": float.__repr__(self.time_s),
            "plots": self.harness.plots.encode(),
        }


class Harness:
    def __init__(self, job):
        self.code = job["code"]
        self.entry_point = job["entry_point"]
        self.cases = job["cases"]
        self.case_time_s = float(job["case_time_s"])
        self.stdout_cap_bytes = int(job["stdout_cap_bytes"])
        self.value_cap_bytes = int(job["value_cap_bytes"])
        self.keep_arguments = job.get("keep_arguments") is True
        self.pid = posix.getpid()
        self.timer = CpuTimer()
        self.plots = PlotRecorder()
        self.entry = None

    def check_still_the_harness(self):
        """A process the learner forked must not go on to run the harness's next steps."""
        if posix.getpid() != self.pid:
            posix._exit(0)

    def reap_strays(self):
        """As pid 1 of the sandbox's pid namespace, end whatever the learner forked in this phase
        (kill(-1) spares pid 1 itself) and reap it, so one case's fork bomb stays in that case."""
        if self.pid != 1:
            return
        try:
            posix.kill(-1, 9)
        except OSError:
            pass
        give_up = time.monotonic() + STRAY_REAP_S
        while True:
            try:
                pid, _ = posix.waitpid(-1, posix.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                if time.monotonic() > give_up:
                    return
                time.sleep(0.001)

    def load(self):
        phase = Phase(self)
        phase.run(self._import_solution)
        fields = {"record": '"load"', **phase.fields(), "exception": encode_str(phase.exception)}
        send(json_record(fields))
        return phase.status == "ok"

    def _import_solution(self, phase):
        module = type(sys)(SOLUTION_MODULE)
        module.__file__ = SOLUTION_FILE
        sys.modules[SOLUTION_MODULE] = module
        try:
            exec(compile(self.code, SOLUTION_FILE, "exec"), module.__dict__)
        except (TimeLimit, OutputLimit):
            raise
        except BaseException as exc:
            phase.fail(exc)
            return
        entry = module.__dict__.get(self.entry_point)
        if entry is None:
            phase.status = "missing_entry_point"
            phase.message = f"define a function named {self.entry_point}; your code has none"
        elif not callable(entry):
            phase.status = "missing_entry_point"
            phase.message = f"{self.entry_point} is {type_name(entry)}, not a function"
        else:
            self.entry = entry

    def run_cases(self, stop_at_time_limit=False):
        for index, args in enumerate(self.cases):
            if self.run_case(index, args) == "time_limit" and stop_at_time_limit:
                break  # Run: one example that loops is enough to see; the grader says the rest did not run

    def run_case(self, index, args):
        before = _snapshot(args) if self.keep_arguments else None  # outside the learner's CPU time
        phase = Phase(self)
        phase.run(lambda phase: self._call(phase, args))
        fields = {"record": '"case"', "index": str(index), **phase.fields(), "value": phase.value}
        if before is not None:
            fields["mutated"] = "false" if _snapshot(args) == before else "true"
        send(json_record(fields))
        return phase.status

    def _call(self, phase, args):
        try:
            value = self.entry(*args)
        except (TimeLimit, OutputLimit):
            raise
        except BaseException as exc:
            self.check_still_the_harness()
            phase.fail(exc)
            return
        self.check_still_the_harness()
        try:
            phase.value = encode_value(value, self.value_cap_bytes)
        except Rejected as rejected:
            phase.status, phase.message = rejected.status, rejected.message
        except MemoryError:
            phase.status, phase.message = "memory_limit", "MemoryError while reporting the value"


ARGUMENT_SNAPSHOT_CAP_BYTES = 8 * 1024 * 1024


def _snapshot(args):
    """The arguments as JSON text, to tell whether a call changed them in place; None when the
    learner has filled them with something that is no longer plain data (a change too)."""
    try:
        return encode_value(args, ARGUMENT_SNAPSHOT_CAP_BYTES)
    except (Rejected, MemoryError):
        return None


def serve(harness, after_load):
    """Every kind's harness ends here: the CPU timer's signal and plot() installed, the learner's
    code loaded, then `after_load()` (the cases, the tests, a controller's session), and the
    process ended without atexit hooks or waiting for the learner's threads."""
    _signal.signal(_signal.SIGPROF, harness.timer.on_signal)
    _signal.pthread_sigmask(_signal.SIG_UNBLOCK, {_signal.SIGPROF})  # a mask survives exec
    builtins.plot = make_plot_builtin(harness.plots)
    try:
        if harness.load():
            after_load()
    except MemoryError:
        posix._exit(EXIT_OUT_OF_MEMORY)
    posix._exit(0)


def main():
    send('{"record":"start"}')
    job = read_job(sys.stdin.buffer)
    harness = Harness(job)
    serve(harness, lambda: harness.run_cases(stop_at_time_limit=job.get("stop_at_time_limit") is True))


if __name__ == "__main__":
    main()
