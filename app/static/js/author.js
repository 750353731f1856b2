// A problem's page for its author: validate's report (fetched once, then kept by the server for
// the version) and "try code", which grades any code on the hidden cases and shows every value.
import { api } from "./api.js";
import { h, pageData } from "./dom.js";
import { VERDICTS, pyRepr } from "./format.js";
import { renderMath } from "./math.js";

const data = pageData("author-data");
const $ = (id) => document.getElementById(id);

renderMath($("statement"));
setUpValidate();
setUpTry();

function setUpValidate() {
  const button = $("validate-button");
  const out = $("validate-report");
  const run = async () => {
    button.disabled = true;
    out.replaceChildren(h("p", { class: "muted" }, "Validating: every mistake is graded in the sandbox, this takes a few seconds…"));
    try {
      showReport(out, await api("POST", `/api/author/problems/${data.slug}/validation`));
    } catch (err) {
      out.replaceChildren(h("p", { class: "error" }, err.message));
    } finally {
      button.disabled = false;
    }
  };
  button.addEventListener("click", run);
  if (data.validation) showReport(out, data.validation);
  else out.replaceChildren(h("p", { class: "muted" }, "Not validated for this version yet: press Run validate."));
}

function showReport(out, report) {
  out.replaceChildren(
    h("p", {}, h("span", { class: `pill ${report.ok ? "pill-good" : "pill-bad"}` }, report.ok ? "passes" : "fails"),
      ` version ${report.version}`),
    h("ul", { class: "report-list" },
      report.errors.map((e) => h("li", { class: "is-error" }, `error: ${e}`)),
      report.notes.map((n) => h("li", {}, n)),
      h("li", {}, report.mutation_note)));
}

function setUpTry() {
  const button = $("try-button");
  const status = $("try-status");
  const out = $("try-result");
  button.addEventListener("click", async () => {
    const seedText = $("try-seed").value.trim();
    const body = { code: $("try-code").value, seed: seedText === "" ? null : Number(seedText) };
    button.disabled = true;
    status.textContent = "Grading on the hidden cases…";
    try {
      showTry(out, await api("POST", `/api/author/problems/${data.slug}/try`, body));
      status.textContent = "";
    } catch (err) {
      status.textContent = "";
      out.replaceChildren(h("p", { class: "error", role: "alert" }, err.message));
    } finally {
      button.disabled = false;
    }
  });
}

function showTry(out, result) {
  const title = result.outcome === "graded" ? (VERDICTS[result.verdict] || [result.verdict])[0]
    : result.outcome === "ungradable" ? "Not graded" : "System error";
  const score = result.score === null ? "" : ` · score ${Math.round(result.score * 100)}%`;
  const parts = [
    h("p", { class: "try-summary" }, h("strong", { class: "try-verdict" }, title), score,
      ` · seed ${result.seed} · ${result.message}`),
    result.hint ? h("p", { class: "try-hint" }, `Hint shown (${result.mistake_id}): ${result.hint}`) : null,
    result.values_note ? h("p", { class: "muted small" }, result.values_note) : null,
    result.cases.length ? caseTable(result.cases) : null,
    result.stdout ? h("pre", { class: "stdout" }, result.stdout) : null];
  out.replaceChildren(...parts.filter(Boolean));
}

function caseTable(cases) {
  const cell = (value, ran = true) => h("td", {}, ran ? h("code", { class: "value" }, pyRepr(value)) : h("span", { class: "muted" }, "not run"));
  return h("div", { class: "grid-scroll" }, h("table", { class: "stats-table author-table", id: "try-cases" },
    h("thead", {}, h("tr", {}, ["Case", "Result", "Input", "Our answer", "Its answer", "Learner reads"].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, cases.map((c) => h("tr", { class: c.passed ? "" : "is-fail" },
      h("th", { scope: "row" }, c.name, c.points_at_mistake ? h("span", { class: "pill pill-bad" }, " speaks to the mistake") : null),
      h("td", {}, c.passed ? "passed" : (VERDICTS[c.verdict] || [c.verdict])[0]),
      cell(c.args), cell(c.expected), cell(c.got, c.ran),
      h("td", { class: "small" }, c.message || (c.passed ? "" : "—")))))));
}
