// Draws the learner's plot(...) calls and the pictures a problem draws. All plots of one run (or
// of one case) share ONE chart, overlaid, with a legend when any has a label and a log y axis
// when any asks for it; except that each grid (kind "grid") starts a chart of its own, drawn as
// a grey image under the plots that follow it, cell (row, col) at x = col, y = row, row 0 on top.
import { h } from "./dom.js";

const COLOURS = ["#1f5fd6", "#d1495b", "#2a9d5c", "#e08a00", "#7b4fd0", "#00838f", "#6d4c41", "#c2185b"];

// A picture's "our ..." and "your ..." parts take the colours of Expected and Got.
const OURS = "#2a9d5c", YOURS = "#d1495b";

function colourOf(plot, i) {
  const label = (plot.label || "").toLowerCase();
  if (label.startsWith("our ") || label === "ours") return OURS;
  if (label.startsWith("your ") || label === "yours") return YOURS;
  return COLOURS[i % COLOURS.length];
}

function dataset(plot, i) {
  const colour = colourOf(plot, i);
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

// Plots before the first grid form one chart; each grid and the plots after it form another.
function groups(plots) {
  const out = [];
  for (const plot of plots) {
    if (plot.kind === "grid" || out.length === 0) out.push({ grid: plot.kind === "grid" ? plot : null, plots: [] });
    if (plot.kind !== "grid") out[out.length - 1].plots.push(plot);
  }
  return out;
}

const UNKNOWN_CELL = "#c9d3e3";
const CELL_LINE = "rgba(120, 130, 150, 0.25)";

// Paints the grid's cells under the datasets, in data coordinates, so overlays line up with it.
const gridPainter = {
  id: "gridPainter",
  beforeDatasetsDraw(chart, _args, options) {
    const cells = options.cells;
    if (!cells) return;
    const { ctx, chartArea, scales: { x, y } } = chart;
    ctx.save();
    ctx.beginPath();
    ctx.rect(chartArea.left, chartArea.top, chartArea.width, chartArea.height);
    ctx.clip();
    cells.forEach((row, r) => row.forEach((level, c) => {
      const left = x.getPixelForValue(c - 0.5), right = x.getPixelForValue(c + 0.5);
      const top = y.getPixelForValue(r - 0.5), bottom = y.getPixelForValue(r + 0.5);
      const grey = level === null ? null : 255 - level;
      ctx.fillStyle = grey === null ? UNKNOWN_CELL : `rgb(${grey},${grey},${grey})`;
      // Half a pixel of overlap hides the seams between neighbouring cells.
      ctx.fillRect(Math.min(left, right) - 0.25, Math.min(top, bottom) - 0.25, Math.abs(right - left) + 0.5, Math.abs(bottom - top) + 0.5);
    }));
    // Faint cell edges where cells are big enough to see, so white (free) cells can be counted.
    const cellPx = Math.abs(x.getPixelForValue(1) - x.getPixelForValue(0));
    if (cellPx >= 6) {
      ctx.strokeStyle = CELL_LINE;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let c = 0; c <= cells[0].length; c++) {
        const px = Math.round(x.getPixelForValue(c - 0.5)) + 0.5;
        ctx.moveTo(px, y.getPixelForValue(-0.5));
        ctx.lineTo(px, y.getPixelForValue(cells.length - 0.5));
      }
      for (let r = 0; r <= cells.length; r++) {
        const py = Math.round(y.getPixelForValue(r - 0.5)) + 0.5;
        ctx.moveTo(x.getPixelForValue(-0.5), py);
        ctx.lineTo(x.getPixelForValue(cells[0].length - 0.5), py);
      }
      ctx.stroke();
    }
    ctx.restore();
  },
};

function gridScales(cells) {
  const rows = cells.length, cols = cells[0].length;
  const ticks = { precision: 0, callback: (v) => (Number.isInteger(v) ? v : "") };
  return {
    x: { type: "linear", min: -0.5, max: cols - 0.5, title: axisTitle("col"), ticks, grid: { display: false } },
    y: { type: "linear", min: -0.5, max: rows - 0.5, reverse: true, title: axisTitle("row"), ticks, grid: { display: false } },
  };
}

function drawChart(container, group, caption) {
  const { grid, plots } = group;
  const labels = [grid?.label, ...plots.map((p) => p.label)].filter(Boolean);
  const what = grid ? `a ${grid.cells.length} by ${grid.cells[0].length} grid` : `${plots.length} series`;
  const canvas = h("canvas", { role: "img", "aria-label": `${caption}: ${labels.join(", ") || what}` });
  const box = h("div", { class: grid ? "chart-box chart-grid" : "chart-box" }, canvas);
  if (grid) box.style.aspectRatio = `${Math.min(2.5, Math.max(0.6, (grid.cells[0].length + 1) / (grid.cells.length + 1)))}`;
  container.append(h("figure", { class: "chart", "data-kind": grid ? "grid" : "series" }, box));
  const first = (key) => plots.map((p) => p[key]).find(Boolean);
  const scales = grid ? gridScales(grid.cells) : {
    x: { type: "linear", title: axisTitle(first("xlabel")) },
    y: plots.some((p) => p.logy)
      ? { type: "logarithmic", title: axisTitle(first("ylabel")), ticks: { callback: logTick } }
      : { type: "linear", title: axisTitle(first("ylabel")) },
  };
  if (grid && grid.xlabel) scales.x.title = axisTitle(grid.xlabel);
  if (grid && grid.ylabel) scales.y.title = axisTitle(grid.ylabel);
  return new window.Chart(canvas, {
    type: "scatter",
    data: { datasets: plots.map(dataset) },
    plugins: [gridPainter],
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales,
      plugins: {
        gridPainter: { cells: grid ? grid.cells : null },
        legend: { display: plots.some((p) => p.label), labels: { usePointStyle: true, boxHeight: 6 } },
        tooltip: { intersect: false, mode: "nearest" },
      },
    },
  });
}

/** Appends the charts for `plots` to `container` (one, or one per grid); nothing for an empty list. */
export function drawPlots(container, plots, caption = "Plot") {
  if (!plots || plots.length === 0) return null;
  if (!window.Chart) {
    container.append(h("p", { class: "muted" }, "Charts could not be loaded."));
    return null;
  }
  return groups(plots).map((group) => drawChart(container, group, caption));
}
