import { describe, expect, it } from "vitest";
import { PdfUnpacksTooLargeError } from "../../../src-main/core/documents/errors/PdfUnpacksTooLargeError.ts";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { ascii85Decode } from "../../../src-main/core/documents/layout/asciiDecoders.ts";
import { findStreamOverBudget } from "../../../src-main/core/documents/layout/streamBudget.ts";
import { writeVariedPaper } from "../../support/generatedPdfs.ts";
import { compressedBombPdf, lzwBombPdf, manyStreamsPdf, PAGE_TEXT, runLengthBombPdf } from "../../support/hostilePdfs.ts";
import { tempDir } from "../../support/tempDir.ts";
import fs from "node:fs";
import path from "node:path";

const MB = 1024 * 1024;

// pdf.js unpacks a stream whole before reading it: a 1 MB file whose page unpacks to 1 GB took
// 164 s and 2.4 GB to give that page's text. What the streams unpack to is now checked first.
describe("a PDF whose streams unpack past what Distillate reads is refused before pdf.js reads it", () => {
  it("refuses a page that unpacks to 70 MB, through one Flate filter or two, naming the limit", async () => {
    for (const layers of [1, 2]) {
      const opened = openPdf(new Uint8Array(compressedBombPdf(70_000_000, layers)), "bomb.pdf");
      await expect(opened).rejects.toBeInstanceOf(PdfUnpacksTooLargeError);
      await expect(opened).rejects.toThrow(/^Cannot read bomb\.pdf: a stream in it \(at byte \d+\) unpacks to more than the 64 MB Distillate reads of one stream\. The file is damaged or made to exhaust memory/);
    }
  });

  it("counts every stream of the file against its budget, and reads a file within both", async () => {
    const data = manyStreamsPdf(5, MB);
    expect(findStreamOverBudget(data, 2 * MB, 3 * MB)).toMatchObject({ limit: "file", bytes: 3 * MB });
    expect(findStreamOverBudget(data, MB / 2, 8 * MB)).toMatchObject({ limit: "stream", bytes: MB / 2 });
    expect(findStreamOverBudget(data, 2 * MB, 8 * MB)).toBeNull();
    const doc = await openPdf(new Uint8Array(data), "five-streams.pdf");
    try {
      expect((await doc.readPage(1)).runs.map((r) => r.text).join("")).toContain(PAGE_TEXT);
    } finally {
      await doc.close();
    }
  });

  // LZW packs up to 4,096 bytes in one 12-bit code (27 KB of it unpacks to 70 MB), RunLength
  // 128 bytes in two; pdf.js unpacks either whole, as it does Flate.
  it("refuses a page that unpacks to 70 MB through LZW or RunLength, as it does Flate", async () => {
    for (const [name, data] of [
      ["lzw.pdf", lzwBombPdf(70_000_000).data],
      ["runlength.pdf", runLengthBombPdf(70_000_000).data],
    ] as const) {
      const opened = openPdf(new Uint8Array(data), name);
      await expect(opened).rejects.toBeInstanceOf(PdfUnpacksTooLargeError);
      await expect(opened).rejects.toThrow(/a stream in it \(at byte \d+\) unpacks to more than the 64 MB Distillate reads of one stream/);
    }
  });

  it("counts what an LZW or RunLength page unpacks to, and reads one within the limits", async () => {
    // The LZW page fills its table first, which alone unpacks to 7 MB; the RunLength page holds
    // its text (under 128 bytes) before the megabyte of spaces.
    for (const [name, { data, unpackedBytes: size }] of [
      ["lzw.pdf", lzwBombPdf(MB)],
      ["runlength.pdf", runLengthBombPdf(MB)],
    ] as const) {
      expect(findStreamOverBudget(data, size - 1, 64 * MB)).toMatchObject({ limit: "stream", bytes: size - 1 });
      expect(findStreamOverBudget(data, size, 64 * MB)).toBeNull();
      const doc = await openPdf(new Uint8Array(data), name);
      try {
        expect((await doc.readPage(1)).runs.map((r) => r.text).join("")).toContain(PAGE_TEXT);
      } finally {
        await doc.close();
      }
    }
  });

  it("passes a generated paper with fonts, pictures and compressed pages", async () => {
    const file = path.join(tempDir(), "paper.pdf");
    await writeVariedPaper(file, 0);
    expect(findStreamOverBudget(new Uint8Array(fs.readFileSync(file)))).toBeNull();
  });

  it("stops an ASCII85 stream of zero-groups at the stream's limit instead of making four times the file", () => {
    // "z" is four zero bytes: 8 MB of them would make 32 MB; the check is told 1 MB is the most.
    const zs = "z".repeat(8 * MB);
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Length ${zs.length} /Filter /ASCII85Decode >>\nstream\n${zs}~>\nendstream\nendobj\n%%EOF\n`, "latin1");
    const seen: number[] = [];
    expect(findStreamOverBudget(new Uint8Array(pdf), MB, 64 * MB, (unpacked) => seen.push(unpacked?.length ?? -1))).toMatchObject({ limit: "stream", bytes: MB });
    // Refused: the visitor never sees it; and the decoder itself made no more than the limit.
    expect(seen).toEqual([]);
    expect(ascii85Decode(Buffer.from(zs), MB).length).toBeLessThanOrEqual(MB + 4);
  });
});

