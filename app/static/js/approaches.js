// A problem's approaches across a class (the class-problem page): each with its counts, verdicts
// and an example, and the teacher's comment on it, saved for every learner who takes it.
import { api } from "./api.js";
import { h } from "./dom.js";

const section = document.getElementById("approaches");
const list = section?.querySelector(".approach-list");
const base = section ? `/api/classes/${section.dataset.class}/problems/${encodeURIComponent(section.dataset.slug)}/approaches` : "";

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function commentForm(approach) {
  const id = `comment-${approach.key}`;
  const area = h("textarea", { id, rows: 3, maxlength: 2000, placeholder: "What learners who solve it this way should hear" },
    approach.comment ? approach.comment.body : "");
  const status = h("p", { class: "muted small comment-status", role: "status" },
    approach.comment ? `Saved ${approach.comment.updated_at.slice(0, 10)}` : "");
  const remove = h("button", { type: "button", class: "btn btn-quiet btn-small", hidden: !approach.comment }, "Delete comment");
  const save = h("button", { type: "submit", class: "btn btn-small" }, "Save comment");
  const url = `${base}/${approach.key}/comment`;
  const form = h("form", { class: "approach-comment" },
    h("label", { for: id }, "Comment for the learners who take this approach"), area,
    h("div", { class: "comment-actions" }, save, remove), status);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    save.disabled = true;
    try {
      const saved = await api("PUT", url, { body: area.value });
      status.textContent = `Saved ${saved.updated_at.slice(0, 10)}: shown to these learners on their result page.`;
      remove.hidden = false;
    } catch (err) {
      status.textContent = err.message;
    } finally {
      save.disabled = false;
    }
  });
  remove.addEventListener("click", async () => {
    try {
      await api("DELETE", url);
      area.value = "";
      remove.hidden = true;
      status.textContent = "Deleted.";
    } catch (err) {
      status.textContent = err.message;
    }
  });
  return form;
}

function approachCard(approach, index) {
  const pending = approach.submissions - approach.accepted - approach.failed;
  return h("article", { class: "approach", "data-approach": approach.key },
    h("h3", {}, `Approach ${index + 1}`,
      h("span", { class: "muted" }, ` · ${plural(approach.learners, "learner")}, ${plural(approach.submissions, "submission")}`)),
    h("p", { class: "approach-verdicts" },
      h("span", { class: "pill pill-good" }, `${approach.accepted} accepted`), " ",
      h("span", { class: "pill pill-pending" }, `${approach.failed} failed`),
      pending ? h("span", { class: "muted small" }, ` · ${pending} not graded`) : null),
    h("details", {},
      h("summary", {}, "Example ", h("a", { href: `/submissions/${approach.example_submission}` }, `#${approach.example_submission}`)),
      h("pre", { class: "code-view" }, h("code", {}, approach.example_code)),
      approach.normal_form ? h("p", { class: "muted small" }, "As the grouping sees it (names in order of first use):") : null,
      approach.normal_form ? h("pre", { class: "code-view normal-form" }, h("code", {}, approach.normal_form)) : null),
    commentForm(approach));
}

async function load() {
  try {
    const data = await api("GET", base);
    const summary = h("p", { class: "muted small" },
      `${plural(data.total_approaches, "approach", "approaches")} among ${plural(data.submissions, "submission")}`,
      data.unparsed ? ` (and ${plural(data.unparsed, "submission")} that do not parse)` : "",
      data.total_approaches > data.approaches.length ? `; the ${data.approaches.length} most common shown.` : ".");
    list.replaceChildren(summary, ...(data.approaches.length
      ? data.approaches.map(approachCard) : [h("p", { class: "muted" }, "No submissions yet.")]));
  } catch (err) {
    list.replaceChildren(h("p", { class: "error" }, err.message));
  }
}

if (section) load();
