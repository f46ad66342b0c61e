// A scanned page whose section headings are bold in the body's size, unnumbered and with names no
// list knows, read by OCR in the real parse workers. Tesseract says nothing of a word's face, so on
// main every heading ran into the body as a line of its own ("Orchard sampling design We visited
// ...") and the paper had no sections. The heading's strokes are far thicker than the body's: it
// is set in a bold face, as a text layer's bold font says, and it heads its section.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { boldHeadingsPdf } from "../../support/boldHeadingsPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a line, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a scanned page whose headings are bold in the body's size", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads its bold headings as sections, not body, at ${dpi} dpi`, async () => {
      const page = await boldHeadingsPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "bold-headings.pdf", ocr: { languages: ["eng"] } });
      expect(read.sections.map((s) => s.heading)).toEqual(page.headings);
      const body = read.passages.map((p) => p.text).join(" ").replace(/\s+/g, " ");
      for (const heading of page.headings) expect(body).not.toContain(heading);
      // The body is all there: the headings took nothing from it.
      const bodyWords = new Set(words(body));
      for (const line of page.body) {
        const own = words(line);
        expect(own.filter((w) => bodyWords.has(w)).length, line).toBeGreaterThanOrEqual(own.length - 1);
      }
    });
  }
});
