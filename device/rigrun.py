# The rig's runner (MicroPython): runs a learner's controller at 50 Hz, or a learner's function
# on given cases, and reports over the serial line in records that the host parses
# (grader/rig/records.py). One record a line, fields separated by single spaces:
#
#   @S <nonce> <kind> <version> <dt_ms> <count>            start (count: passes, or cases)
#   @T <nonce> <seq> <t_ms> <range_mm|-> <ticks_l> <ticks_r> <line|-> <bump> <duty_l> <duty_r> <update_us>
#                                                          one pass: readings, then the duties the
#                                                          controller left in force (per mille)
#   @O <nonce> <index> <json>                              a function's answer on case <index>
#   @X <nonce> <index> <message>                           its error on that case
#   @E <nonce> <status> <count> <message>                  the end: done | error | load_error |
#                                                          interrupted | too_slow
#   @H <nonce> ok <version> <range_mm|-> <ticks_l> <ticks_r>   the known-good health check
#
# Anything else on the line is the learner's own printing. The nonce comes with each job and
# lives only in these functions' locals, which the learner's code has no way to read: a line the
# learner prints to look like a record lacks it, and the host counts it as forged.
#
# The motors stop whatever happens: the run's end, an exception, Ctrl-C (KeyboardInterrupt).

import io
import json
import sys
import time

import rigseam
import seam

try:
    from rigversion import VERSION
except ImportError:
    VERSION = "dev"

PRINT_CAP_CHARS = 8192
SLOW_FACTOR = 1.5          # a run this much longer than planned (updates too slow) is ended
INF = float("inf")


def _emitter(nonce):
    write = sys.stdout.write

    def emit(kind, *fields):
        write("@%s %s %s\n" % (kind, nonce, " ".join(str(f) for f in fields)))
    return emit


def _printer(write):
    """The learner's print(): the same output, capped so printing cannot drown the telemetry."""
    left = [PRINT_CAP_CHARS]

    def learner_print(*args, sep=" ", end="\n", file=None):
        if left[0] <= 0:
            return
        text = sep.join([str(a) for a in args]) + end
        if len(text) > left[0]:
            text = text[:left[0]] + "\n[rig: further printing is dropped]\n"
        left[0] -= len(text)
        write(text)
    return learner_print


def _no_plot(*args, **kwargs):
    pass


def _encode(value):
    """JSON as the host's json.loads reads it, NaN and infinities included (json.dumps here
    would write nan and inf); floats at the board's own precision."""
    if isinstance(value, float):
        if value != value:
            return "NaN"
        if value in (INF, -INF):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ",".join([_encode(v) for v in value]) + "]"
    if isinstance(value, dict):
        return "{" + ",".join([json.dumps(str(k)) + ":" + _encode(v) for k, v in value.items()]) + "}"
    if value is None or isinstance(value, (bool, int, str)):
        return json.dumps(value)
    raise TypeError("the answer must be numbers, lists, tuples, dicts, strings or None, not %s" % type(value).__name__)


def _load(src, name):
    scope = {"__name__": "solution", "print": _printer(sys.stdout.write), "plot": _no_plot}
    exec(src, scope)
    if name not in scope:
        raise NameError("define %s at the top level of your code" % name)
    return scope[name]


def _one_line(exc):
    """`ZeroDivisionError: divide by zero (line 7)`, and the whole traceback printed for the transcript."""
    buffer = io.StringIO()
    sys.print_exception(exc, buffer)
    text = buffer.getvalue()
    sys.stdout.write(text)
    line = ""
    for row in text.split("\n"):
        at = row.find('"<string>", line ')
        if at >= 0:
            line = row[at + 17:].split(",")[0]
    name = type(exc).__name__
    message = str(exc)
    out = name + (": " + message if message else "")
    if line:
        out += " (line %s)" % line
    return out.replace("\n", " ")[:300]


def _record(hw, seq, update_us):
    r = hw.range_m()
    ticks = hw.ticks()
    line = hw.line()
    duty = hw.duties()
    return (seq, int(hw.now_s() * 1000), "-" if r is None else int(r * 1000), ticks[0], ticks[1],
            "".join([str(v) for v in line]) or "-", 1 if hw.bump() else 0,
            int(duty[0] * 1000), int(duty[1] * 1000), update_us)


def run_controller(src, duration_s, dt_s, nonce, world=None):
    emit = _emitter(nonce)
    ticks_ms, ticks_us, ticks_diff, ticks_add = time.ticks_ms, time.ticks_us, time.ticks_diff, time.ticks_add
    dt_ms = int(dt_s * 1000 + 0.5)
    passes = int(duration_s / dt_s + 0.5)
    give_up_ms = int(duration_s * 1000 * SLOW_FACTOR) + 1000
    hw = rigseam.make_hardware(world)
    status, done, message = "done", 0, ""
    emit("S", "controller", VERSION, dt_ms, passes)
    try:
        try:
            robot = _load(src, "Robot")(seam.learner_view(hw))
        except Exception as exc:
            status, message = "load_error", _one_line(exc)
            return
        start = ticks_ms()
        due = start
        for seq in range(passes):
            due = ticks_add(due, dt_ms)
            wait = ticks_diff(due, ticks_ms())
            if wait > 0:
                time.sleep_ms(wait)
            elif ticks_diff(ticks_ms(), start) > give_up_ms:
                status, message = "too_slow", "update() took longer than a pass, run after run"
                return
            hw.sample()
            began = ticks_us()
            try:
                robot.update(dt_s)
            except Exception as exc:
                status, message = "error", _one_line(exc)
                return
            emit("T", *_record(hw, seq, ticks_diff(ticks_us(), began)))
            done += 1
    except KeyboardInterrupt:
        status, message = "interrupted", "stopped by the host (Ctrl-C)"
    finally:
        hw.stop()
        emit("E", status, done, message)


def run_function(src, entry_point, cases_json, nonce):
    emit = _emitter(nonce)
    cases = json.loads(cases_json)
    status, done, message = "done", 0, ""
    emit("S", "function", VERSION, 0, len(cases))
    try:
        try:
            function = _load(src, entry_point)
        except Exception as exc:
            status, message = "load_error", _one_line(exc)
            return
        for index in range(len(cases)):
            try:
                answer = _encode(function(*cases[index]))
            except Exception as exc:
                emit("X", index, _one_line(exc))
            else:
                emit("O", index, answer)
            done += 1
    except KeyboardInterrupt:
        status, message = "interrupted", "stopped by the host (Ctrl-C)"
    finally:
        emit("E", status, done, message)


def selftest(nonce, world=None):
    """The known-good program of the health check: the seam answers and the motors stop."""
    emit = _emitter(nonce)
    hw = rigseam.make_hardware(world)
    try:
        hw.set_duty(0.0, 0.0)
        hw.sample()
        r = hw.range_m()
        ticks = hw.ticks()
        emit("H", "ok", VERSION, "-" if r is None else int(r * 1000), ticks[0], ticks[1])
    finally:
        hw.stop()
