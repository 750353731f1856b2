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
// running; calls onUpdate with each state. A few network blips in a row are tolerated.
export async function pollSubmission(id, onUpdate) {
  const started = Date.now();
  let failures = 0;
  for (;;) {
    let sub;
    try {
      sub = await api("GET", `/api/submissions/${id}`);
      failures = 0;
    } catch (err) {
      if (err.status !== 0 || ++failures > 5) throw err;
      await sleep(1000);
      continue;
    }
    onUpdate(sub);
    if (!isPending(sub)) return sub;
    await sleep(Date.now() - started < 15000 ? 300 : 1000);
  }
}
