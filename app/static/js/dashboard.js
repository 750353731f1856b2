// The class dashboard: the view picker goes to the chosen assignment or level, and a topic's
// name folds its problem columns into one "solved of n" column (and back).
const picker = document.querySelector("[data-scope-select]");
if (picker) {
  picker.addEventListener("change", () => { window.location.search = `?${picker.value}`; });
}
// A body row's summary cell for a topic is made the first time the topic is folded (the server
// sends only the problem cells: a summary per topic and student doubled the page).
function summaryCells(topic) {
  const made = [];
  for (const row of document.querySelectorAll(".progress-grid tbody tr")) {
    const cells = row.querySelectorAll(`td[data-topic="${topic}"]`);
    if (!cells.length) continue;
    const solved = [...cells].filter((cell) => cell.classList.contains("cell-solved")).length;
    const summary = document.createElement("td");
    summary.className = "cell topic-summary";
    summary.dataset.topicSummary = topic;
    summary.textContent = `${solved}/${cells.length}`;
    summary.hidden = true;
    cells[cells.length - 1].after(summary);
    made.push(summary);
  }
  return made;
}

for (const button of document.querySelectorAll("[data-topic-toggle]")) {
  const topic = button.dataset.topicToggle;
  let summariesMade = false;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    if (!open && !summariesMade) {
      summaryCells(topic);
      summariesMade = true;
    }
    button.setAttribute("aria-expanded", String(open));
    for (const cell of document.querySelectorAll(`[data-topic="${topic}"]`)) cell.hidden = !open;
    for (const cell of document.querySelectorAll(`[data-topic-summary="${topic}"]`)) cell.hidden = open;
    const head = document.querySelector(`[data-topic-head="${topic}"]`);
    head.colSpan = open ? Number(head.dataset.columns || head.colSpan) : 1;
    head.classList.toggle("is-folded", !open);
  });
  const head = document.querySelector(`[data-topic-head="${topic}"]`);
  head.dataset.columns = String(head.colSpan);
}
