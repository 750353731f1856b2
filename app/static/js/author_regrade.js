// Regrading on a problem's author page: a preview (dry run) first, then the regrade, each graded
// in the background; their progress bar and counts are read until they finish.
import { api } from "./api.js";
import { h, pageData } from "./dom.js";

const state = pageData("regrade-data");
const $ = (id) => document.getElementById(id);
const POLL_MS = 500;
const LABELS = { accepted: "accepted", wrong_answer: "wrong answer", runtime_error: "runtime error",
  time_limit: "time limit", memory_limit: "memory limit", output_limit: "output limit",
  ungradable: "ungradable", system_error: "system error" };
const say = (verdict) => LABELS[verdict] || verdict;

if (state) setUp();

function setUp() {
  const out = $("regrade-status");
  const preview = $("regrade-preview-button");
  const regrade = $("regrade-button");
  const buttons = [preview, regrade].filter(Boolean);
  // The regrade is offered once a preview of this version has finished.
  const allowRegrade = (run) => { if (regrade) regrade.disabled = !(run && run.finished); };
  const start = async (body) => {
    buttons.forEach((b) => { b.disabled = true; });
    try {
      const run = await api("POST", `/api/author/problems/${state.problem}/regrades`, body);
      await follow(out, run, body.dry_run ? allowRegrade : () => {});
    } catch (err) {
      out.replaceChildren(h("p", { class: "error" }, err.message));
    } finally {
      if (preview) preview.disabled = false;
    }
    if (!body.dry_run && regrade) regrade.disabled = true;
  };
  preview?.addEventListener("click", () => {
    const sample = $("regrade-sample").value;
    start({ dry_run: true, sample: sample ? Number(sample) : null });
  });
  regrade?.addEventListener("click", () => start({ dry_run: false }));
  allowRegrade(state.preview);
  const latest = [state.preview, state.regrade].filter(Boolean).sort((a, b) => b.id - a.id)[0];
  if (latest) follow(out, latest, latest.dry_run ? allowRegrade : () => {});
}

async function follow(out, run, onFinish) {
  for (;;) {
    out.replaceChildren(render(run));
    if (run.finished) return onFinish(run);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    run = await api("GET", `/api/author/problems/${state.problem}/regrades/${run.id}`);
  }
}

function render(run) {
  const would = run.dry_run ? "would change" : "changed";
  const what = run.dry_run ? `Preview ${run.sample ? `on ${run.sample} at random` : "on all"}` : "Regrade";
  const box = h("div", { class: "regrade-run", id: `regrade-${run.id}`, "data-finished": run.finished ? "yes" : "no" },
    h("h3", {}, `${what} · version `, h("code", {}, run.version)),
    h("p", { class: "regrade-progress" },
      h("progress", { id: "regrade-progress", max: run.total, value: run.done, "aria-label": "Graded so far" }),
      " ", h("span", { id: "regrade-done" }, `${run.done} of ${run.total} graded`),
      run.finished ? "" : h("span", { class: "muted" }, " · grading in the background…")),
    h("p", { id: "regrade-counts" },
      h("strong", {}, `${run.changed} verdicts ${would}`),
      `: ${run.gained} newly accepted, ${run.lost} no longer accepted, ${run.other} otherwise`
      + (run.failed ? `; ${run.failed} could not be graded and keep their result` : "") + "."));
  if (run.transitions.length) {
    box.append(h("table", { class: "stats-table", id: "regrade-transitions" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Before"), h("th", { scope: "col" }, "After"),
        h("th", { scope: "col" }, "Submissions"))),
      h("tbody", {}, run.transitions.map((t) => h("tr", {}, h("td", {}, say(t.before)), h("td", {}, say(t.after)),
        h("td", {}, String(t.count)))))));
  }
  if (run.whose.length) {
    box.append(h("h4", {}, "Whose"), h("ul", { class: "regrade-whose", id: "regrade-whose" },
      run.whose.map((c) => h("li", {}, h("a", { href: `/submissions/${c.submission_id}` }, `#${c.submission_id}`),
        ` ${c.username}: ${say(c.before)} → ${say(c.after)}`))));
  }
  return box;
}
