// Talks to the JSON API. Errors come back as ApiError with the server's `detail` as message.
const csrf = document.querySelector('meta[name="csrf-token"]')?.content || "";

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function detailOf(data, res) {
  const detail = data && data.detail;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
  if (res.status === 401) return "Please sign in first.";
  if (res.status === 429) return "Too many requests; wait a moment and try again.";
  return `The server answered ${res.status} ${res.statusText}.`.replace(/ \.$/, ".");
}

export async function api(method, url, body) {
  let res;
  try {
    res = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrf },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.");
  }
  let data = null;
  try { data = await res.json(); } catch { /* not JSON: keep null */ }
  if (!res.ok) throw new ApiError(res.status, detailOf(data, res));
  return data;
}

export const isPending = (sub) => sub.status === "queued" || sub.status === "running";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Polls a submission every ~300 ms (slower after a while) until it is no longer queued or
// running; calls onUpdate with each state. The network or the server failing for a while is
// waited out with growing pauses (onTrouble tells the page, so it can say so); the poll only
// gives up after MAX_TROUBLE_MS, and then says the submission itself is safe.
const MAX_TROUBLE_MS = 120000;

export async function pollSubmission(id, onUpdate, onTrouble = () => {}) {
  const started = Date.now();
  let troubleSince = null;
  let pause = 500;
  for (;;) {
    let sub;
    try {
      sub = await api("GET", `/api/submissions/${id}`);
    } catch (err) {
      const passing = err.status === 0 || err.status === 429 || err.status >= 500;
      if (!passing) throw err;
      troubleSince ??= Date.now();
      if (Date.now() - troubleSince > MAX_TROUBLE_MS) {
        throw new ApiError(0, "Lost contact with the server. Your submission is safe and will be graded: reload the page in a moment to see its result.");
      }
      onTrouble(err);
      await sleep(pause);
      pause = Math.min(pause * 2, 8000);
      continue;
    }
    if (troubleSince !== null) onTrouble(null);
    troubleSince = null;
    pause = 500;
    onUpdate(sub);
    if (!isPending(sub)) return sub;
    await sleep(Date.now() - started < 15000 ? 300 : 1000);
  }
}
