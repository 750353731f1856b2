// The problem list: search by title or topic and filter by level and status, in the page (the
// list is all there; without script it is simply the whole list).
const tools = document.getElementById("list-tools");
const search = document.getElementById("problem-search");
const level = document.getElementById("filter-level");
const status = document.getElementById("filter-status");
const count = document.getElementById("list-count");
const rows = [...document.querySelectorAll(".problem-row")];

const STATUS = {
  "": () => true,
  unsolved: (row) => row.dataset.solved === "no",
  solved: (row) => row.dataset.solved === "yes",
  path: (row) => row.dataset.path === "yes",
  required: (row) => row.dataset.required === "yes",
};

function apply() {
  const words = search.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const keep = STATUS[status.value] || STATUS[""];
  let shown = 0;
  for (const row of rows) {
    const inLevel = !level.value || row.closest(".level").dataset.level === level.value;
    const visible = inLevel && keep(row) && words.every((w) => row.dataset.search.includes(w));
    row.hidden = !visible;
    shown += visible;
  }
  // A topic or level with nothing left to show is hidden with it.
  for (const group of document.querySelectorAll(".topic-group")) group.hidden = ![...group.querySelectorAll(".problem-row")].some((r) => !r.hidden);
  for (const section of document.querySelectorAll("section.level")) section.hidden = ![...section.querySelectorAll(".problem-row")].some((r) => !r.hidden);
  count.textContent = shown === rows.length ? `${rows.length} problems` : `${shown} of ${rows.length} problems`;
  const params = new URLSearchParams({ ...(search.value && { q: search.value }), ...(level.value && { level: level.value }), ...(status.value && { status: status.value }) });
  history.replaceState(null, "", params.toString() ? `?${params}` : location.pathname);
}

if (tools && rows.length) {
  const params = new URLSearchParams(location.search);
  search.value = params.get("q") || "";
  level.value = params.get("level") || "";
  status.value = params.get("status") || "";
  tools.hidden = false;
  tools.addEventListener("submit", (e) => e.preventDefault());
  for (const control of [search, level, status]) control.addEventListener("input", apply);
  apply();
}
