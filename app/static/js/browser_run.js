// Run in the browser: the visible examples run in Pyodide in a dedicated Web Worker
// (python_worker.js), with the grader's own Python, so the server does no work for a Run.
// Loaded lazily once the page is usable. When Pyodide cannot load (no Worker or WebAssembly, too
// little memory, the problem's checker must stay on the server, `?run=server`, or the learner's
// setting localStorage["robot.run"] = "server"), Run goes to the server as before. Submit is
// always graded on the server: nothing computed here is trusted.
import { api } from "./api.js";

const LOAD_TIMEOUT_MS = 90000;
const STOP_GRACE_MS = 1000;  // how long an interrupted phase has to stop before the worker is ended
const SETTING = "robot.run";

export function browserRunWanted() {
  const query = new URLSearchParams(location.search).get("run");
  if (query === "server") return "switched off for this page (?run=server)";
  try {
    if (localStorage.getItem(SETTING) === "server") return "switched off in this browser's settings";
  } catch { /* storage blocked: the default holds */ }
  if (typeof Worker !== "function" || typeof WebAssembly !== "object") return "this browser has no Web Worker or WebAssembly";
  if (navigator.deviceMemory && navigator.deviceMemory < 1) return "this device has too little memory";
  return null;
}

// The bundle as the server wrote it: the worker hands this text to Python, so 3.0 stays a float.
async function bundleTextOf(slug) {
  const res = await fetch(`/api/problems/${slug}/browser-run`, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`the server answered ${res.status}`);
  return res.text();
}

// "Example 1 ran longer than 1 s, so Run stopped it in your browser."
const stoppedInPlace = (stops) => `${stops.join("; ")}, so Run stopped ${stops.length > 1 ? "them" : "it"} in your browser.`;

const runOut = (r) => ({ outcome: r.outcome, message: r.message, plots: r.plots || [], stdout: r.stdout || "",
                         examples: r.cases || [], verdict: r.verdict ?? null });

export class BrowserRunner {
  constructor(slug) {
    this.slug = slug;
    this.state = "idle";       // idle | loading | ready | unavailable
    this.reason = null;        // why it is unavailable
    this.python = null;        // the Python version Pyodide runs
    this.loadMs = null;
    this.ready = null;         // a promise of the worker being ready
    this.pending = null;       // the Run under way: {id, resolve, reject, timer, provisional}
    this.nextId = 1;
  }

  /** Starts loading (once); resolves true when runs can go to the browser. */
  start() {
    if (this.ready) return this.ready;
    const off = browserRunWanted();
    if (off) return (this.ready = Promise.resolve(this.unavailable(off)));
    this.state = "loading";
    this.ready = this.load().catch((err) => this.unavailable(`Python could not start in this browser (${err.message || err})`));
    return this.ready;
  }

  /** After an accepted submission: a checker that needed it solved may come to the browser now. */
  askAgain() {
    if (this.state !== "unavailable" || !this.serverSaidNo) return Promise.resolve(false);
    this.serverSaidNo = false;
    this.ready = null;
    this.state = "idle";
    return this.start();
  }

  unavailable(reason) {
    this.state = "unavailable";
    this.reason = reason;
    this.worker?.terminate();
    this.worker = null;
    return false;
  }

  async load() {
    if (!this.bundle) {
      const [runtime, bundleText] = await Promise.all([api("GET", "/api/browser-run/runtime"), bundleTextOf(this.slug)]);
      const bundle = JSON.parse(bundleText);
      if (!bundle.runs_in_browser) {
        this.serverSaidNo = true;  // maybe until a problem is solved: asked again after an accepted Submit
        return this.unavailable(bundle.reason);
      }
      this.runtime = runtime;
      this.bundle = bundle;
      this.bundleText = bundleText;
    }
    await this.startWorker();
    this.state = "ready";
    return true;
  }

  startWorker() {
    return new Promise((resolve, reject) => {
      const worker = new Worker("/static/js/python_worker.js", { type: "module" });
      const timer = setTimeout(() => { worker.terminate(); reject(new Error("it took too long to load")); }, LOAD_TIMEOUT_MS);
      worker.onmessage = (event) => {
        const m = event.data;
        if (m.type === "ready") {
          clearTimeout(timer);
          this.python = m.python;
          this.loadMs = m.load_ms;
          this.stopper = m.stopper ? new Int32Array(m.stopper) : null;
          this.worker = worker;
          worker.onmessage = (e) => this.onMessage(e.data);
          worker.onerror = (e) => this.crashed(e.message || "the worker stopped");
          resolve();
        } else if (m.type === "failed") {
          clearTimeout(timer);
          worker.terminate();
          reject(new Error(m.message));
        }
      };
      worker.onerror = (e) => { clearTimeout(timer); worker.terminate(); reject(new Error(e.message || "the worker failed")); };
      worker.postMessage({ type: "init", runtime: this.runtime });
    });
  }

  /** Runs the examples; resolves to a Run result like POST /run's, or rejects (then ask the server). */
  run(code) {
    if (this.state !== "ready" || this.pending) return Promise.reject(new Error("not ready"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, timer: null, provisional: null, phase: 0, mark: 0, stops: [] };
      this.worker.postMessage({ type: "run", id, bundle: this.bundleText, code });
    });
  }

  onMessage(m) {
    const run = this.pending;
    if (!run || m.id !== run.id) return;
    if (m.type === "phase" || m.type === "beat") {
      run.mark = m.mark;
      if (run.stopping) {  // it stopped, or had moved on as the page stopped it
        clearTimeout(run.grace);
        run.stopping = false;
      }
    }
    if (m.type === "phase") {
      clearTimeout(run.timer);
      run.provisional = m.provisional;
      run.phase += 1;
      run.label = m.label;
      run.limitS = m.limit_s ?? this.bundle.limits.time_s;
      if (m.provisional) run.timer = setTimeout(() => this.stop(run), run.limitS * 1000);
    } else if (m.type === "beat") {
      if (!run.provisional) return;
      clearTimeout(run.timer);
      run.limitS = m.limit_s;
      run.timer = setTimeout(() => this.stop(run), run.limitS * 1000);
    } else if (m.type === "result") {
      this.finish(run);
      const result = runOut(JSON.parse(m.result));
      const timedOut = result.verdict === "time_limit" || result.examples.some((c) => c.verdict === "time_limit");
      if (run.stops.length && timedOut) result.stopped = stoppedInPlace(run.stops);
      run.resolve(result);
    } else if (m.type === "error") {
      this.finish(run);
      run.reject(new Error(m.message));
    }
  }

  finish(run) {
    clearTimeout(run.timer);
    clearTimeout(run.grace);
    this.pending = null;
  }

  // A phase ran past the time limit. Where memory is shared, Python is interrupted in that phase
  // (grader/browser/interrupt.py) and the Run goes on as on the server; otherwise, or when that
  // phase is still running a moment later (its code caught the stop, or it is inside one long C
  // call), the worker is ended.
  stop(run) {
    if (this.stopper && !run.stopping) {
      run.stopping = true;
      run.stops.push(`${this.phaseName(run)} ran longer than ${run.limitS} s`);
      Atomics.store(this.stopper, 1, run.mark);
      Atomics.store(this.stopper, 0, 2);  // SIGINT
      run.grace = setTimeout(() => this.end(run), STOP_GRACE_MS);
      return;
    }
    this.end(run);
  }

  phaseName(run) {
    return run.label || (run.phase <= 1 ? "Loading your code" : `Example ${run.phase - 1}`);
  }

  // The worker is ended (the only sure way to stop Python running in it), the provisional result
  // shown, and a fresh worker started for the next Run.
  end(run) {
    this.finish(run);
    this.restart();
    const result = runOut(JSON.parse(run.provisional));
    const where = this.phaseName(run);
    result.stopped = `${where} ran longer than ${run.limitS} s, so Run stopped Python in your browser ` +
      "(the page stays usable; Python is restarting for your next Run).";
    run.resolve(result);
  }

  crashed(message) {
    const run = this.pending;
    if (run) this.finish(run);
    this.restart();
    run?.reject(new Error(`Python in your browser stopped: ${message}`));
  }

  // A fresh worker for the next Run; until it is ready, Run goes to the server.
  restart() {
    this.worker?.terminate();
    this.worker = null;
    this.state = "loading";
    this.ready = this.startWorker().then(() => { this.state = "ready"; return true; },
      (err) => this.unavailable(`Python could not restart in this browser (${err.message || err})`));
  }
}
