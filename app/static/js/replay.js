// A controller run's replay (issue #23): a time slider with play and pause that moves the robot
// along its drawn path, with its range sensor's ray out to the measured range, and marks the same
// moment on the run's time charts, with a readout of t, range and wheel speeds at that moment.
//
// - sampleAt(p, t): the run at time t: the two samples around t blended linearly (the heading the
//   short way round); a reading with no value on either side is the earlier sample's (null stays null).
// - replayer(p, arena, U): one run's player. `controls` goes in the page; `markerPlugin(keys)` is a
//   Chart.js plugin for a time chart whose datasets are p.run[keys[k]] (a vertical line and a dot
//   per series at the moment, DOM elements over the canvas: moving them never redraws the chart).
//
// p is runs.js's prepared run ({t, x, y, theta, n, box, radius, run}); U is the arena's SVG units
// per metre. The sensor's mount is run.sensor = {forward_m, left_m, angle_rad} when the trace has
// it, else the simulator's default front sensor (0.07 m ahead of the centre, looking straight on).
// Keyboard on the slider: arrows step one sample, Page Up/Down one second, Home/End, space plays.

const SVG_NS = "http://www.w3.org/2000/svg";
const DEFAULT_MOUNT = { forward_m: 0.07, left_m: 0, angle_rad: 0 };
const SPEEDS = [0.25, 0.5, 1, 2, 4];
const finite = (v) => typeof v === "number" && Number.isFinite(v);
// Fixed digits, never "-0.000" (a wheel at rest reads a hair below zero).
const fixed = (v, digits) => (finite(v) ? (Math.abs(v) < 0.5 * 10 ** -digits ? 0 : v).toFixed(digits) : null);

let playing = null;          // the one player animating now: starting another pauses it

function el(ns, tag, attrs = {}, ...children) {
  const node = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) if (value !== null && value !== undefined) node.setAttribute(key, String(value));
  node.append(...children);
  return node;
}

// The index of the last sample at or before t (0 before the first), by bisection: t_s rises.
function indexAt(times, t) {
  let lo = 0, hi = times.length - 1;
  if (hi < 0 || !(t > times[0])) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function blend(values, i, f) {
  const a = values[i], b = values[i + 1];
  if (!finite(a)) return null;
  return f > 0 && finite(b) ? a + (b - a) * f : a;
}

function blendAngle(values, i, f) {
  const a = values[i], b = values[i + 1];
  if (!finite(a)) return null;
  if (!(f > 0) || !finite(b)) return a;
  const turn = Math.atan2(Math.sin(b - a), Math.cos(b - a));
  return a + turn * f;
}

/** The run at time t (clamped to the run): {t, i, x_m, y_m, theta_rad, range_m, left_mps, right_mps}. */
export function sampleAt(p, t) {
  const times = p.times;
  const last = times.length - 1;
  const tc = Math.min(Math.max(t, times[0] ?? 0), times[last] ?? 0);
  const i = indexAt(times, tc);
  const f = i < last && times[i + 1] > times[i] ? (tc - times[i]) / (times[i + 1] - times[i]) : 0;
  const run = p.run;
  const series = (key) => (Array.isArray(run[key]) ? run[key] : []);
  return {
    t: tc, i,
    x_m: blend(p.x, i, f), y_m: blend(p.y, i, f), theta_rad: blendAngle(p.theta, i, f),
    range_m: blend(series("range_m"), i, f), left_mps: blend(series("left_mps"), i, f), right_mps: blend(series("right_mps"), i, f),
  };
}

function mountOf(run) {
  const s = run.sensor && typeof run.sensor === "object" ? run.sensor : {};
  return Object.fromEntries(Object.entries(DEFAULT_MOUNT).map(([k, v]) => [k, finite(s[k]) ? s[k] : v]));
}

const secondsText = (t) => `${fixed(t, 2)} s`;

function readingsText(s) {
  const range = s.range_m === null ? "no reading" : `${fixed(s.range_m, 3)} m`;
  const wheel = (v) => (v === null ? "—" : `${fixed(v, 3)} m/s`);
  return { range, left: wheel(s.left_mps), right: wheel(s.right_mps) };
}

// The robot in the arena: its body, heading and the range sensor's ray (drawn in the robot's frame).
function robotMarker(p, U, mount) {
  const r = (p.radius * U).toFixed(1);
  const mx = mount.forward_m * U, my = -mount.left_m * U;
  const ray = el(SVG_NS, "line", { class: "arena-ray", x1: mx.toFixed(1), y1: my.toFixed(1), x2: mx.toFixed(1), y2: my.toFixed(1) });
  const hit = el(SVG_NS, "circle", { class: "arena-ray-hit", cx: 0, cy: 0, r: 3 });
  const group = el(SVG_NS, "g", { class: "arena-robot", "aria-hidden": "true" }, ray, hit,
    el(SVG_NS, "circle", { class: "arena-robot-body", cx: 0, cy: 0, r }),
    el(SVG_NS, "line", { class: "arena-robot-heading", x1: 0, y1: 0, x2: r, y2: 0 }));
  const dx = Math.cos(mount.angle_rad), dy = -Math.sin(mount.angle_rad);
  return {
    group,
    move(s) {
      if (s.x_m === null || s.y_m === null) {
        group.setAttribute("visibility", "hidden");
        return;
      }
      const deg = s.theta_rad === null ? 0 : (-s.theta_rad * 180) / Math.PI;
      group.setAttribute("transform", `translate(${((s.x_m - p.box.x0) * U).toFixed(2)} ${((p.box.y1 - s.y_m) * U).toFixed(2)}) rotate(${deg.toFixed(3)})`);
      group.setAttribute("visibility", "visible");
      const seen = s.range_m !== null;
      const x2 = mx + (seen ? s.range_m * U * dx : 0), y2 = my + (seen ? s.range_m * U * dy : 0);
      ray.setAttribute("x2", x2.toFixed(2));
      ray.setAttribute("y2", y2.toFixed(2));
      hit.setAttribute("cx", x2.toFixed(2));
      hit.setAttribute("cy", y2.toFixed(2));
      ray.setAttribute("visibility", seen ? "visible" : "hidden");
      hit.setAttribute("visibility", seen ? "visible" : "hidden");
    },
  };
}

// A vertical line at the moment, and a dot on each series, over one chart's canvas.
function chartMarker(canvas, keys) {
  const line = el(null, "div", { class: "run-chart-marker", "aria-hidden": "true" });
  const dots = keys.map(() => el(null, "div", { class: "run-chart-dot", "aria-hidden": "true" }));
  let chart = null;
  const place = (s) => {
    if (!chart || !chart.chartArea) return;
    const area = chart.chartArea;
    const px = chart.scales.x.getPixelForValue(s.t);
    Object.assign(line.style, { left: `${px}px`, top: `${area.top}px`, height: `${area.bottom - area.top}px` });
    keys.forEach((key, k) => {
      const value = key in s ? s[key] : null;
      const py = value === null ? null : chart.scales.y.getPixelForValue(value);
      const shown = py !== null && py >= area.top - 1 && py <= area.bottom + 1;
      dots[k].hidden = !shown;
      if (shown) Object.assign(dots[k].style, { left: `${px}px`, top: `${py}px`, borderColor: chart.data.datasets[k]?.borderColor || "" });
    });
  };
  return {
    place,
    plugin: (current) => ({
      id: "replayMarker",
      afterDraw(c) {
        if (!chart) {
          chart = c;
          canvas.parentNode?.append(line, ...dots);
        }
        place(current());
      },
    }),
  };
}

function button(attrs, text) {
  const b = el(null, "button", { type: "button", ...attrs });
  b.textContent = text;
  return b;
}

/** One run's player: the controls, the robot in `arena`, and markers for its time charts. */
export function replayer(p, arena, U) {
  const times = [];
  for (let i = 0; i < p.n; i++) times.push(finite(p.t[i]) ? p.t[i] : times.length ? times[times.length - 1] : 0);
  const q = { ...p, times };
  const t0 = times[0] ?? 0, t1 = times[times.length - 1] ?? 0;
  const robot = robotMarker(p, U, mountOf(p.run));
  arena.insertBefore(robot.group, arena.querySelector(".arena-cursor"));
  const markers = [];

  const slider = el(null, "input", {
    type: "range", class: "replay-slider", min: t0, max: t1, step: "any", value: t0,
    "aria-label": "Time in the run",
  });
  const play = button({ class: "btn btn-quiet replay-play", "aria-label": "Play the run" }, "▶");
  const speed = el(null, "select", { class: "replay-speed", "aria-label": "Replay speed" },
    ...SPEEDS.map((v) => { const o = el(null, "option", { value: v }); o.textContent = `${v}×`; o.selected = v === 1; return o; }));
  const out = {
    t: el(null, "strong", { class: "replay-t" }), range: el(null, "strong", { class: "replay-range" }),
    left: el(null, "strong", { class: "replay-left" }), right: el(null, "strong", { class: "replay-right" }),
  };
  const item = (label, value) => el(null, "span", { class: "replay-value" }, label, " ", value);
  const readout = el(null, "output", { class: "replay-readout", "aria-live": "off" },
    item("t", out.t), item("range", out.range), item("left", out.left), item("right", out.right));
  const controls = el(null, "div", { class: "replay", role: "group", "aria-label": "Replay the run" },
    el(null, "div", { class: "replay-bar" }, play, slider,
      el(null, "label", { class: "replay-speed-label" }, speed)),
    readout);
  if (t1 <= t0) controls.hidden = true;

  let t = t0;
  let frame = 0, last = 0;
  const show = () => {
    const s = sampleAt(q, t);
    robot.move(s);
    for (const m of markers) m.place(s);
    const words = readingsText(s);
    out.t.textContent = secondsText(s.t);
    out.range.textContent = words.range;
    out.left.textContent = words.left;
    out.right.textContent = words.right;
    slider.setAttribute("aria-valuetext", `${secondsText(s.t)} of ${secondsText(t1)}: range ${words.range}, wheels ${words.left} and ${words.right}`);
    controls.dataset.t = String(s.t);
    slider.style.setProperty("--done", `${(((s.t - t0) / (t1 - t0 || 1)) * 100).toFixed(2)}%`);
  };
  const setTime = (value, { fromSlider = false } = {}) => {
    t = Math.min(Math.max(finite(value) ? value : t0, t0), t1);
    if (!fromSlider) slider.value = String(t);
    show();
  };
  const pause = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (playing === api) playing = null;
    play.textContent = "▶";
    play.setAttribute("aria-label", "Play the run");
    controls.classList.remove("is-playing");
  };
  const tick = (now) => {
    t = Math.min(t1, t + ((now - last) / 1000) * Number(speed.value));
    last = now;
    setTime(t);
    if (t >= t1) pause();
    else frame = requestAnimationFrame(tick);
  };
  const start = () => {
    if (playing && playing !== api) playing.pause();
    playing = api;
    if (t >= t1) setTime(t0);
    play.textContent = "❚❚";
    play.setAttribute("aria-label", "Pause the run");
    controls.classList.add("is-playing");
    frame = requestAnimationFrame((now) => { last = now; frame = requestAnimationFrame(tick); });
  };
  const toggle = () => (frame ? pause() : start());
  const api = { pause, setTime, get t() { return t; } };

  play.addEventListener("click", toggle);
  slider.addEventListener("input", () => { pause(); setTime(Number(slider.value), { fromSlider: true }); });
  slider.addEventListener("keydown", (e) => {
    const i = indexAt(times, t);
    const onSample = Math.abs(times[i] - t) < 1e-9;
    const steps = {
      ArrowRight: () => times[Math.min(times.length - 1, i + 1)], ArrowUp: () => times[Math.min(times.length - 1, i + 1)],
      ArrowLeft: () => times[Math.max(0, onSample ? i - 1 : i)], ArrowDown: () => times[Math.max(0, onSample ? i - 1 : i)],
      PageUp: () => t + 1, PageDown: () => t - 1, Home: () => t0, End: () => t1,
    };
    if (e.key === " " || e.key === "Spacebar") {
      e.preventDefault();
      toggle();
    } else if (steps[e.key]) {
      e.preventDefault();
      pause();
      setTime(steps[e.key]());
    }
  });

  setTime(t0);
  return {
    controls, setTime, pause,
    /** A Chart.js plugin that marks the moment on a chart whose datasets are p.run[keys[k]]. */
    markerPlugin(canvas, keys) {
      const marker = chartMarker(canvas, keys);
      markers.push(marker);
      canvas.addEventListener("click", (e) => {
        const chart = window.Chart?.getChart(canvas);
        if (chart) { pause(); setTime(chart.scales.x.getValueForPixel(e.offsetX)); }
      });
      return marker.plugin(() => sampleAt(q, t));
    },
  };
}
