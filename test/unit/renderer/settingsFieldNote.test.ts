import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldNote } from "../../../src-renderer/src/features/settings/FieldNote.tsx";

// A settings field's note as React renders it (no browser), read as its words: the hint's sentence
// and the save mark beside it are two things, with a space between them.

/** The words the note shows, as a screen reader or a copy of the page gives them. */
const words = (markup: string) => markup.replace(/<[^>]+>/g, "");

describe("a settings field's note", () => {
  const hint = "Off: a scanned paper is refused when it is added.";

  it("puts a space between the hint's sentence and '✓ Saved'", () => {
    const markup = renderToStaticMarkup(createElement(FieldNote, { name: "ocrEnabled", status: { state: "saved" }, hint, withSave: true }));
    expect(words(markup)).toBe("Off: a scanned paper is refused when it is added. ✓ Saved");
  });

  it("shows the mark alone, or the hint alone, with no stray space", () => {
    expect(words(renderToStaticMarkup(createElement(FieldNote, { name: "ocrEnabled", status: { state: "saving" }, withSave: true })))).toBe("Saving…");
    expect(words(renderToStaticMarkup(createElement(FieldNote, { name: "ocrEnabled", status: undefined, hint, withSave: true })))).toBe(hint);
  });
});
