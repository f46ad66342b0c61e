// A scanned two-page paper read by OCR in the real parse workers, whose body main lost in two
// ways. Tesseract's English model has no Greek: it read the capital Theta in a paragraph's first
// line as "©", and the reader took the paragraph for a copyright notice and left it out whole. And
// a footnote's small raised number, boxed higher than the reader's row reaches, fell off its line:
// the note no longer opened with its mark and was read as body. Both are read back from the page:
// a "©" that opens no notice is a Theta, and a raised mark stays on the line it was read on.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { FOOTNOTE, THETA_PARAGRAPH, scannedBodyLossesPdf } from "../../support/scannedBodyLossesPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a line, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a scanned paper with a Theta in a paragraph's first line and a footnote on its second page", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`keeps the paragraph in the body and the footnote out of it at ${dpi} dpi`, async () => {
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
      // The footnote is the paper's footnote, not its body.
      for (const line of FOOTNOTE) expect(body).not.toContain(line.split(" ").slice(0, 6).join(" "));
      const notes = read.passages.filter((p) => p.kind === "footnote").map((p) => p.text).join(" ");
      expect(notes).toContain("largest of the three libraries");
      expect(THETA_PARAGRAPH[0]).toContain("Θ");
    });
  }
});
