// Controller runs: what the robot did in each scenario, drawn from the trace a controller case
// carries in `run` (its fields are documented at the top of grader/controller/trace.py).
//
// - runPanel(c): the body of one case card: the scenario's metrics, the arena from above (SVG, y up,
//   equal scales) and the range and wheel speeds over time (Chart.js, drawn when first shown).
//   Its replay (replay.js): a time slider that moves the robot and its sensor's ray along the path and
//   marks the moment on both charts.
// - runList(cases, makeCard): a whole controller submission: an overview strip of small arenas,
//   then one card per scenario, failing first, only the first (failing) one open.
//
// One optional field beyond trace.py's: run.guides = {"range_m": [{"y": 0.25, "label": "stop mark"}],
// "speed_mps": [{"y": 0.3, "label": "limit"}]} draws dashed lines at the values a problem judges against.
//
// rig.js (a replay on the Pico test rig, beside the simulated run) draws with the exported helpers:
// timeChart, chartFigure, guidesOf, metricsList, numberText.
import { h } from "./dom.js";
import { replayer } from "./replay.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const U = 100;              // SVG user units per metre
const PAD_M = 0.07;         // floor shown around the drawing
const GRID_M = 0.5;
const Y_AXIS_PX = 60;      // a time chart's value axis, ticks and title
const COLOURS = { path: "#1f5fd6", range: "#00838f", left: "#1f5fd6", right: "#e08a00", contact: "#d92d20" };

let uid = 0;
const nextId = (stem) => `${stem}-${++uid}`;

function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined && value !== false) el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const finite = (v) => typeof v === "number" && Number.isFinite(v);
const round = (v, digits = 1) => Number(v.toFixed(digits));
const list = (v) => (Array.isArray(v) ? v : []);

// ---- numbers for people ----

const UNIT_SUFFIXES = [["_mps", "m/s"], ["_rad", "rad"], ["_deg", "°"], ["_pct", "%"], ["_ms", "ms"], ["_m", "m"], ["_s", "s"]];

/** "final_gap_m" -> ["final gap", "m"]. */
function metricLabel(key) {
  for (const [suffix, unit] of UNIT_SUFFIXES) {
    if (key.endsWith(suffix) && key.length > suffix.length) return [key.slice(0, -suffix.length).replace(/_/g, " "), unit];
  }
  return [key.replace(/_/g, " "), ""];
}

export function numberText(v) {
  if (!finite(v)) return "—";
  if (Number.isInteger(v)) return String(v);
  const digits = Math.abs(v) >= 100 ? 1 : Math.abs(v) >= 1 ? 2 : 3;
  return String(Number(v.toFixed(digits)));
}

function metricValue(value, unit) {
  if (value === true) return "yes";
  if (value === false) return "no";
  if (value === null || value === undefined) return "—";
  if (typeof value !== "number") return String(value);
  return unit && finite(value) ? `${numberText(value)} ${unit}` : numberText(value);
}

const metres = (v) => `${numberText(v)} m`;

// ---- the run, prepared once ----

/** The samples as arrays of equal length, the contacts grouped, the drawing's bounds. */
function prepare(run) {
  const t = list(run.t_s);
  const n = Math.min(t.length, list(run.x_m).length, list(run.y_m).length);
  const x = list(run.x_m).slice(0, n);
  const y = list(run.y_m).slice(0, n);
  const theta = list(run.theta_rad);
  const world = run.world || {};
  const width = finite(world.width_m) ? world.width_m : 0;
  const height = finite(world.height_m) ? world.height_m : 0;
  const segments = list(world.segments).filter((s) => Array.isArray(s) && s.length === 4 && s.every(finite));
  const circles = list(world.circles).filter((c) => Array.isArray(c) && c.length === 3 && c.every(finite));
  const lines = list(world.lines).filter((l) => Array.isArray(l) && Array.isArray(l[0]))
    .map(([points, w]) => [points.filter((p) => Array.isArray(p) && finite(p[0]) && finite(p[1])), finite(w) ? w : 0.02]);
  const contacts = list(run.contacts).filter((c) => Array.isArray(c) && c.length >= 3 && c.every(finite));
  const radius = finite(run.body_radius_m) ? run.body_radius_m : 0.09;

  const xs = [0, width], ys = [0, height];
  for (const [x1, y1, x2, y2] of segments) xs.push(x1, x2), ys.push(y1, y2);
  for (const [cx, cy, r] of circles) xs.push(cx - r, cx + r), ys.push(cy - r, cy + r);
  for (const [points] of lines) for (const [px, py] of points) xs.push(px), ys.push(py);
  for (let i = 0; i < n; i++) if (finite(x[i]) && finite(y[i])) xs.push(x[i] - radius, x[i] + radius), ys.push(y[i] - radius, y[i] + radius);
  const box = { x0: Math.min(...xs) - PAD_M, x1: Math.max(...xs) + PAD_M, y0: Math.min(...ys) - PAD_M, y1: Math.max(...ys) + PAD_M };

  // Poses with a position: the first is the start, the last the end.
  const posed = [];
  for (let i = 0; i < n; i++) if (finite(x[i]) && finite(y[i])) posed.push(i);

  // A contact is recorded on every pass the body touches: one cross per place, one band per episode.
  const places = [];
  for (const [, cx, cy] of contacts) {
    if (places.length < 60 && places.every(([px, py]) => Math.hypot(px - cx, py - cy) > 0.03)) places.push([cx, cy]);
  }
  const episodes = [];
  const gap = Math.max(0.1, 2.5 * (finite(run.dt_s) ? run.dt_s : 0.02));
  for (const [ct] of contacts) {
    const last = episodes[episodes.length - 1];
    if (last && ct - last[1] <= gap) last[1] = ct;
    else episodes.push([ct, ct]);
  }
  return { run, t, x, y, theta, n, world: { width, height, segments, circles, lines }, contacts, places, episodes, radius, box, posed };
}

// ---- the arena from above ----

function arenaSvg(p, { thumb = false, name = "" } = {}) {
  const { box, radius } = p;
  const X = (x) => round((x - box.x0) * U);
  const Y = (y) => round((box.y1 - y) * U);   // y up
  const wM = box.x1 - box.x0, hM = box.y1 - box.y0;
  const root = svg("svg", {
    class: thumb ? "arena arena-thumb" : "arena", viewBox: `0 0 ${round(wM * U)} ${round(hM * U)}`,
    preserveAspectRatio: "xMidYMid meet",
  });
  if (thumb) root.setAttribute("aria-hidden", "true");
  else {
    const titleId = nextId("arena-title"), descId = nextId("arena-desc");
    root.setAttribute("role", "img");
    root.setAttribute("aria-labelledby", `${titleId} ${descId}`);
    root.append(svg("title", { id: titleId }, `The arena from above${name ? `: ${name}` : ""}`), svg("desc", { id: descId }, describe(p)));
  }
  const { width, height, segments, circles, lines } = p.world;
  if (width > 0 && height > 0) root.append(svg("rect", { class: "arena-floor", x: X(0), y: Y(height), width: round(width * U), height: round(height * U) }));
  if (!thumb) {
    // On the floor (or, with no floor, everywhere), at whole multiples of GRID_M.
    const [fx0, fx1, fy0, fy1] = width > 0 && height > 0 ? [0, width, 0, height] : [box.x0, box.x1, box.y0, box.y1];
    const grid = [];
    for (let k = Math.ceil(fx0 / GRID_M); k * GRID_M <= fx1; k++) grid.push(`M${X(k * GRID_M)} ${Y(fy0)}V${Y(fy1)}`);
    for (let k = Math.ceil(fy0 / GRID_M); k * GRID_M <= fy1; k++) grid.push(`M${X(fx0)} ${Y(k * GRID_M)}H${X(fx1)}`);
    root.append(svg("path", { class: "arena-grid", d: grid.join("") }));
  }
  for (const [points, w] of lines) {
    if (points.length > 1) root.append(svg("polyline", { class: "arena-paint", points: points.map(([px, py]) => `${X(px)},${Y(py)}`).join(" "), "stroke-width": round(w * U, 2) }));
  }
  for (const [cx, cy, r] of circles) root.append(svg("circle", { class: "arena-post", cx: X(cx), cy: Y(cy), r: round(r * U) }));
  root.append(svg("path", { class: "arena-wall", d: segments.map(([x1, y1, x2, y2]) => `M${X(x1)} ${Y(y1)}L${X(x2)} ${Y(y2)}`).join("") }));

  // The path, broken where a pose is missing.
  const runs = [];
  let current = [];
  for (let i = 0; i < p.n; i++) {
    if (finite(p.x[i]) && finite(p.y[i])) current.push(`${X(p.x[i])},${Y(p.y[i])}`);
    else if (current.length) runs.push(current), (current = []);
  }
  if (current.length) runs.push(current);
  for (const pts of runs) root.append(svg("polyline", { class: "arena-path", points: pts.join(" "), stroke: COLOURS.path }));

  // A dot every second (every two past 20 s) along the path: where it is spaced out, the robot was fast.
  if (!thumb && p.posed.length > 1) {
    const total = p.t[p.posed[p.posed.length - 1]] - p.t[p.posed[0]];
    const every = total > 20 ? 2 : 1;
    const dots = [];
    let next = p.t[p.posed[0]] + every;
    for (const i of p.posed) {
      if (finite(p.t[i]) && p.t[i] >= next - 1e-9) {
        dots.push(`M${X(p.x[i])} ${Y(p.y[i])}h0`);
        next += every * Math.max(1, Math.floor((p.t[i] - next) / every) + 1);
      }
    }
    if (dots.length) root.append(svg("path", { class: "arena-seconds", d: dots.join("") }, svg("title", {}, `a dot every ${every} s`)));
  }

  const pose = (i, cls, label) => {
    const cx = X(p.x[i]), cy = Y(p.y[i]), r = round(radius * U);
    const th = finite(p.theta[i]) ? p.theta[i] : null;
    return svg("g", { class: cls },
      svg("title", {}, label),
      svg("circle", { cx, cy, r }),
      th === null ? null : svg("line", { x1: cx, y1: cy, x2: round(cx + r * Math.cos(th)), y2: round(cy - r * Math.sin(th)) }));
  };
  if (p.posed.length) {
    const first = p.posed[0], last = p.posed[p.posed.length - 1];
    root.append(pose(first, "arena-start", `start: (${numberText(p.x[first])}, ${numberText(p.y[first])}) m`));
    root.append(pose(last, "arena-end", `end at t = ${numberText(p.t[last])} s: (${numberText(p.x[last])}, ${numberText(p.y[last])}) m`));
  }

  const k = (thumb ? 0.05 : 0.035) * U;
  for (const [cx, cy] of p.places) {
    const first = p.contacts.find(([, x, y]) => Math.hypot(x - cx, y - cy) <= 0.03);
    const d = `M${round(X(cx) - k)} ${round(Y(cy) - k)}l${round(2 * k)} ${round(2 * k)}m0 ${round(-2 * k)}l${round(-2 * k)} ${round(2 * k)}`;
    root.append(svg("g", { class: "arena-contact" },
      thumb ? null : svg("title", {}, `contact at t = ${numberText(first[0])} s`),
      svg("path", { class: "arena-contact-halo", d }), svg("path", { d, stroke: COLOURS.contact })));
  }

  if (!thumb) {
    root.append(svg("g", { class: "arena-cursor", visibility: "hidden" },
      svg("circle", { cx: 0, cy: 0, r: round(radius * U) }), svg("line", { x1: 0, y1: 0, x2: round(radius * U), y2: 0 })));
  }
  return root;
}

// Under the arena: a bar of a round length (about a fifth of the width), as wide as that length
// is in the drawing at any size (a percentage of the drawing's width), and the grid's spacing.
function scaleRow(p) {
  const wM = p.box.x1 - p.box.x0;
  const length = [0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10].filter((l) => l <= wM / 4).pop() || 0.1;
  const pct = (m) => `${round((m / wM) * 100, 3)}%`;
  const bar = h("span", { class: "arena-scale-bar" });
  Object.assign(bar.style, { marginLeft: pct(PAD_M), width: pct(length) });
  return h("div", { class: "arena-scale", "aria-hidden": "true" }, bar,
    h("span", { class: "arena-scale-label" }, `${numberText(length)} m`),
    h("span", { class: "arena-scale-note" }, `grid ${GRID_M} m`));
}

// The drawing in words, for a screen reader.
function describe(p) {
  const { width, height, segments, circles, lines } = p.world;
  const parts = [];
  if (width && height) parts.push(`A ${numberText(width)} m by ${numberText(height)} m arena with ${segments.length} wall segments${circles.length ? `, ${circles.length} round obstacle${circles.length > 1 ? "s" : ""}` : ""}${lines.length ? `, ${lines.length} painted line${lines.length > 1 ? "s" : ""}` : ""}.`);
  if (p.posed.length) {
    const a = p.posed[0], b = p.posed[p.posed.length - 1];
    parts.push(`The robot started at (${numberText(p.x[a])}, ${numberText(p.y[a])}) m and ended at (${numberText(p.x[b])}, ${numberText(p.y[b])}) m after ${numberText(p.t[b])} s.`);
  } else parts.push("The run recorded no positions.");
  parts.push(p.contacts.length
    ? `It touched something in ${p.contacts.length}${p.contacts.length >= 200 ? " or more" : ""} passes, first at t = ${numberText(p.contacts[0][0])} s.`
    : "It touched nothing.");
  return parts.join(" ");
}

function legend(p) {
  const item = (cls, text) => h("li", {}, h("span", { class: `swatch ${cls}`, "aria-hidden": "true" }), text);
  return h("ul", { class: "arena-legend", "aria-hidden": "true" },
    item("swatch-path", "path (dot each second)"),
    item("swatch-start", "start"),
    item("swatch-end", "end"),
    p.n > 1 ? item("swatch-robot", "robot at the slider's time") : null,
    p.n > 1 ? item("swatch-ray", "range sensor's reading") : null,
    p.contacts.length ? item("swatch-contact", `contact${p.places.length > 1 ? ` (${p.places.length} places)` : ""}`) : null,
    p.world.lines.length ? item("swatch-paint", "painted line") : null,
    // The trace keeps the first 200 passes in contact: later ones, and later episodes, are not known.
    p.contacts.length >= 200 ? h("li", { class: "muted" }, "only the first 200 passes in contact are recorded") : null);
}

// Moves the ghost body in the arena to sample i (null hides it).
function cursorMover(arena, p) {
  const cursor = arena.querySelector(".arena-cursor");
  return (i) => {
    if (!cursor) return;
    if (i === null || i === undefined || !finite(p.x[i]) || !finite(p.y[i])) {
      cursor.setAttribute("visibility", "hidden");
      return;
    }
    const deg = finite(p.theta[i]) ? (-p.theta[i] * 180) / Math.PI : 0;
    cursor.setAttribute("transform", `translate(${round((p.x[i] - p.box.x0) * U)} ${round((p.box.y1 - p.y[i]) * U)}) rotate(${round(deg)})`);
    cursor.setAttribute("visibility", "visible");
  };
}

// ---- over time ----

// Shades the contact episodes on a time chart.
const contactBands = {
  id: "contactBands",
  beforeDatasetsDraw(chart, _args, options) {
    const episodes = options.episodes || [];
    if (!episodes.length) return;
    const { ctx, chartArea: area, scales: { x } } = chart;
    ctx.save();
    ctx.fillStyle = "rgba(217, 45, 32, 0.13)";
    ctx.strokeStyle = "rgba(217, 45, 32, 0.7)";
    for (const [a, b] of episodes) {
      const left = Math.max(area.left, x.getPixelForValue(a)), right = Math.min(area.right, x.getPixelForValue(b));
      if (right < area.left || left > area.right) continue;
      ctx.fillRect(left, area.top, Math.max(2, right - left), area.bottom - area.top);
      ctx.beginPath();
      ctx.moveTo(left + 0.5, area.top);
      ctx.lineTo(left + 0.5, area.bottom);
      ctx.stroke();
    }
    ctx.restore();
  },
};

// Dashed horizontal lines at the values the problem judges against (run.guides, optional).
const guideLines = {
  id: "guideLines",
  afterDatasetsDraw(chart, _args, options) {
    const guides = options.guides || [];
    if (!guides.length) return;
    const { ctx, chartArea: area, scales: { y } } = chart;
    ctx.save();
    ctx.strokeStyle = "#7a4b00";
    ctx.lineWidth = 1;
    ctx.setLineDash([3, 3]);
    ctx.font = "600 10px system-ui, sans-serif";
    // A label goes above its line at the right; where that is taken by another or off the plot,
    // below it, then at the left.
    const taken = [];
    for (const { y: value, label } of [...guides].sort((a, b) => b.y - a.y)) {   // top first
      const py = Math.round(y.getPixelForValue(value)) + 0.5;
      if (py < area.top || py > area.bottom) continue;
      ctx.beginPath();
      ctx.moveTo(area.left, py);
      ctx.lineTo(area.right, py);
      ctx.stroke();
      if (!label) continue;
      const free = ([top, side]) => top >= area.top - 2 && top + 12 <= area.bottom + 1
        && taken.every(([u, s]) => s !== side || Math.abs(u - top) >= 12);
      const spot = [[py - 14, "right"], [py + 2, "right"], [py - 14, "left"], [py + 2, "left"]].find(free);
      if (!spot) continue;
      taken.push(spot);
      const width = ctx.measureText(label).width;
      const x = spot[1] === "right" ? area.right - width - 7 : area.left + 3;
      ctx.fillStyle = "rgba(255, 255, 255, 0.85)";
      ctx.fillRect(x, spot[0], width + 6, 12);
      ctx.fillStyle = "#7a4b00";
      ctx.fillText(label, x + 3, spot[0] + 10);
    }
    ctx.restore();
  },
};

// [{y, label}] of run.guides[key], the well-formed ones.
export function guidesOf(run, key) {
  const all = run.guides && typeof run.guides === "object" ? list(run.guides[key]) : [];
  return all.filter((g) => g && finite(g.y)).map((g) => ({ y: g.y, label: typeof g.label === "string" ? g.label : "" }));
}

function series(p, key) {
  const values = list(p.run[key]);
  const data = [];
  for (let i = 0; i < p.n; i++) if (finite(p.t[i])) data.push({ x: p.t[i], y: finite(values[i]) ? values[i] : null });
  return data;
}

export function timeChart(canvas, p, datasets, yTitle, onIndex, guides, yOptions = {}, plugins = []) {
  const t0 = p.t.find(finite) ?? 0;
  const t1 = [...p.t].reverse().find(finite) ?? 1;
  // Keep every guide in view, with a little room above and below it.
  const ys = guides.map((g) => g.y);
  const span = ys.length ? Math.max(...ys.map(Math.abs), 0.01) * 0.08 : 0;
  const fit = ys.length ? { suggestedMin: Math.min(...ys) - span, suggestedMax: Math.max(...ys) + span } : {};
  return new window.Chart(canvas, {
    type: "line",
    data: {
      datasets: datasets.map((d) => ({
        borderWidth: 1.75, pointRadius: 0, pointHoverRadius: 3, tension: 0, spanGaps: false, ...d,
        backgroundColor: d.borderColor,
      })),
    },
    options: {
      responsive: true, maintainAspectRatio: false, animation: false, parsing: false, normalized: true,
      interaction: { mode: "index", intersect: false, axis: "x" },
      layout: { padding: { top: 2, right: 6 } },
      scales: {
        x: { type: "linear", min: t0, max: t1, title: { display: true, text: "time (s)", padding: 0 },
             ticks: { maxTicksLimit: 8, maxRotation: 0, includeBounds: false }, grid: { color: "#eef1f5" } },
        // At least Y_AXIS_PX wide, so charts stacked in one column share their time axis's pixels.
        y: { title: { display: true, text: yTitle }, ticks: { maxTicksLimit: 5 }, grid: { color: "#eef1f5" },
             afterFit: (scale) => { scale.width = Math.max(scale.width, Y_AXIS_PX); }, ...fit, ...yOptions },
      },
      plugins: {
        legend: { display: datasets.length > 1, position: "top", align: "end", labels: { boxWidth: 14, boxHeight: 2, padding: 8 } },
        tooltip: {
          callbacks: {
            title: (items) => (items.length ? `t = ${numberText(items[0].parsed.x)} s` : ""),
            label: (item) => `${item.dataset.label}: ${item.parsed.y === null ? "no reading" : numberText(item.parsed.y)}`,
          },
        },
        contactBands: { episodes: p.episodes },
        guideLines: { guides },
      },
      onHover: (_event, active) => onIndex(active.length ? active[0].index : null),
    },
    plugins: [contactBands, guideLines, ...plugins],
  });
}

export function chartFigure(caption, label) {   // caption: text or nodes
  const canvas = h("canvas", { role: "img", "aria-label": label });
  const figure = h("figure", { class: "run-chart" }, h("figcaption", {}, caption), h("div", { class: "run-chart-box" }, canvas));
  figure.addEventListener("mouseleave", () => figure.dispatchEvent(new CustomEvent("run-cursor", { bubbles: true, detail: null })));
  return [figure, canvas];
}

function rangeLabel(p) {
  const values = list(p.run.range_m).slice(0, p.n);
  const read = values.filter(finite);
  if (!read.length) return "Range reading over time: no readings.";
  const missing = values.length - read.length;
  return `Range reading over time, from ${metres(read[0])} to ${metres(read[read.length - 1])}, least ${metres(Math.min(...read))}${missing ? `; no reading in ${missing} of ${values.length} samples` : ""}.`;
}

function speedLabel(p) {
  const all = [...list(p.run.left_mps), ...list(p.run.right_mps)].filter(finite);
  return all.length ? `Wheel speeds over time, left and right, between ${numberText(Math.min(...all))} and ${numberText(Math.max(...all))} m/s.` : "Wheel speeds over time: none recorded.";
}

// ---- one case ----

// A random scenario's settings (its case's args[0], when the learner may see them).
function scenarioLine(args) {
  const settings = Array.isArray(args) && args.length === 1 && args[0] && typeof args[0] === "object" && !Array.isArray(args[0]) ? args[0] : null;
  if (!settings || !Object.keys(settings).length) return null;
  return h("p", { class: "run-scenario" }, h("span", { class: "run-scenario-key" }, "Scenario"),
    Object.entries(settings).map(([key, value]) => {
      const [label, unit] = metricLabel(key);
      const text = typeof value === "number" ? `${value}${unit ? ` ${unit}` : ""}` : metricValue(value, unit);
      return h("span", { class: "run-setting" }, `${label} `, h("strong", {}, text));
    }));
}

export function metricsList(metrics) {
  const entries = Object.entries(metrics || {});
  if (!entries.length) return null;
  return h("dl", { class: "run-metrics" }, entries.map(([key, value]) => {
    const [label, unit] = metricLabel(key);
    return h("div", { class: "run-metric" }, h("dt", {}, label), h("dd", {}, metricValue(value, unit)));
  }));
}

/** The drawings of one controller run, for the body of its case card. Charts wait until the card is open. */
export function runPanel(c) {
  const p = prepare(c.run || {});
  const arena = arenaSvg(p, { name: c.name });
  const moveCursor = cursorMover(arena, p);
  const player = replayer(p, arena, U);
  const gaps = list(c.run.range_m).slice(0, p.n).some((v) => !finite(v));
  const [rangeFig, rangeCanvas] = chartFigure(["Range sensor", gaps ? h("span", { class: "run-chart-note" }, "gaps: no reading") : null], rangeLabel(p));
  const [speedFig, speedCanvas] = chartFigure("Wheel speeds", speedLabel(p));
  const panel = h("div", { class: "run" },
    scenarioLine(c.args),
    metricsList(c.run.metrics),
    player.controls,
    h("div", { class: "run-grid" },
      h("figure", { class: "run-arena" }, h("figcaption", { class: "run-arena-caption" }, "From above"),
        h("div", { class: "run-arena-frame" }, arena, scaleRow(p)), legend(p)),
      h("div", { class: "run-charts" }, rangeFig, speedFig)));
  panel.addEventListener("run-cursor", (e) => moveCursor(e.detail));

  let drawn = false;
  const draw = () => {
    if (drawn) return;
    drawn = true;
    if (!window.Chart) {
      panel.querySelector(".run-charts").replaceChildren(h("p", { class: "muted" }, "Charts could not be loaded."));
      return;
    }
    timeChart(rangeCanvas, p, [{ label: "range", data: series(p, "range_m"), borderColor: COLOURS.range }], "range (m)", moveCursor,
      guidesOf(c.run, "range_m"), { beginAtZero: true }, [player.markerPlugin(rangeCanvas, ["range_m"])]);
    timeChart(speedCanvas, p, [
      // Often equal: the left wheel dashed over the right (Chart.js draws the first dataset on top), so both show.
      { label: "left", data: series(p, "left_mps"), borderColor: COLOURS.left, borderDash: [6, 4] },
      { label: "right", data: series(p, "right_mps"), borderColor: COLOURS.right, borderWidth: 2.5 },
    ], "speed (m/s)", moveCursor, guidesOf(c.run, "speed_mps"), {}, [player.markerPlugin(speedCanvas, ["left_mps", "right_mps"])]);
  };
  // Once the panel is in the page: draw now if its card is open, else when it is first opened.
  requestAnimationFrame(() => {
    const card = panel.closest("details");
    if (!card || card.open) draw();
    else card.addEventListener("toggle", () => card.open && draw());
    card?.addEventListener("toggle", () => card.open || player.pause());   // a closed card stops playing
  });
  return panel;
}

// ---- a whole submission ----

const SCENARIO_WORD = (n) => `${n} scenario${n === 1 ? "" : "s"}`;

function thumbnail(c, card) {
  const p = prepare(c.run || {});
  const status = c.passed ? "passed" : "failed";
  const button = h("button", {
    type: "button", class: `run-thumb ${c.passed ? "is-pass" : "is-fail"}`, title: `${c.name}: ${status}`,
    "aria-label": `${c.name || "scenario"}, ${status}: show it`,
  }, arenaSvg(p, { thumb: true }), h("span", { class: "run-thumb-name" }, h("span", { class: "run-thumb-mark", "aria-hidden": "true" }, c.passed ? "✓" : "✗"), h("span", { class: "run-thumb-label" }, c.name || "scenario")));
  button.addEventListener("click", () => {
    card.open = true;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    card.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    card.querySelector("summary")?.focus({ preventScroll: true });
    card.classList.remove("is-flash");
    void card.offsetWidth;               // restart the highlight
    card.classList.add("is-flash");
  });
  return button;
}

/** A controller submission's cases: an overview strip, then one card per scenario (made by
 * makeCard(case, open)), failing first; the first failing one is open, or the first if all pass. */
export function runList(cases, makeCard) {
  const ordered = [...cases.filter((c) => !c.passed), ...cases.filter((c) => c.passed)];
  const cards = ordered.map((c, i) => makeCard(c, i === 0));
  const withRuns = ordered.map((c, i) => [c, cards[i]]).filter(([c]) => c.run);
  const failed = ordered.filter((c) => !c.passed).length;
  const strip = withRuns.length > 1 ? h("nav", { class: "run-strip", "aria-label": "Scenarios at a glance" },
    h("p", { class: "run-strip-head" }, h("strong", {}, SCENARIO_WORD(ordered.length)),
      failed ? h("span", { class: "run-strip-bad" }, `${failed} failed`) : h("span", { class: "run-strip-good" }, "all passed"),
      h("span", { class: "muted" }, "· select one to see it")),
    h("ul", {}, withRuns.map(([c, card]) => h("li", {}, thumbnail(c, card))))) : null;
  return h("div", { class: "runs" }, strip, h("div", { class: "cases" }, cards));
}
