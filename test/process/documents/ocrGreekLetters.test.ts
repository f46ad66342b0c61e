// A scanned methods section naming a beta and a mu, read by OCR in the real parse workers.
// Tesseract's English model has no Greek: it read "β-sitosterol" as "B-sitosterol" and "10 μM" as
// "10 uM", and the reader kept what it read. The letters' own boxes say otherwise (a beta as tall
// as a capital and going down like a "p", a mu going down where no "u" does), and the body now
// reads the Greek back; the plain words with the same Latin letters stay as they are.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { GREEK_BODY, scannedGreekLettersPdf } from "../../support/scannedGreekLettersPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("a scanned page whose body names a beta and a mu", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads the mu back in its body at ${dpi} dpi, and no plain word as Greek`, async () => {
      const read = await pool.parse(await scannedPdf(await scannedGreekLettersPdf(), { dpi }), { file: "greek.pdf", ocr: { languages: ["eng"] } });
      const body = read.passages.map((p) => p.text).join(" ").replace(/\s+/g, " ");
      expect(body).toContain("10 μM zinc");
      expect(body).toContain("50 μM against");
      expect(body).not.toMatch(/\buM\b/);
      if (dpi === 300) expect(body).toContain("β-sitosterol");
      // No Greek where the page has none: the plain words with B, P, p, u, r, w read as printed.
      for (const plain of ["Bacteria", "plates", "run on a column", "purified", "buffer", "temperature", "separated", "compounds"]) expect(body).toContain(plain);
      const truth = GREEK_BODY.join(" ");
      expect(body.match(/β/g)?.length ?? 0).toBeLessThanOrEqual(truth.match(/β/g)!.length);
      expect(body.match(/μ/g)?.length ?? 0).toBeLessThanOrEqual(truth.match(/μ/g)!.length);
    });
  }
});
