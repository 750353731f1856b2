// How values, verdicts and times read on the page.

export const VERDICTS = {
  accepted: ["Accepted", "Every case passed."],
  wrong_answer: ["Wrong answer", "Your code ran, but some cases returned something other than the expected answer."],
  runtime_error: ["Runtime error", "Your code raised an exception on some cases."],
  time_limit: ["Time limit exceeded", "Your code ran too long on some cases. Look for a loop that never ends."],
  memory_limit: ["Memory limit exceeded", "Your code used more memory than allowed."],
  output_limit: ["Output limit exceeded", "Your code printed more than allowed. Remove prints inside loops."],
};

// One short word or two for a submission in a list.
export function statusLabel(sub) {
  switch (sub.status) {
    case "queued": return "Queued";
    case "running": return "Grading…";
    case "ungradable": return "Not graded";
    case "system_error": return "System error";
    default: return (VERDICTS[sub.verdict] || [sub.verdict || "Graded"])[0];
  }
}

// A CSS modifier for the tone of a status: good, bad, pending or neutral.
export function statusTone(sub) {
  if (sub.status === "queued" || sub.status === "running") return "pending";
  if (sub.status === "graded") return sub.verdict === "accepted" ? "good" : "bad";
  return "neutral";
}

// Python-looking text for a JSON value (tuples arrive as lists).
export function pyRepr(value) {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  return `{${Object.entries(value).map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(", ")}}`;
}

export const argsText = (args) => (args || []).map(pyRepr).join(", ");

export function countText(cases, noun = "cases") {
  const passed = cases.filter((c) => c.passed).length;
  return `${passed} of ${cases.length} ${noun} passed`;
}

// Accepts ISO 8601 or Python's str(datetime) ("2024-05-01 09:30:00.123456+00:00").
export function parseTime(text) {
  if (!text) return null;
  const iso = String(text).trim().replace(" ", "T").replace(/(\.\d{3})\d+/, "$1");
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function timeText(text) {
  const date = parseTime(text);
  if (!date) return text || "";
  return date.toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
}

// Rewrites every <time datetime> below root into the reader's local time.
export function localizeTimes(root = document) {
  for (const el of root.querySelectorAll("time[datetime]")) {
    const date = parseTime(el.getAttribute("datetime"));
    if (date) {
      el.textContent = timeText(el.getAttribute("datetime"));
      el.title = date.toLocaleString();
    }
  }
}
