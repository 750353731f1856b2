// Draws the learner's plot(...) calls. All plots of one run (or of one case) share ONE chart,
// overlaid, with a legend when any has a label and a log y axis when any asks for it.
import { h } from "./dom.js";

const COLOURS = ["#1f5fd6", "#d1495b", "#2a9d5c", "#e08a00", "#7b4fd0", "#00838f", "#6d4c41", "#c2185b"];

function dataset(plot, i) {
  const colour = COLOURS[i % COLOURS.length];
  const xs = plot.xs || [];
  const ys = plot.ys || [];
  const data = xs.map((x, j) => ({ x, y: ys[j] ?? null })).filter((p) => p.x !== null && p.x !== undefined);
  const kind = plot.kind || "line";
  return {
    type: kind === "bar" ? "bar" : kind === "scatter" ? "scatter" : "line",
    label: plot.label || `plot ${i + 1}`,
    data,
    borderColor: colour,
    backgroundColor: kind === "bar" ? colour + "b3" : colour,
    borderWidth: 2,
    pointRadius: kind === "scatter" ? 3.5 : data.length > 40 ? 0 : 2.5,
    showLine: kind !== "scatter",
    stepped: kind === "step" ? "before" : false,
    spanGaps: false,
  };
}

const axisTitle = (text) => (text ? { display: true, text } : { display: false });

// Log axes: keep Chart.js's choice of which ticks get a label, but write 1e-6 rather than 0.000001.
function logTick(value, index, ticks) {
  const label = window.Chart.Ticks.formatters.logarithmic.call(this, value, index, ticks);
  if (label === "") return "";
  const v = Number(value);
  return Math.abs(v) >= 1e4 || Math.abs(v) < 1e-3 ? v.toExponential(0) : String(Number(v.toPrecision(6)));
}

/** Appends one chart for `plots` to `container`; does nothing for an empty list. */
export function drawPlots(container, plots, caption = "Plot") {
  if (!plots || plots.length === 0) return null;
  if (!window.Chart) {
    container.append(h("p", { class: "muted" }, "Charts could not be loaded."));
    return null;
  }
  const labels = plots.map((p) => p.label).filter(Boolean);
  const canvas = h("canvas", { role: "img", "aria-label": `${caption}: ${labels.join(", ") || `${plots.length} series`}` });
  container.append(h("figure", { class: "chart" }, h("div", { class: "chart-box" }, canvas)));
  const first = (key) => plots.map((p) => p[key]).find(Boolean);
  return new window.Chart(canvas, {
    type: "scatter",
    data: { datasets: plots.map(dataset) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { type: "linear", title: axisTitle(first("xlabel")) },
        y: plots.some((p) => p.logy)
          ? { type: "logarithmic", title: axisTitle(first("ylabel")), ticks: { callback: logTick } }
          : { type: "linear", title: axisTitle(first("ylabel")) },
      },
      plugins: {
        legend: { display: labels.length > 0, labels: { usePointStyle: true, boxHeight: 6 } },
        tooltip: { intersect: false, mode: "nearest" },
      },
    },
  });
}
