import { describe, expect, it } from "vitest";
import { describePages, describeResult, describeSummary } from "../../../src-main/server/cli/commands/import.ts";

// The lines `distillate import` prints as a batch goes: counts agree with their nouns, and a slow
// batch (scans read by OCR) says its pace in a figure that is not 0.0.
describe("distillate import's lines", () => {
  it("says one page as one page, in the file's line, the summary and the progress", () => {
    const result = { file: "/papers/scan.pdf", status: "imported" as const, paperId: 7, pages: 1, error: null };
    expect(describeResult(result)).toBe("imported   #7  /papers/scan.pdf (1 page)");
    expect(describeResult({ ...result, pages: 12 })).toBe("imported   #7  /papers/scan.pdf (12 pages)");
    expect(describeSummary({ imported: 1, duplicate: 0, failed: 0, pages: 1, seconds: 41.2 })).toBe("1 imported, 0 already in the library, 0 failed; 1 page in 41.2 s.");
    expect(describePages({ done: 0, total: 1, ocrPages: 0, secondsLeft: null })).toBe("0 of 1 page read (0 by OCR)");
  });

  it("says a batch slower than a page a second in seconds per page, a fast one in pages per second", () => {
    expect(describeSummary({ imported: 1, duplicate: 0, failed: 0, pages: 3, seconds: 60 })).toBe("1 imported, 0 already in the library, 0 failed; 3 pages in 60.0 s, 20.0 s per page.");
    expect(describeSummary({ imported: 3, duplicate: 1, failed: 0, pages: 42, seconds: 8 })).toBe("3 imported, 1 already in the library, 0 failed; 42 pages in 8.0 s, 5.3 pages/s.");
    expect(describeSummary({ imported: 0, duplicate: 0, failed: 1, pages: 0, seconds: 0.4 })).toBe("0 imported, 0 already in the library, 1 failed; 0 pages in 0.4 s.");
  });
});

describe("distillate import's line for a scan refused while OCR is off", () => {
  it("says where OCR is turned on, since the CLI has no Settings of its own, and how to import it again", () => {
    const message = "scan.pdf has no text layer (it looks like a scanned document) and OCR is off. Turn on OCR in Settings and import it again.";
    const line = describeResult({ file: "/papers/scan.pdf", status: "failed", paperId: null, pages: null, error: { name: "NoTextLayerError", message } });
    expect(line).toBe(`FAILED     NoTextLayerError: ${message} OCR is turned on in the desktop app's Settings, for this library (the CLI reads the same settings); then run "distillate import <file>" again.`);
  });
});

describe("distillate import's line for a damaged file", () => {
  it("keeps the PDF library's own words in brackets, for a bug report, after the reason in ours", () => {
    const message = "cut.pdf is damaged or incomplete and cannot be read. Download or export it again.";
    const line = describeResult({ file: "/papers/cut.pdf", status: "failed", paperId: null, pages: null, error: { name: "DamagedPdfError", message, detail: "Invalid PDF structure" } });
    expect(line).toBe(`FAILED     DamagedPdfError: ${message} [Invalid PDF structure]`);
  });
});
