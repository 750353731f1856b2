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

// A GET that waits out the network or the server failing for a while with growing pauses
// (onTrouble tells the page, so it can say so); it only gives up after MAX_TROUBLE_MS, and then
// says the submission itself is safe.
const MAX_TROUBLE_MS = 120000;

async function patiently(url, onTrouble) {
  let troubleSince = null;
  let pause = 500;
  for (;;) {
    try {
      const data = await api("GET", url);
      if (troubleSince !== null) onTrouble(null);
      return data;
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
    }
  }
}

// The whole result, fetched once the submission is final.
async function fetchResult(id, onUpdate, onTrouble) {
  const sub = await patiently(`/api/submissions/${id}`, onTrouble);
  onUpdate(sub);
  return sub;
}

// Polls a submission's small state every ~300 ms (slower after a while) until it is no longer
// queued or running, calling onUpdate with `known` brought up to date; then fetches the result.
export async function pollSubmission(id, onUpdate, onTrouble = () => {}, known = {}) {
  const started = Date.now();
  let current = { id, ...known };
  for (;;) {
    const state = await patiently(`/api/submissions/${id}/state`, onTrouble);
    if (!isPending(state)) return fetchResult(id, onUpdate, onTrouble);
    current = { ...current, ...state };
    onUpdate(current);
    await sleep(Date.now() - started < 15000 ? 300 : 1000);
  }
}

// The server's events of a submission (GET /api/submissions/{id}/events): each `state` goes to
// onState; resolves with what `done` carries (the whole result, or its state when the result is
// big), or null when the stream is cut, refused
// or unavailable (the caller polls then). A stream whose time is up says `reopen`, and another is opened.
const MAX_REOPENS = 40;

function streamUntilDone(id, onState) {
  return new Promise((resolve) => {
    let reopens = 0;
    const open = () => {
      const source = new EventSource(`/api/submissions/${id}/events`);
      const end = (result) => { source.close(); resolve(result); };
      source.addEventListener("state", (event) => onState(JSON.parse(event.data)));
      source.addEventListener("done", (event) => end(JSON.parse(event.data)));
      source.addEventListener("reopen", () => {
        source.close();
        if (++reopens > MAX_REOPENS) resolve(null); else open();
      });
      source.onerror = () => end(null); // EventSource would retry on its own; polling is surer
    };
    open();
  });
}

// Follows a submission until it is graded, calling onUpdate with each state and at the end with
// the whole result: pushed by the server with its last event where the browser and the network
// allow, polled (then fetched once) where they do not.
export async function followSubmission(id, onUpdate, onTrouble = () => {}, known = {}) {
  let current = { id, ...known };
  const show = (state) => {
    current = { ...current, ...state };
    if (isPending(current)) onUpdate(current);
  };
  const result = typeof EventSource === "function" ? await streamUntilDone(id, show) : null;
  if (!result) return pollSubmission(id, onUpdate, onTrouble, current);
  if (!("cases" in result)) return fetchResult(id, onUpdate, onTrouble); // too big to ride on the stream
  onUpdate(result);
  return result;
}
