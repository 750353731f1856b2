// The page of one submission: its result, kept current while it is still being graded.
import { pageData } from "./dom.js";
import { followSubmission, isPending } from "./api.js";
import { renderSubmission } from "./results.js";

const { submission, entry_point: entryPoint } = pageData("submission-data");
const resultEl = document.getElementById("result");
showCode(document.querySelector(".code-view"));
renderSubmission(resultEl, submission, entryPoint, null);
if (isPending(submission)) {
  followSubmission(submission.id, (sub) => renderSubmission(resultEl, sub, entryPoint, null), undefined, submission).catch((err) => {
    resultEl.append(Object.assign(document.createElement("p"), { className: "callout callout-error", textContent: err.message }));
  });
}

// The submitted code as in the editor: highlighted, with line numbers, read-only.
function showCode(pre) {
  if (!pre || !window.RobotEditor) return;
  const mount = document.createElement("div");
  mount.className = "editor editor-readonly";
  pre.replaceWith(mount);
  window.RobotEditor.createEditor(mount, { doc: pre.textContent, label: "Submitted code, Python", readOnly: true });
}
