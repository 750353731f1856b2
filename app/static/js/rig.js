// The submission page's rig section: "Replay on the rig", then the latest replay beside the
// simulated run of the same submission: both traces on the same charts (range, wheel speeds,
// duties), the rig's numbers, its verdict, and the full serial transcript. The API: POST
// /api/submissions/{id}/rig-runs, GET /api/rig-runs/{id}, GET /api/submissions/{id}/rig-runs.
// Everything the board sent is shown as text (h() never parses HTML): a hostile program's output
// cannot put markup in the page.
import { api, ApiError } from "./api.js";
import { h } from "./dom.js";
import { argsText, pyRepr } from "./format.js";
import { chartFigure, guidesOf, metricsList, numberText, timeChart } from "./runs.js";

const section = document.getElementById("rig");
const body = section?.querySelector(".rig-body");
const submissionId = section?.dataset.submission;
const COLOURS = { sim: "#8a94a6", rig: "#00838f", simRight: "#c2c8d2", rigRight: "#e08a00" };
const STATUS_TEXT = { queued: "Waiting for a rig…", running: "Running on the rig…" };
const VERDICT_TEXT = {
  completed: ["Ran on the rig", true], accepted: ["Same answers on the rig", true],
  wrong_answer: ["Different answers on the rig", false], runtime_error: ["Error on the rig", false],
  time_limit: ["Stopped by the rig", false], output_limit: ["Too much output", false],
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const list = (v) => (Array.isArray(v) ? v : []);
const finite = (v) => typeof v === "number" && Number.isFinite(v);

function points(ts, ys) {
  const out = [];
  const t = list(ts), y = list(ys);
  for (let i = 0; i < Math.min(t.length, y.length); i++) if (finite(t[i])) out.push({ x: t[i], y: finite(y[i]) ? y[i] : null });
  return out;
}

// One chart with the simulator's and the rig's series over the same time axis.
function compareChart(caption, label, yTitle, datasets, guides = [], yOptions = {}) {
  const [figure, canvas] = chartFigure(caption, label);
  const times = datasets.flatMap((d) => d.data.map((p) => p.x));
  const span = { t: times.length ? [Math.min(...times), Math.max(...times)] : [0, 1], episodes: [] };
  requestAnimationFrame(() => {
    if (window.Chart) timeChart(canvas, span, datasets, yTitle, () => {}, guides, yOptions);
    else figure.append(h("p", { class: "muted" }, "Charts could not be loaded."));
  });
  return figure;
}

function controllerView(run) {
  const tel = run.telemetry || {};
  const sim = run.simulated || {};
  const simData = (key) => points(sim.t_s, sim[key]);
  const rigData = (key) => points(tel.t_s, tel[key]);
  const hasSim = list(sim.t_s).length > 0;
  const line = (label, data, colour, dash) => ({ label, data, borderColor: colour, borderDash: dash });
  const charts = h("div", { class: "rig-charts" },
    compareChart("Range sensor", "Range reading over time, on the rig and in the simulator", "range (m)", [
      line("rig", rigData("range_m"), COLOURS.rig),
      hasSim ? line("simulator", simData("range_m"), COLOURS.sim, [6, 4]) : null,
    ].filter(Boolean), guidesOf(sim, "range_m"), { beginAtZero: true }),
    compareChart("Wheel speeds", "Wheel speeds over time, on the rig (from the encoders) and in the simulator", "speed (m/s)", [
      line("rig left", rigData("left_mps"), COLOURS.rig),
      line("rig right", rigData("right_mps"), COLOURS.rigRight),
      hasSim ? line("sim left", simData("left_mps"), COLOURS.sim, [6, 4]) : null,
      hasSim ? line("sim right", simData("right_mps"), COLOURS.simRight, [2, 3]) : null,
    ].filter(Boolean), guidesOf(sim, "speed_mps")),
    compareChart("Duties sent", "The duties the controller set on the rig, over time", "duty", [
      line("left", rigData("duty_left"), COLOURS.rig),
      line("right", rigData("duty_right"), COLOURS.rigRight, [6, 4]),
    ]));
  const scenario = run.scenario ? h("p", { class: "run-scenario" }, h("span", { class: "run-scenario-key" }, "Replayed"),
    `${run.example || "the first example"}: `, Object.entries(run.scenario).map(([k, v]) => h("span", { class: "run-setting" }, `${k.replace(/_/g, " ")} `, h("strong", {}, String(v))))) : null;
  const counts = tel.line_counts || {};
  const forged = counts.forged ? h("p", { class: "callout callout-warn" },
    `${counts.forged} line${counts.forged > 1 ? "s" : ""} printed to look like telemetry ${counts.forged > 1 ? "were" : "was"} not counted (they lacked this run's key).`) : null;
  return [scenario, metricsList(tel.metrics), forged,
    hasSim ? h("p", { class: "muted rig-note" }, "Solid: the rig. Dashed: the same example in our simulator.") :
      h("p", { class: "muted rig-note" }, "The simulator's run of this example could not be made; the rig's run alone is shown."),
    charts];
}

function functionView(run, entryPoint) {
  const rows = list(run.outputs).map((o) => h("tr", { class: o.passed ? "is-pass" : "is-fail" },
    h("td", {}, o.name),
    h("td", {}, h("code", {}, `${entryPoint}(${argsText(o.args || [])})`)),
    h("td", {}, h("code", {}, pyRepr(o.expected))),
    h("td", {}, o.got === null || o.got === undefined ? h("span", { class: "muted" }, o.message || "—") : h("code", {}, pyRepr(o.got))),
    h("td", {}, o.passed ? "✓" : h("span", { title: o.message || "" }, "✗"))));
  return [h("p", { class: "muted rig-note" }, "The examples and this submission's random cases, answered on the Pico (single-precision floats) and compared with ours."),
    h("div", { class: "rig-table-wrap" }, h("table", { class: "rig-table" },
      h("thead", {}, h("tr", {}, h("th", {}, "case"), h("th", {}, "call"), h("th", {}, "ours"), h("th", {}, "on the Pico"), h("th", {}, "match"))),
      h("tbody", {}, rows)))];
}

function runView(run, entryPoint) {
  const head = h("div", { class: "rig-head" }, h("strong", {}, `Replay #${run.id}`), run.rig ? h("span", { class: "muted" }, ` on ${run.rig}`) : null);
  if (run.status === "queued" || run.status === "running") {
    return h("div", { class: "rig-run" }, head, h("div", { class: "verdict verdict-pending" },
      h("span", { class: "spinner", "aria-hidden": "true" }), h("strong", {}, STATUS_TEXT[run.status])));
  }
  const parts = [head];
  if (run.status === "failed") {
    parts.push(h("div", { class: "callout callout-error", role: "alert" }, h("strong", {}, "The rig could not finish this replay"),
      h("p", {}, run.message || "The rig failed."), h("p", { class: "muted" }, "This is the rig's fault, not your code's.")));
  } else {
    const [label, good] = VERDICT_TEXT[run.verdict] || [run.verdict || "Done", true];
    parts.push(h("div", { class: `verdict ${good ? "verdict-good" : "verdict-bad"}`, role: "status" },
      h("span", { class: "verdict-icon", "aria-hidden": "true" }, good ? "✓" : "✗"),
      h("div", {}, h("strong", { class: "verdict-label" }, label), h("p", {}, run.message || ""))));
    parts.push(...(run.kind === "controller" ? controllerView(run) : functionView(run, entryPoint)));
  }
  parts.push(h("details", { class: "rig-transcript" }, h("summary", {}, "Serial transcript"),
    h("pre", { class: "code-view" }, run.transcript || "(empty)")));
  return h("div", { class: "rig-run" }, parts);
}

function render(listing, run, entryPoint, error) {
  const replayable = listing.replayable;
  const busy = run && (run.status === "queued" || run.status === "running");
  // The rig is for code that passed in the simulator; a failing one may still be replayed, on purpose.
  const passed = submissionVerdict === "accepted";
  const button = h("button", { type: "button", class: passed ? "btn btn-primary" : "btn btn-quiet", disabled: !replayable || busy || undefined },
    passed ? "Replay on the rig" : "Replay on the rig anyway");
  button.addEventListener("click", () => replay(entryPoint));
  const rigs = list(listing.rigs);
  const status = rigs.length ? h("ul", { class: "rig-status" }, rigs.map((r) => h("li", {},
    h("span", { class: `pill ${r.in_service ? "pill-good" : "pill-bad"}` }, r.in_service ? "in service" : "out of service"),
    ` ${r.name}`, r.in_service ? null : h("span", { class: "muted" }, ` — ${r.reason}`)))) : null;
  const errorBox = error ? h("div", { class: "callout callout-warn", role: "alert" }, h("strong", {}, "Not replayed"),
    h("ul", {}, error.split(/; (?=line \d+:)/).map((m) => h("li", {}, m)))) : null;
  body.replaceChildren(...[
    h("p", { class: "muted" }, "A passing simulation is evidence; the robot is the final test. Replay this submission on a Raspberry Pi Pico and compare."),
    h("div", { class: "rig-actions" }, button, replayable ? (passed ? null : h("span", { class: "muted" },
      "This submission did not pass in the simulator: fix it there first, where a crash costs nothing.")) : h("span", { class: "muted" }, listing.reason)),
    status, errorBox, run ? runView(run, entryPoint) : null].filter(Boolean));
}

async function follow(runId, entryPoint) {
  for (;;) {
    const [listing, run] = await Promise.all([api("GET", `/api/submissions/${submissionId}/rig-runs`), api("GET", `/api/rig-runs/${runId}`)]);
    render(listing, run, entryPoint, null);
    if (run.status !== "queued" && run.status !== "running") return;
    await sleep(500);
  }
}

async function replay(entryPoint) {
  try {
    const accepted = await api("POST", `/api/submissions/${submissionId}/rig-runs`, {});
    await follow(accepted.id, entryPoint);
  } catch (err) {
    const listing = await api("GET", `/api/submissions/${submissionId}/rig-runs`).catch(() => ({ replayable: false, reason: "", rigs: [] }));
    render(listing, null, entryPoint, err instanceof ApiError ? err.message : String(err));
  }
}

let submissionVerdict = null;

async function start() {
  const data = JSON.parse(document.getElementById("submission-data")?.textContent || "{}");
  submissionVerdict = data.submission?.verdict ?? null;
  const entryPoint = data.entry_point || "f";
  try {
    const listing = await api("GET", `/api/submissions/${submissionId}/rig-runs`);
    const latest = listing.runs[0];
    if (latest) await follow(latest.id, entryPoint);
    else render(listing, null, entryPoint, null);
  } catch (err) {
    body.replaceChildren(h("p", { class: "callout callout-error" }, err.message));
  }
}

if (section && body) start();
