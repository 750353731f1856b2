// Renders what came back from Run (the examples) and from a submission (the hidden cases).
import { h } from "./dom.js";
import { VERDICTS, argsText, countText, pyRepr } from "./format.js";
import { drawPlots } from "./plots.js";
import { renderMath } from "./math.js";
import { runList, runPanel } from "./runs.js";

const block = (label, text, cls = "") => h("div", { class: `kv ${cls}` }, h("span", { class: "kv-key" }, label), h("pre", { class: "kv-value" }, text));

function outputBlock(stdout, plots, caption) {
  const parts = h("div", { class: "outputs" });
  if (stdout) parts.append(block("Printed", stdout, "kv-stdout"));
  if (plots && plots.length) drawPlots(parts, plots, caption);
  return parts.childElementCount ? parts : null;
}

const msText = (s) => (s < 0.001 ? "<1 ms" : `${Math.round(s * 1000)} ms`);

// What ended a case that did not return: named for what it was, never "got None".
const STOPPED = {
  time_limit: "Ran out of time", memory_limit: "Ran out of memory", output_limit: "Printed too much",
  runtime_error: "Raised an error",
};

const returned = (c) => c.verdict === "accepted" || c.verdict === "wrong_answer";

// One case (an example of Run, or any case of a submission) as a collapsible card.
function caseCard(c, entryPoint, open = !c.passed) {
  const hidden = c.args === null || c.args === undefined;
  const title = h("span", { class: "case-name" }, c.name || "case");
  // A named scenario of a controller is drawn, so not "hidden".
  const kind = c.kind === "named" ? (c.run ? null : "hidden case") : c.kind === "random" ? "random case" : c.kind === "example" ? "example" : null;
  const status = c.passed
    ? h("span", { class: "pill pill-good" }, "Passed")
    : h("span", { class: "pill pill-bad" }, (VERDICTS[c.verdict] || ["Failed"])[0]);
  const body = h("div", { class: "case-body" });
  if (c.run) {
    // A controller run: no call and answer, its drawings (below the message) show what happened.
    if (c.message) body.append(h("p", { class: `case-message ${c.passed ? "" : "is-bad"}` }, c.message));
  } else if (hidden) {
    // A named case hides its values; a case with no inputs at all (a learner's own test) has none to show.
    if (c.kind === "named") body.append(h("p", { class: "muted" }, "Hidden case: its inputs and expected answer are not shown."));
    if (c.checks) body.append(block("This case checks", c.checks, "kv-checks"));
    if (!c.passed && c.message) body.append(block(returned(c) ? "What went wrong" : STOPPED[c.verdict] || "Stopped", c.message, "kv-stopped"));
  } else {
    body.append(block("Call", `${entryPoint || "f"}(${argsText(c.args)})`));
    const got = returned(c) ? block("Got", pyRepr(c.got), "kv-got") : block(STOPPED[c.verdict] || "Stopped", c.message || "—", "kv-stopped");
    body.append(h("div", { class: "kv-pair" }, block("Expected", pyRepr(c.expected), "kv-expected"), got));
    if (!c.passed && returned(c) && c.message) body.append(h("p", { class: "case-message is-bad" }, c.message));
    if (c.checks && c.kind === "example") body.append(h("p", { class: "muted case-note" }, c.checks));
  }
  if (c.run) body.append(runPanel(c));
  const out = outputBlock(c.stdout, c.plots, `Plot for ${c.name || "this case"}`);
  if (out) body.append(out);
  if (c.picture && c.picture.length) {
    const figure = h("div", { class: "outputs case-picture" }, h("span", { class: "kv-key" }, "Ours and yours"));
    drawPlots(figure, c.picture, `Picture of ${c.name || "this case"}: our answer and yours`);
    body.append(figure);
  }
  const details = h("details", { class: `case ${c.passed ? "is-pass" : "is-fail"}${c.points_at_mistake ? " points-at-mistake" : ""}`, open: open || undefined },
    h("summary", {}, status, title, kind ? h("span", { class: "case-kind" }, kind) : null,
      c.points_at_mistake ? h("span", { class: "case-flag" }, "shows the mistake") : null,
      typeof c.time_s === "number" && c.time_s > 0 ? h("span", { class: "case-time" }, msText(c.time_s)) : null),
    body);
  return details;
}

// The order a learner reads failures in: the case that shows the diagnosed mistake, then the
// failures whose inputs may be shown, then the hidden ones.
const failureRank = (c) => (c.points_at_mistake ? 0 : c.args !== null && c.args !== undefined ? 1 : 2);

/** The line of the learner's code the first failure with an error points at, if any. */
export function errorLine(cases) {
  for (const c of [...(cases || [])].sort((a, b) => failureRank(a) - failureRank(b))) {
    const match = !c.passed && !returned(c) && /\(line (\d+)\)/.exec(c.message || "");
    if (match) return Number(match[1]);
  }
  return null;
}

// A failed run of the code as a whole: it did not load, or we broke.
function outcomeCallout(outcome, message, forSubmission) {
  if (outcome === "ungradable") {
    return h("div", { class: "callout callout-warn", role: "alert" },
      h("strong", {}, "Your code could not be run"),
      h("pre", { class: "callout-pre" }, message || "The code could not be loaded."),
      forSubmission ? h("p", {}, "This was not graded, so no attempt was charged. Fix it and submit again.") : null);
  }
  return h("div", { class: "callout callout-error", role: "alert" },
    h("strong", {}, "Something went wrong on our side"),
    h("p", {}, forSubmission
      ? "This is our fault, not your code's. It will be retried automatically; you can also submit again in a moment."
      : "This is our fault, not your code's. Please try again in a moment."),
    message ? h("p", { class: "muted" }, message) : null);
}

// The first `keep` cards as they are, the rest inside one collapsed group.
function folded(cards, keep, label, tone) {
  if (cards.length <= Math.max(keep, 1)) return cards;
  return [...cards.slice(0, keep), h("details", { class: `case-group ${tone}` },
    h("summary", {}, label(cards.length - keep)), h("div", { class: "cases" }, cards.slice(keep)))];
}

/** Shows the result of POST /api/problems/{slug}/run in `container`. */
export function renderRun(container, data, entryPoint) {
  container.replaceChildren();
  const examples = data.examples || [];
  const allPassed = examples.length > 0 && examples.every((e) => e.passed);
  container.append(h("div", { class: "result-head" },
    h("h2", {}, "Run: examples"),
    data.outcome === "graded" ? h("span", { class: `pill ${allPassed ? "pill-good" : "pill-bad"}` }, countText(examples, "examples")) : null));
  if (data.outcome !== "graded") container.append(outcomeCallout(data.outcome, data.message, false));
  const loading = outputBlock(data.stdout, data.plots, "Plot drawn while loading");
  if (loading) container.append(h("section", { class: "import-output" }, h("h3", {}, "While loading your code"), loading));
  // Few and visible: all open, so expected and got (and any plot) show at once.
  for (const ex of examples) container.append(caseCard({ kind: "example", ...ex }, entryPoint, true));
  if (data.outcome === "graded" && allPassed) {
    container.append(h("p", { class: "muted next-step" }, "The examples pass. Submit to be graded on the hidden cases."));
  }
}

/** Shows a submission (GET /api/submissions/{id}) in `container`, in any status. */
export function renderSubmission(container, sub, entryPoint, title = `Submission #${sub.id}`) {
  container.replaceChildren();
  if (title) container.append(h("div", { class: "result-head" }, h("h2", {}, title)));
  if (sub.status === "queued" || sub.status === "running") {
    container.append(h("div", { class: "verdict verdict-pending" }, h("span", { class: "spinner", "aria-hidden": "true" }),
      h("strong", {}, sub.status === "queued" ? "Waiting for a grader…" : "Grading on the hidden cases…")));
    return;
  }
  if (sub.status !== "graded") {
    container.append(outcomeCallout(sub.status, sub.message, true));
    return;
  }
  const cases = sub.cases || [];
  const accepted = sub.verdict === "accepted";
  const [label, line] = VERDICTS[sub.verdict] || [sub.verdict, ""];
  container.append(h("div", { class: `verdict ${accepted ? "verdict-good" : "verdict-bad"}`, role: "status" },
    h("span", { class: "verdict-icon", "aria-hidden": "true" }, accepted ? "✓" : "✗"),
    h("div", {}, h("strong", { class: "verdict-label" }, label), h("p", {}, line)),
    h("span", { class: "verdict-score" }, countText(cases))));
  if (sub.hint) {
    const hint = h("aside", { class: "callout callout-hint", "aria-label": "Hint" }, h("strong", {}, "Hint"), h("p", {}, sub.hint));
    container.append(hint);
    renderMath(hint);
  }
  if (sub.message && !accepted && sub.message !== countText(cases)) container.append(h("p", { class: "muted" }, sub.message));
  const loading = outputBlock(null, sub.plots, "Plot drawn while loading");
  if (loading) container.append(loading);
  // Controller runs: every scenario drawn, failing first, with an overview strip (runs.js).
  if (cases.some((c) => c.run)) {
    container.append(runList(cases, (c, open) => caseCard(c, entryPoint, open)));
    return;
  }
  // Failing cases first, the first two open: they are what the learner came to see. Past a few
  // cases of a kind, the rest fold into one line.
  const failing = cases.filter((c) => !c.passed).sort((a, b) => failureRank(a) - failureRank(b))
    .map((c, i) => caseCard(c, entryPoint, i < 2));
  const passing = cases.filter((c) => c.passed).map((c) => caseCard(c, entryPoint));
  const list = h("div", { class: "cases" },
    folded(failing, 6, (n) => `${n} more failing cases`, "is-fail"),
    folded(passing, 0, (n) => `${n} passing cases`, "is-pass"));
  container.append(list);
}
