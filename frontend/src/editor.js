// The code editor of Robot Practice: CodeMirror 6 set up for Python, bundled into one IIFE
// (window.RobotEditor) by build.mjs. Pages call RobotEditor.createEditor(parent, options).
import { EditorState, Prec, StateEffect, StateField } from "@codemirror/state";
import {
  Decoration, EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  drawSelection, highlightSpecialChars,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import {
  bracketMatching, indentOnInput, indentUnit, syntaxHighlighting, HighlightStyle,
} from "@codemirror/language";
import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { python } from "@codemirror/lang-python";
import { tags as t } from "@lezer/highlight";

// Colours chosen for contrast on white (all at least 4.5:1).
const highlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.operatorKeyword], color: "#8a2be2", fontWeight: "600" },
  { tag: [t.bool, t.null, t.self], color: "#8a2be2" },
  { tag: [t.string, t.special(t.string)], color: "#0a6b2e" },
  { tag: [t.number], color: "#a6400a" },
  { tag: [t.comment, t.lineComment], color: "#5f6b7a", fontStyle: "italic" },
  { tag: [t.function(t.definition(t.variableName)), t.definition(t.className)], color: "#0550ae", fontWeight: "600" },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: "#0550ae" },
  { tag: [t.standard(t.variableName)], color: "#953800" },
  { tag: [t.propertyName], color: "#24292f" },
  { tag: [t.operator], color: "#6e3900" },
  { tag: [t.invalid], color: "#b00020", textDecoration: "underline wavy" },
]);

const theme = EditorView.theme({
  "&": { fontSize: "14.5px", backgroundColor: "#ffffff", color: "#1f2328", height: "100%" },
  ".cm-scroller": {
    fontFamily: "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, Consolas, monospace",
    lineHeight: "1.55",
  },
  ".cm-content": { padding: "10px 0", caretColor: "#0550ae" },
  ".cm-gutters": { backgroundColor: "#f6f8fa", color: "#6e7781", borderRight: "1px solid #d8dee4" },
  ".cm-activeLine": { backgroundColor: "#f3f7ff" },
  ".cm-activeLineGutter": { backgroundColor: "#e7eefb", color: "#24292f" },
  "&.cm-focused": { outline: "none" },
  "&.cm-focused .cm-cursor": { borderLeftColor: "#0550ae", borderLeftWidth: "2px" },
  "&.cm-focused .cm-selectionBackground, ::selection": { backgroundColor: "#cfe0ff" },
  ".cm-selectionBackground": { backgroundColor: "#dde7f7" },
  "&.cm-focused .cm-matchingBracket": { backgroundColor: "#d2f4dc", outline: "1px solid #4ac26b" },
  "&.cm-focused .cm-nonmatchingBracket": { backgroundColor: "#ffe1e1" },
  ".cm-errorLine": { backgroundColor: "#fde8ea", boxShadow: "inset 3px 0 0 #c62f3e" },
}, { dark: false });

// The line an error was raised on, marked until the code changes or another result comes.
const setErrorLine = StateEffect.define();
const errorLine = StateField.define({
  create: () => Decoration.none,
  update(marks, tr) {
    if (tr.docChanged) return Decoration.none;
    for (const effect of tr.effects) {
      if (effect.is(setErrorLine)) {
        const n = effect.value;
        if (!n || n < 1 || n > tr.state.doc.lines) return Decoration.none;
        const line = tr.state.doc.line(n);
        return Decoration.set([Decoration.line({ class: "cm-errorLine", attributes: { title: "The error was raised here" } }).range(line.from)]);
      }
    }
    return marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * Mounts an editor in `parent`.
 * options: doc (initial text), label (accessible name), describedBy (id of a help text),
 * onRun, onSubmit, onChange(text).
 * Returns { view, getCode(), setCode(text), focus(), markErrorLine(n or null) }.
 */
export function createEditor(parent, options = {}) {
  const { doc = "", label = "Code editor", onRun, onSubmit, onChange } = options;
  const shortcut = (fn) => () => { if (fn) fn(); return true; };
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        // Above the default keymap, which binds Mod-Enter to "insert blank line".
        Prec.highest(keymap.of([
          { key: "Mod-Enter", run: shortcut(onRun) },
          { key: "Mod-Shift-Enter", run: shortcut(onSubmit) },
        ])),
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        indentUnit.of("    "),
        EditorState.tabSize.of(4),
        syntaxHighlighting(highlight),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        python(),
        theme,
        errorLine,
        EditorView.contentAttributes.of({
          "aria-label": label,
          ...(options.describedBy ? { "aria-describedby": options.describedBy } : {}),
          spellcheck: "false",
          autocapitalize: "off",
          autocorrect: "off",
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && onChange) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    getCode: () => view.state.doc.toString(),
    setCode: (text) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
    focus: () => view.focus(),
    markErrorLine: (n) => view.dispatch({ effects: setErrorLine.of(n || null) }),
  };
}
