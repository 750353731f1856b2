// The class dashboard: the view picker goes to the chosen assignment or level, and a topic's
// name folds its problem columns into one "solved of n" column (and back).
const picker = document.querySelector("[data-scope-select]");
if (picker) {
  picker.addEventListener("change", () => { window.location.search = `?${picker.value}`; });
}
for (const button of document.querySelectorAll("[data-topic-toggle]")) {
  const topic = button.dataset.topicToggle;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
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
