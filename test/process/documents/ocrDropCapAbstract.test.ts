// The scan of a paper whose abstract opens with a drop cap three lines tall
// (test/support/dropCapAbstractPdf.ts), read by OCR in the real parse workers. Tesseract reads the
// large "R" as the first word of the third line, whose baseline it shares; set at that line's size
// and baseline, the reader put it there ("... they settle R on the bed") and the abstract began
// "iver sediments". Given its own size and baseline (ocr/dropCaps.ts), the letter is glued to the
// first line beside it, as a text layer's drop cap is. At 200 dpi tesseract leaves the letter
// unread (no word at all): not covered here.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { dropCapAbstractPdf } from "../../support/dropCapAbstractPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

const spaced = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

describe("a scanned abstract that opens with a drop cap", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it("reads the abstract's first word whole and leaves no stray capital inside it at 300 dpi", async () => {
    const c = await dropCapAbstractPdf();
    const read = await pool.parse(await scannedPdf(c.bytes, { dpi: 300 }), { file: "drop-cap.pdf", ocr: { languages: ["eng"] } });
    const abstract = spaced(read.abstract);
    expect(abstract.split(" ").slice(0, 6)).toEqual(c.abstract.split(" ").slice(0, 6));
    expect(abstract).not.toMatch(/ R /);
    expect(abstract.length).toBeGreaterThan(0.95 * c.abstract.length);
  });
});
