// What `distillate show` says when the installed tesseract stopped on some pages and the built-in
// engine read them instead: the note names those pages. It said "2 pages: the installed
// tesseract stopped (SIGKILL) on this page" after the command was killed on pages 1 and 4 of a
// 4-page scan (real CLI import, round 35): which pages, and "this page" of two.
import { describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ocrSummaryLines } from "../../../src-main/server/cli/ocrSummaryLines.ts";

const killedTwice = OcrNotesSchema.parse({
  languages: ["eng"],
  pages: [1, 2, 3, 4],
  meanConfidence: 93.4,
  lowConfidenceLines: [],
  failedPages: [{ page: 3, reason: "its picture is damaged and cannot be read (JPEG)" }],
  partlyReadPages: [],
  engines: [
    { engine: "built-in (tesseract.js)", pages: [4, 1] },
    { engine: "tesseract 5.3.0 (installed)", pages: [2] },
  ],
  engineNotes: [
    { note: "the installed tesseract stopped (SIGKILL)", pages: [4, 1] },
    { note: "the installed tesseract failed (exit code 139)", pages: [2] },
  ],
});

describe("the OCR lines of distillate show", () => {
  it("name the pages each engine note concerns, in order, beside the unread pages", () => {
    expect(ocrSummaryLines(killedTwice)).toEqual([
      "Read by OCR 4 pages (eng) by built-in (tesseract.js) on 2 pages, tesseract 5.3.0 (installed) on 1 page, mean confidence 93%",
      "            pages 1, 4: the installed tesseract stopped (SIGKILL)",
      "            page 2: the installed tesseract failed (exit code 139)",
      "            page 3 unread: its picture is damaged and cannot be read (JPEG)",
    ]);
  });

  it("keep one line for a paper read by one engine without notes", () => {
    const plain = OcrNotesSchema.parse({ ...killedTwice, engines: [{ engine: "built-in (tesseract.js)", pages: [1, 2, 3, 4] }], engineNotes: [], failedPages: [], meanConfidence: null });
    expect(ocrSummaryLines(plain)).toEqual(["Read by OCR 4 pages (eng) by built-in (tesseract.js)"]);
  });
});
