// A scanned title page that prints "AI" (artificial intelligence) in a Times title and a
// Helvetica abstract, beside "Al" (aluminium: "Al-doped", "Al2O3"), read by OCR in the real parse
// workers. Tesseract reads the capital I after the A as a lower-case l ("How Al Tools", "Al-assisted"),
// so the title and the abstract said "Al" on main. The page tells them apart: the I stops lower
// than the line's l's, and a serifed I is wider than the face's l; aluminium's l stands as tall.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { aiLettersPdf } from "../../support/aiLettersPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned page that prints AI beside aluminium's Al", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads AI as AI and Al as Al at ${dpi} dpi`, async () => {
      const page = await aiLettersPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "ai-letters.pdf", ocr: { languages: ["eng"] } });
      const title = (read.title ?? "").replace(/\s+/g, " ").trim();
      const abstract = (read.abstract ?? "").replace(/\s+/g, " ");
      expect(title).toBe(page.title);
      for (const phrase of ["We study how AI support", "an AI-assisted", "with the AI editor"]) expect(abstract).toContain(phrase);
      expect(abstract).toContain("on Al-doped zinc");
      expect(abstract).toMatch(/on Al2[O0]3 coatings/);
      expect(abstract).not.toMatch(/AI-doped|AI2/);
    }, 600_000);
  }
});
