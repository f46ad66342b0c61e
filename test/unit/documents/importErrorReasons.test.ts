import { describe, expect, it } from "vitest";
import { ErrorInfoSchema, toErrorInfo } from "../../../src-main/contract/errors.ts";
import { NoTextLayerError } from "../../../src-main/core/documents/errors/NoTextLayerError.ts";
import { NotPdfError } from "../../../src-main/core/documents/errors/NotPdfError.ts";

// The import panel shows a failed file's name and, beside it, the reason: without the name (it
// read "scan.pdf  scan.pdf has no text layer…"), and with the next step as an action when the
// app can take the user there (Settings' OCR switch for a scan refused while OCR was off).
describe("an import error's reason and remedy across the process boundary", () => {
  it("sends a scan refused with OCR off with the way to Settings as a remedy, not as words", () => {
    const info = ErrorInfoSchema.parse(toErrorInfo(new NoTextLayerError("/papers/scan.pdf")));
    expect(info.message).toBe("/papers/scan.pdf has no text layer (it looks like a scanned document) and OCR is off. Turn on OCR in Settings and import it again.");
    expect(info.reason).toBe("It has no text layer (it looks like a scanned document), and OCR is off.");
    expect(info.remedy).toBe("turn-on-ocr");
  });

  it("offers no OCR remedy for a file with neither text nor pictures, where OCR would find nothing", () => {
    const info = toErrorInfo(new NoTextLayerError("/papers/blank.pdf", false));
    expect(info.remedy).toBeUndefined();
    expect(info.reason).toMatch(/^It has no text layer and holds no pictures.*Check that it is the file you meant\.$/);
  });

  it("keeps other errors as they were: a name and a message, no reason", () => {
    expect(toErrorInfo(new Error("disk full"))).toEqual({ name: "Error", message: "disk full" });
    expect(toErrorInfo(new NotPdfError("/papers/notes.pdf"))).toEqual({ name: "NotPdfError", message: "/papers/notes.pdf is not a PDF file.", reason: "It is not a PDF file. Only PDFs can be imported." });
  });
});
