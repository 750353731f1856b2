// Typesets math with the vendored KaTeX. The statement's Markdown arrives with its math as
// <span class="math inline">…</span> and <div class="math block">…</div>; any $…$ left in plain
// text (hints, hand-written HTML) is caught by KaTeX's auto-render.
export function renderMath(root) {
  if (!root || !window.katex) return;
  for (const el of root.querySelectorAll(".math.inline, .math.block")) {
    if (el.dataset.typeset) continue;
    const tex = el.textContent.trim().replace(/^\$\$?|\$\$?$/g, "");
    window.katex.render(tex, el, { displayMode: el.classList.contains("block"), throwOnError: false });
    el.dataset.typeset = "1";
  }
  if (window.renderMathInElement) {
    window.renderMathInElement(root, {
      delimiters: [
        { left: "$$", right: "$$", display: true },
        { left: "\\[", right: "\\]", display: true },
        { left: "$", right: "$", display: false },
        { left: "\\(", right: "\\)", display: false },
      ],
      ignoredClasses: ["katex", "math"],
      throwOnError: false,
    });
  }
}
