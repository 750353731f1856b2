"""Problem statements: Markdown with $math$ to HTML (math left for KaTeX in the browser)."""

from __future__ import annotations

from functools import lru_cache

from markdown_it import MarkdownIt
from mdit_py_plugins.dollarmath import dollarmath_plugin

# html=False: a statement's raw HTML is shown as text, never injected into the page.
_markdown = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False}) \
    .enable("table").use(dollarmath_plugin, double_inline=True)


@lru_cache(maxsize=512)
def render_statement(markdown_text: str) -> str:
    return _markdown.render(markdown_text)
