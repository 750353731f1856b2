// The problem page: the editor, Run and Submit (with their shortcuts), the result panel, and the
// list of the learner's submissions.
import { pageData } from "./dom.js";
import { api, followSubmission, isPending } from "./api.js";
import { countText, statusLabel } from "./format.js";
import { renderMath } from "./math.js";
import { errorLine, renderRun, renderRunning, renderSubmission } from "./results.js";
import { SubmissionList } from "./history.js";
import { DraftSaver } from "./drafts.js";
import { BrowserRunner } from "./browser_run.js";

const data = pageData("problem-data");
const $ = (id) => document.getElementById(id);
const runButton = $("run-button");
const submitButton = $("submit-button");
const statusEl = $("action-status");
const resultEl = $("result");

renderMath($("statement"));
setUpPaneTabs();
const drafts = data.signed_in ? new DraftSaver(data.slug, data.initial_code, $("draft-status")) : null;
const editor = mountEditor();
const history = new SubmissionList($("submission-list"), $("history-empty"), loadCode);
history.show(data.submissions || []);
labelShortcuts();

function mountEditor() {
  const mount = $("editor");
  const fallback = mount.querySelector("textarea");
  if (!window.RobotEditor) {
    // The bundle did not load: the plain textarea still works.
    return { getCode: () => fallback.value, setCode: (t) => { fallback.value = t; }, focus: () => fallback.focus(),
             markErrorLine: () => {} };
  }
  mount.replaceChildren();
  return window.RobotEditor.createEditor(mount, {
    doc: data.initial_code ?? fallback.value,
    label: "Code editor, Python",
    describedBy: "editor-help",
    onRun: run,
    onSubmit: submit,
    onChange: (code) => drafts?.changed(code),
  });
}

// On a narrow screen the statement and the code are two tabs; Run and Submit show the code tab.
function setUpPaneTabs() {
  const tabs = document.querySelector(".pane-tabs");
  const workspace = document.querySelector(".workspace");
  if (!tabs || !workspace) return;
  tabs.hidden = false;
  const show = (pane) => {
    workspace.dataset.pane = pane;
    for (const tab of tabs.querySelectorAll("[role=tab]")) tab.setAttribute("aria-selected", String(tab.id === `tab-${pane}`));
  };
  $("tab-statement").addEventListener("click", () => show("statement"));
  $("tab-code").addEventListener("click", () => show("code"));
  window.showCodePane = () => show("code");
}

function labelShortcuts() {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  for (const kbd of document.querySelectorAll("kbd[data-keys]")) {
    const keys = kbd.dataset.keys;
    kbd.textContent = mac ? keys.replace("Mod+", "⌘").replace("Shift+", "⇧").replace("Enter", "↵") : keys.replace("Mod", "Ctrl");
    kbd.closest("button").setAttribute("aria-keyshortcuts", keys.replace("Mod", mac ? "Meta" : "Control"));
  }
}

runButton.addEventListener("click", () => run());
submitButton.addEventListener("click", () => submit());

// Outside the editor too: Ctrl-Enter runs, Ctrl-Shift-Enter submits.
document.addEventListener("keydown", (e) => {
  if (e.defaultPrevented || e.key !== "Enter" || !(e.ctrlKey || e.metaKey) || e.altKey) return;
  e.preventDefault();
  if (e.shiftKey) submit(); else run();
});

$("reset-code").addEventListener("click", () => {
  if (editor.getCode() === data.starter || confirm("Replace your code with the starter code?")) {
    editor.setCode(data.starter);
    editor.focus();
  }
});

function loadCode(code, id) {
  if (editor.getCode() === code || confirm(`Replace the code in the editor with submission #${id}?`)) {
    editor.setCode(code);
    editor.focus();
  }
}

let busy = false;

// Runs `work` with both buttons disabled and `button` marked busy; errors go to the panel.
async function withBusy(button, busyText, work) {
  if (busy) return;
  if (!data.signed_in) return inviteSignIn();
  busy = true;
  const label = button.querySelector(".btn-label");
  const idle = label.textContent;
  label.textContent = busyText;
  button.setAttribute("aria-busy", "true");
  runButton.disabled = submitButton.disabled = true;
  statusEl.textContent = busyText;
  try {
    await work();
  } catch (err) {
    if (err.status === 401) data.signed_in = false;
    showError(err);
  } finally {
    busy = false;
    label.textContent = idle;
    button.removeAttribute("aria-busy");
    runButton.disabled = submitButton.disabled = false;
  }
}

function inviteSignIn() {
  const invite = $("signin-invite");
  if (invite) {
    invite.hidden = false;
    invite.scrollIntoView({ block: "nearest" });
  }
  statusEl.textContent = "Sign in to run your code.";
}

function showError(err) {
  statusEl.textContent = "";
  const box = document.createElement("div");
  box.className = "callout callout-error";
  box.setAttribute("role", "alert");
  const title = document.createElement("strong");
  title.textContent = err.status === 401 ? "Please sign in" : "That did not work";
  const text = document.createElement("p");
  text.textContent = err.message || String(err);
  box.append(title, text);
  resultEl.replaceChildren(box);
  if (err.status === 401) inviteSignIn();
}

function reveal() {
  window.showCodePane?.();
  resultEl.scrollIntoView({ block: "nearest", behavior: "smooth" });
}

// Run goes to Python in this browser when it has loaded (browser_run.js), else to the server.
const browserRun = new BrowserRunner(data.slug);
if (data.signed_in) {
  const later = window.requestIdleCallback || ((f) => setTimeout(f, 200));
  window.addEventListener("load", () => later(() => browserRun.start().then(markEngine)));
}

function markEngine(ready) {
  runButton.dataset.engine = ready ? "browser" : "server";
  runButton.title = ready ? `Run checks the examples in your browser (Python ${browserRun.python})`
    : `Run checks the examples on the server: ${browserRun.reason}`;
}

async function runExamples(code) {
  let fellBack = browserRun.reason;
  if (browserRun.state === "ready") {
    try {
      return { result: await browserRun.run(code), where: "browser" };
    } catch (err) {
      fellBack = err.message;
    }
  }
  return { result: await api("POST", `/api/problems/${data.slug}/run`, { code }), where: "server", fellBack };
}

// Says which one ran: Python in this browser, or the server (and why not the browser).
function showWhere(where, result, fellBack) {
  const text = where === "browser"
    ? `Ran in your browser (Python ${browserRun.python}, Pyodide): instant, and Submit is still graded on the server.`
    : `Ran on the server${fellBack ? ` (not in your browser: ${fellBack})` : browserRun.state === "loading" ? " (Python is still loading in your browser)" : ""}.`;
  const note = document.createElement("p");
  note.className = "muted run-where";
  note.id = "run-where";
  note.dataset.where = where;
  note.textContent = text;
  const head = resultEl.querySelector(".result-head");
  if (result.stopped) {
    const stop = document.createElement("div");
    stop.className = "callout callout-warn run-stopped";
    stop.setAttribute("role", "alert");
    stop.textContent = result.stopped;
    head ? head.after(note, stop) : resultEl.prepend(note, stop);
  } else {
    head ? head.after(note) : resultEl.prepend(note);
  }
}

function run() {
  return withBusy(runButton, "Running…", async () => {
    renderRunning(resultEl);
    const { result, where, fellBack } = await runExamples(editor.getCode());
    renderRun(resultEl, result, data.entry_point);
    showWhere(where, result, fellBack);
    editor.markErrorLine(errorLine(result.examples));
    statusEl.textContent = result.outcome === "graded" ? countText(result.examples || [], "examples") : "Your code could not be run.";
    reveal();
  });
}

function submit() {
  return withBusy(submitButton, "Grading…", async () => {
    const code = editor.getCode();
    const accepted = await api("POST", `/api/problems/${data.slug}/submissions`, { code });
    const first = { id: accepted.id, status: accepted.status || "queued", created_at: new Date().toISOString(), code };
    history.upsert(first);
    renderSubmission(resultEl, first, data.entry_point);
    reveal();
    await follow(first);
  });
}

// Follows one submission, keeping the result panel and its row in the list current.
async function follow(first) {
  const code = first.code;
  let lastState = null;
  const final = await followSubmission(first.id, (sub) => {
    // Re-render only when something changed, so open/closed cases are not reset under the reader.
    const state = `${sub.status} ${sub.progress ? sub.progress.done : ""}`;
    if (state === lastState && isPending(sub)) return;
    lastState = state;
    renderSubmission(resultEl, sub, data.entry_point);
    history.upsert({ ...sub, code: sub.code ?? code });
  }, (trouble) => {
    statusEl.textContent = trouble ? "Connection trouble: still waiting for the result…" : "Grading…";
  }, first);
  statusEl.textContent = final.status === "graded"
    ? `${statusLabel(final)}: ${countText(final.cases || [])}` : statusLabel(final);
  if (final.verdict === "accepted") {
    showNextStep();
    browserRun.askAgain().then((ready) => { if (ready) markEngine(true); });
  }
  if (editor.getCode() === code) editor.markErrorLine(errorLine(final.cases));
}

// Solved: say so at the top, and point at the next problem of the learner's path.
function showNextStep() {
  if (!$("solved-badge")) {
    const badge = document.createElement("span");
    badge.className = "badge badge-solved";
    badge.id = "solved-badge";
    badge.textContent = "✓ Solved";
    document.querySelector(".badges")?.prepend(badge);
  }
  const next = data.next_step;
  const box = document.createElement("p");
  box.className = "next-step callout callout-next";
  if (next) {
    const link = document.createElement("a");
    link.href = `/problems/${next.slug}`;
    link.className = "btn btn-primary";
    link.id = "next-on-path";
    link.textContent = `Next on your path: ${next.title}`;
    box.append(link);
  } else {
    box.textContent = "That was the last problem of your paths. Well done! The other problems are there for extra practice.";
  }
  resultEl.querySelector(".verdict")?.after(box);
}

// A submission still being graded when the page was opened (a reload mid-grading).
const pending = (data.submissions || []).find(isPending);
if (pending) withBusy(submitButton, "Grading…", () => follow(pending));
