// A dedicated Web Worker holding Pyodide (CPython on WebAssembly, vendored under
// /static/vendor/pyodide): Run on the visible examples, with the grader's own Python modules
// (GET /api/browser-run/runtime) and the problem's bundle (GET /api/problems/{slug}/browser-run).
// The page owns the clock: it ends this worker when a phase runs past the time limit, and shows
// the last `phase` message's provisional result (see grader/browser/in_browser.py).
//
// In:  {type: "init", runtime}  then  {type: "run", id, bundle, code}, `bundle` the served JSON
//      text as it came (parsed by JavaScript, 3.0 would reach Python as the int 3)
// Out: {type: "ready", python, load_ms, stopper} | {type: "failed", message}
//      {type: "phase", id, mark, provisional, limit_s, label}  before each phase (the import, each
//        example or scenario); limit_s and label null for a function problem (its time_s)
//      {type: "beat", id, mark, limit_s}  a controller's passes go by: the page's clock starts again
//      `stopper`: where the page is cross-origin isolated, a SharedArrayBuffer to stop a phase in place
//        (Int32Array: [0] Pyodide's interrupt buffer, [1] the `mark` of the message whose phase the
//        page stops; grader/browser/interrupt.py), else null
//      {type: "result", id, result} | {type: "error", id, message}: results as JSON text too
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

let pyodide = null;
let runners = new Map(); // slug@version -> {runner, memoryMib}: that problem's Python runner and limit

// The memory cap a browser gives no API for. Pyodide's heap grows only through
// WebAssembly.Memory's grow() (emscripten's growMemory), which catches a throw and fails the
// allocation: Python raises MemoryError, reported as the server reports its memory limit. The
// heap never shrinks, so the cap is on growth past what Pyodide and the problems' bundles
// themselves hold (baseBytes): the learner's data gets the problem's memory_mib in each Run.
const MIB = 1024 * 1024;
let baseBytes = 0;
let stopper = null; // see `stopper` above
let mark = 0;       // counts this worker's phase and beat messages
let capBytes = Infinity;
const heapBytes = () => pyodide._module.HEAPU8.length;
const growHeap = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function (pages) {
  if (this.buffer.byteLength + pages * 65536 > capBytes) throw new RangeError("past the problem's memory limit");
  return growHeap.call(this, pages);
};

// Loads modules as the sandbox's bootstrap does: each a module object in sys.modules, a dotted
// name also an attribute of its parent, run from the source under the file name it is shown as.
const LOADER = `
import sys
def _load(name, file, source):
    module = type(sys)(name)
    module.__file__ = file
    sys.modules[name] = module
    parent, _, attr = name.rpartition(".")
    if parent:
        setattr(sys.modules.setdefault(parent, type(sys)(parent)), attr, module)
    exec(compile(source, file, "exec"), module.__dict__)
    return module
`;

function loadModule(mod) {
  pyodide.globals.get("_load")(mod.name, mod.file, mod.source);
}

async function init(runtime) {
  const started = performance.now();
  pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href, stdout: () => {}, stderr: () => {} });
  pyodide.runPython(LOADER);
  for (const mod of runtime.modules) {
    loadModule(mod);
    if (mod.name === "grader.browser.shims") {
      pyodide.runPython("import sys; sys.modules['grader.browser.shims'].install")(pyodide.toPy(runtime.verdict_severity));
    }
  }
  baseBytes = heapBytes();
  if (self.crossOriginIsolated && typeof SharedArrayBuffer === "function") {
    stopper = new Int32Array(new SharedArrayBuffer(8));
    pyodide.setInterruptBuffer(stopper.subarray(0, 1));
    pyodide.runPython("import sys; sys.modules['grader.browser.interrupt'].install")(() => Atomics.load(stopper, 1) === mark);
  }
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  postMessage({ type: "ready", python, load_ms: Math.round(performance.now() - started), stopper: stopper && stopper.buffer });
}

// A problem's cut-out checker modules go in under their real names (problem_check,
// reference.x) only while its runner is made, then out of sys.modules again: the learner's code
// finds no `reference` package, as in the sandbox.
function runnerFor(bundleText) {
  const bundle = JSON.parse(bundleText);
  const key = `${bundle.slug}@${bundle.version}`;
  if (!runners.has(key)) {
    const before = heapBytes();
    capBytes = Infinity;
    // a simulator kind's grader modules, then the course's simulator its scenario code imports
    for (const mod of bundle.grader_modules || []) loadModule(mod);
    for (const pkg of bundle.packages || []) {
      pyodide.runPython("import sys; sys.modules['grader.browser.packages'].load_package")(pkg.name, pyodide.toPy(pkg.modules));
    }
    for (const mod of bundle.modules) loadModule(mod);
    const make = pyodide.runPython("import sys; lambda name: sys.modules[name].runner")(bundle.runner || "grader.browser.in_browser");
    runners.set(key, { runner: make(bundleText), memoryMib: bundle.limits.memory_mib });
    pyodide.runPython(`
import sys
for _name in [n for n in sys.modules if n == "problem_check" or n == "reference" or n.startswith("reference.")]:
    del sys.modules[_name]
`);
    baseBytes += heapBytes() - before;
  }
  const { runner, memoryMib } = runners.get(key);
  capBytes = baseBytes + memoryMib * MIB;
  return runner;
}

function run({ id, bundle, code }) {
  const runner = runnerFor(bundle);
  // a phase starts (with the result to show if the page stops it), or a beat: passes go by
  const report = (record, provisional, limitS, label) => postMessage(record === "beat"
    ? { type: "beat", id, mark: ++mark, limit_s: limitS }
    : { type: "phase", id, mark: ++mark, provisional: provisional || null, limit_s: limitS ?? null, label: label || null });
  try {
    postMessage({ type: "result", id, result: runner.run(code, report) });
  } finally {
    capBytes = Infinity;
  }
}

onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    try {
      await init(message.runtime);
    } catch (err) {
      postMessage({ type: "failed", message: String(err && err.message || err) });
    }
  } else if (message.type === "run") {
    try {
      run(message);
    } catch (err) {
      postMessage({ type: "error", id: message.id, message: String(err && err.message || err) });
    }
  }
};
