// Saves the editor's code on the server a moment after typing stops, so that a reload, another
// tab or another machine opens the problem where the learner left it.
import { api } from "./api.js";

const QUIET_MS = 1200;
const RETRY_MS = 5000;

export class DraftSaver {
  constructor(slug, initial, statusEl) {
    this.url = `/api/problems/${slug}/draft`;
    this.saved = initial;
    this.pending = null;
    this.timer = null;
    this.statusEl = statusEl;
    // Leaving the page: send what is not saved yet, in a request the browser finishes for us.
    const flush = () => this.flushOnLeave();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") flush(); });
  }

  changed(code) {
    this.pending = code;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.save(), QUIET_MS);
    this.show("Unsaved changes");
  }

  async save() {
    const code = this.pending;
    if (code === null || code === this.saved) return this.show(code === null ? "" : "Draft saved");
    try {
      await api("PUT", this.url, { code });
      this.saved = code;
      if (this.pending === code) this.pending = null;
      this.show("Draft saved");
    } catch (err) {
      this.show(err.status === 401 ? "Sign in to keep drafts" : "Not saved yet; trying again…");
      if (err.status !== 401 && err.status !== 413) this.timer = setTimeout(() => this.save(), RETRY_MS);
    }
  }

  flushOnLeave() {
    if (this.pending === null || this.pending === this.saved) return;
    clearTimeout(this.timer);
    const csrf = document.querySelector('meta[name="csrf-token"]')?.content || "";
    fetch(this.url, { method: "PUT", keepalive: true, credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify({ code: this.pending }) }).catch(() => {});
    this.saved = this.pending;
  }

  show(text) {
    if (this.statusEl) this.statusEl.textContent = text;
  }
}
