import { describe, expect, it } from "vitest";
import { DamagedPdfError } from "../../../src-main/core/documents/errors/DamagedPdfError.ts";
import { PdfBareRunError } from "../../../src-main/core/documents/errors/PdfBareRunError.ts";
import { findBareRunOverBudget, PDF_MAX_BARE_RUN_BYTES } from "../../../src-main/core/documents/layout/bareRunBudget.ts";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { longUnpackedStreamPdf, PAGE_TEXT } from "../../support/hostilePdfs.ts";

const MB = 1024 * 1024;
const HEADER = Buffer.from("%PDF-1.4\n", "latin1");

// With no readable cross-reference table pdf.js reads the whole file word by word, building each
// word a character at a time: 64 MB of zeros after a PDF header took 78 s and 2.7 GB on main
// (500 MB passed 5 GB in ten minutes) before it said the file was damaged.
describe("a PDF with megabytes on one line outside its streams is refused before pdf.js reads it", () => {
  it("refuses a PDF header followed by 6 MB of zeros, naming the limit and where the run starts", async () => {
    const data = new Uint8Array(Buffer.concat([HEADER, Buffer.alloc(6 * MB)]));
    const opened = openPdf(data, "zeros.pdf");
    await expect(opened).rejects.toBeInstanceOf(PdfBareRunError);
    await expect(opened).rejects.toThrow(
      /^Cannot read zeros\.pdf: from byte 9 it holds more than 4 MB without a line break outside its streams, which no PDF is laid out with\. The file is damaged/,
    );
  }, 60_000);

  it("still reads a PDF whose stream holds 6 MB with no line break", async () => {
    const data = longUnpackedStreamPdf(6 * MB);
    expect(findBareRunOverBudget(new Uint8Array(data))).toBeNull();
    const doc = await openPdf(new Uint8Array(data), "long-stream.pdf");
    try {
      expect((await doc.readPage(1)).runs.map((r) => r.text).join("")).toContain(PAGE_TEXT);
    } finally {
      await doc.close();
    }
  }, 60_000);

  it("leaves a damaged file of short lines to pdf.js, which names it damaged", async () => {
    const line = Buffer.concat([Buffer.alloc(64 * 1024), Buffer.from("\n")]);
    const data = Buffer.concat([HEADER, ...Array.from({ length: 8 }, () => line)]);
    expect(findBareRunOverBudget(new Uint8Array(data))).toBeNull();
    await expect(openPdf(new Uint8Array(data), "short-lines.pdf")).rejects.toBeInstanceOf(DamagedPdfError);
  }, 60_000);

  it("finds a run after a stream that never ends, and one that starts after a '<' or a carriage return", () => {
    const run = Buffer.alloc(PDF_MAX_BARE_RUN_BYTES + 1, "x");
    const after = (prefix: string) => findBareRunOverBudget(new Uint8Array(Buffer.concat([Buffer.from(prefix, "latin1"), run])));
    expect(after("%PDF-1.4\n<<")).toEqual({ offset: 11, bytes: PDF_MAX_BARE_RUN_BYTES + 1 });
    expect(after("%PDF-1.4\r")).toEqual({ offset: 9, bytes: PDF_MAX_BARE_RUN_BYTES + 1 });
    // A stream's body is skipped to its end, as pdf.js skips it when it finds its object.
    expect(after("%PDF-1.4\n1 0 obj << >>\nstream\n")).toBeNull();
    expect(after("%PDF-1.4\n1 0 obj << >>\nstream\nendstream\nendobj\n")).toMatchObject({ offset: 47 });
  });
});
