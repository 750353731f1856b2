// Builds the vendored browser assets into app/static/vendor/ (committed, so that running the
// app never needs npm):
//   editor.min.js          CodeMirror 6 for Python, as one IIFE exposing window.RobotEditor
//   katex/                 katex.min.js, auto-render.min.js, katex.min.css, fonts/*.woff2
//   chart/chart.umd.min.js Chart.js with every scale registered (log scale included)
//   swagger/               Swagger UI's bundle and stylesheet, for the API's /docs page
//   LICENSES.txt           what is bundled, its version and licence text
// Run with `npm run build` (or `make assets` from the repository root).
import { build } from "esbuild";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "app", "static", "vendor");
const pkg = (name) => join(here, "node_modules", name);

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "katex", "fonts"), { recursive: true });
mkdirSync(join(out, "chart"), { recursive: true });
mkdirSync(join(out, "swagger"), { recursive: true });

await build({
  entryPoints: [join(here, "src", "editor.js")],
  bundle: true,
  minify: true,
  format: "iife",
  globalName: "RobotEditor",
  target: ["es2020"],
  legalComments: "none",
  outfile: join(out, "editor.min.js"),
});

// KaTeX: every browser we support takes woff2, so only those fonts are shipped and the
// stylesheet is rewritten to name only them (no requests for .woff/.ttf that are not there).
const katex = join(pkg("katex"), "dist");
cpSync(join(katex, "katex.min.js"), join(out, "katex", "katex.min.js"));
cpSync(join(katex, "contrib", "auto-render.min.js"), join(out, "katex", "auto-render.min.js"));
const css = readFileSync(join(katex, "katex.min.css"), "utf8")
  .replace(/,url\(fonts\/[^)]+\.woff\) format\("woff"\)/g, "")
  .replace(/,url\(fonts\/[^)]+\.ttf\) format\("truetype"\)/g, "");
if (/\.(woff|ttf)\)/.test(css)) throw new Error("katex.min.css still names .woff/.ttf fonts");
writeFileSync(join(out, "katex", "katex.min.css"), css);
for (const font of readdirSync(join(katex, "fonts")).filter((f) => f.endsWith(".woff2"))) {
  cpSync(join(katex, "fonts", font), join(out, "katex", "fonts", font));
}

// Chart.js: the UMD build registers all controllers and scales; its source map is not shipped,
// so the trailing sourceMappingURL comment is dropped too.
const chart = readFileSync(join(pkg("chart.js"), "dist", "chart.umd.min.js"), "utf8")
  .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n");
writeFileSync(join(out, "chart", "chart.umd.min.js"), chart);

// Swagger UI for /docs, served from here so the page needs no CDN (and no inline script: the
// page's own static/js/docs.js starts it). Source maps are not shipped.
const swagger = pkg("swagger-ui-dist");
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
  const text = readFileSync(join(swagger, file), "utf8").replace(/\n?\/[/*]# sourceMappingURL=\S+\s*(\*\/)?\s*$/, "\n");
  writeFileSync(join(out, "swagger", file), text);
}

const bundled = [
  "@codemirror/state", "@codemirror/view", "@codemirror/commands", "@codemirror/language",
  "@codemirror/autocomplete", "@codemirror/lang-python", "@lezer/common", "@lezer/highlight",
  "@lezer/lr", "@lezer/python", "style-mod", "w3c-keyname", "crelt", "katex", "chart.js",
  "@kurkle/color", "swagger-ui-dist",
];
// Every bundled package is MIT or Apache-2.0 licensed: both ask for the licence text (and an
// Apache NOTICE file, where there is one) to travel with the copy.
const sections = bundled.map((name) => {
  const dir = pkg(name);
  const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const file = readdirSync(dir).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
  if (!file) throw new Error(`${name} ships no licence file`);
  const notice = readdirSync(dir).find((f) => /^notice(\.md|\.txt)?$/i.test(f));
  const text = [file, notice].filter(Boolean).map((f) => readFileSync(join(dir, f), "utf8").trim()).join("\n\n");
  return `== ${meta.name} ${meta.version} (${meta.license}) ==\n\n${text}\n`;
});
writeFileSync(join(out, "LICENSES.txt"),
  "Bundled into this folder by frontend/build.mjs from these npm packages.\n\n" +
  sections.join("\n"));
console.log(`built ${out}`);
