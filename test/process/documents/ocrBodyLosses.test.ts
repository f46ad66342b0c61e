// A scanned two-page paper read by OCR in the real parse workers, whose body main lost.
// Tesseract's English model has no Greek: it read the capital Theta in a paragraph's first line as
// "©", and the reader took the paragraph for a copyright notice and left it out whole. A "©" that
// opens no notice is a Theta. (The second page's footnote, opened by a raised mark, is read as body
// still: keeping a raised mark on its line made superscript citation numbers at a line's start open
// "footnotes" on a held-out Nature Communications scan, test/corpus/scannedHeldOutPaper.test.ts,
// so that rule was taken back; see docs/ocr.md, round 23.)
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { THETA_PARAGRAPH, scannedBodyLossesPdf } from "../../support/scannedBodyLossesPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a line, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a scanned paper with a Theta in a paragraph's first line", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`keeps the paragraph in the body at ${dpi} dpi`, async () => {
      const paper = await scannedBodyLossesPdf();
      const read = await pool.parse(await scannedPdf(paper.bytes, { dpi }), { file: "body-losses.pdf", ocr: { languages: ["eng"] } });
      const body = read.passages.filter((p) => p.kind !== "footnote" && p.kind !== "abstract").map((p) => p.text).join(" ").replace(/\s+/g, " ");
      const bodyWords = new Set(words(body));
      // Every body line is there, the Theta paragraph's among them.
      for (const line of paper.body) {
        const own = words(line);
        expect(own.filter((w) => bodyWords.has(w)).length, line).toBeGreaterThanOrEqual(own.length - 1);
      }
      expect(body).toContain("Θ");
      expect(body).not.toContain("©");
      expect(THETA_PARAGRAPH[0]).toContain("Θ");
    });
  }
});
