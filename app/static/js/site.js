// On every page: the site menu on small screens (one button shows and hides the navigation and
// the account), and every <time> in the reader's own time zone.
import { localizeTimes } from "./format.js";

localizeTimes();
const toggle = document.querySelector(".menu-toggle");
const menu = document.getElementById("site-menu");
if (toggle && menu) {
  document.documentElement.classList.add("has-menu-script");
  const set = (open) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.classList.toggle("is-open", open);
  };
  toggle.addEventListener("click", () => set(toggle.getAttribute("aria-expanded") !== "true"));
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && menu.classList.contains("is-open")) { set(false); toggle.focus(); } });
}
// A new class's time zone starts as the teacher's own.
for (const input of document.querySelectorAll("input[data-local-zone]")) {
  if (!input.value) input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
