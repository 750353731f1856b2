// The "Your submissions" list of the problem page, kept current without a reload.
import { h } from "./dom.js";
import { statusLabel, statusTone, timeText } from "./format.js";

export class SubmissionList {
  constructor(listEl, emptyEl, onLoadCode) {
    this.listEl = listEl;
    this.emptyEl = emptyEl;
    this.onLoadCode = onLoadCode;
    this.rows = new Map();
  }

  // Submissions come newest first; each becomes (or replaces) its row.
  show(submissions) {
    for (const sub of [...submissions].reverse()) this.upsert(sub);
  }

  upsert(sub) {
    if (!this.listEl) return;
    const row = this.row(sub);
    const old = this.rows.get(sub.id);
    if (old) old.replaceWith(row);
    else this.listEl.prepend(row);
    this.rows.set(sub.id, row);
    if (this.emptyEl) this.emptyEl.hidden = true;
  }

  row(sub) {
    const known = this.rows.get(sub.id);
    const code = sub.code ?? known?.dataset.code;
    const score = typeof sub.score === "number" && sub.status === "graded" && sub.verdict !== "accepted"
      ? h("span", { class: "sub-score" }, `${Math.round(sub.score * 100)}%`) : null;
    const li = h("li", { class: `sub-row tone-${statusTone(sub)}`, "data-id": sub.id, "data-status": sub.status },
      h("a", { class: "sub-link", href: `/submissions/${sub.id}` }, `#${sub.id}`),
      h("span", { class: "sub-status" }, statusLabel(sub)),
      score,
      h("time", { datetime: sub.created_at || "" }, timeText(sub.created_at)),
      code ? h("button", { type: "button", class: "btn btn-quiet btn-small", onclick: () => this.onLoadCode(code, sub.id), "aria-label": `Load code of submission ${sub.id} into the editor` }, "Load code") : null);
    if (code) li.dataset.code = code;
    return li;
  }
}
