// Builds the vendored browser assets into app/static/vendor/ (committed, so that running the
// app never needs npm):
//   editor.min.js          CodeMirror 6 for Python, as one IIFE exposing window.RobotEditor
//   katex/                 katex.min.js, auto-render.min.js, katex.min.css, fonts/*.woff2
//   chart/chart.umd.min.js Chart.js with every scale registered (log scale included)
//   swagger/               Swagger UI's bundle and stylesheet, for the API's /docs page
//   pyodide/               CPython on WebAssembly for Run in the browser: only the files that
//                          loadPyodide() fetches with no packages (no CDN, no source maps)
// and, for the test suite only (never served): tests/browser/vendor/axe.min.js, the axe-core
// accessibility engine the browser tests run in each page.
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

// Pyodide: the module, the Emscripten glue, the wasm, the standard library and the lock file it
// reads at start (no package of it is loaded, so no wheel is shipped).
const pyodideOut = join(out, "pyodide");
mkdirSync(pyodideOut, { recursive: true });
for (const file of ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]) {
  const from = join(pkg("pyodide"), file);
  if (file.endsWith(".mjs")) {
    writeFileSync(join(pyodideOut, file), readFileSync(from, "utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n"));
  } else {
    cpSync(from, join(pyodideOut, file));
  }
}

// axe-core for the accessibility audit of tests/browser (MPL-2.0; its licence goes with it).
const axeOut = join(here, "..", "tests", "browser", "vendor");
mkdirSync(axeOut, { recursive: true });
cpSync(join(pkg("axe-core"), "axe.min.js"), join(axeOut, "axe.min.js"));
cpSync(join(pkg("axe-core"), "LICENSE"), join(axeOut, "axe-core.LICENSE"));

const bundled = [
  "@codemirror/state", "@codemirror/view", "@codemirror/commands", "@codemirror/language",
  "@codemirror/autocomplete", "@codemirror/lang-python", "@lezer/common", "@lezer/highlight",
  "@lezer/lr", "@lezer/python", "style-mod", "w3c-keyname", "crelt", "katex", "chart.js",
  "@kurkle/color", "swagger-ui-dist", "pyodide",
];
// Pyodide (MPL-2.0) ships no licence file in its npm package: the MPL's text comes from
// axe-core's copy (the same licence), and Pyodide's own notice names the bundled CPython's.
const licenceFileOf = { pyodide: join(pkg("axe-core"), "LICENSE") };
// Every bundled package is MIT or Apache-2.0 licensed: both ask for the licence text (and an
// Apache NOTICE file, where there is one) to travel with the copy.
const sections = bundled.map((name) => {
  const dir = pkg(name);
  const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const file = licenceFileOf[name] || readdirSync(dir).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
  if (!file) throw new Error(`${name} ships no licence file`);
  const notice = readdirSync(dir).find((f) => /^notice(\.md|\.txt)?$/i.test(f));
  const text = [file, notice].filter(Boolean).map((f) => readFileSync(licenceFileOf[name] ? f : join(dir, f), "utf8").trim()).join("\n\n")
    + (name === "pyodide" ? "\n\nPyodide includes CPython, under the Python Software Foundation License Version 2." : "");
  return `== ${meta.name} ${meta.version} (${meta.license}) ==\n\n${text}\n`;
});
writeFileSync(join(out, "LICENSES.txt"),
  "Bundled into this folder by frontend/build.mjs from these npm packages.\n\n" +
  sections.join("\n"));
console.log(`built ${out}`);
