// The page of one submission: its result, kept current while it is still being graded.
import { pageData } from "./dom.js";
import { isPending, pollSubmission } from "./api.js";
import { localizeTimes } from "./format.js";
import { renderSubmission } from "./results.js";

const { submission, entry_point: entryPoint } = pageData("submission-data");
const resultEl = document.getElementById("result");
localizeTimes();
renderSubmission(resultEl, submission, entryPoint, null);
if (isPending(submission)) {
  pollSubmission(submission.id, (sub) => renderSubmission(resultEl, sub, entryPoint, null)).catch((err) => {
    resultEl.append(Object.assign(document.createElement("p"), { className: "callout callout-error", textContent: err.message }));
  });
}
