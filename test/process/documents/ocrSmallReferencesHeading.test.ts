// A scanned last page whose "References" heading is set small and bold (7 pt under a 10 pt body,
// as BioMed Central sets its back matter), read by OCR in the real parse workers. A scan has one
// face for all its text, so the bold that marks the heading is gone and only its size is left. On
// main the heading was no heading at 300 dpi, and the reference list read as the paper's body (a
// BioMed Central paper of the OCR tuning set read 79.6% of its born-digital body's characters).
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { smallReferencesHeadingPdf } from "../../support/smallReferencesHeadingPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a line, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a scanned page whose reference list has a small bold heading", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`reads the list as references, not body, at ${dpi} dpi`, async () => {
      const page = await smallReferencesHeadingPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "small-references.pdf", ocr: { languages: ["eng"] } });
      const body = read.passages.filter((p) => p.kind !== "caption").map((p) => p.text).join(" ").replace(/\s+/g, " ");
      const bodyWords = new Set(words(body));
      // The paper's own sentences are all in its text.
      for (const line of page.body) {
        const own = words(line);
        expect(own.filter((w) => bodyWords.has(w)).length, line).toBeGreaterThanOrEqual(own.length - 1);
      }
      // The list's entries are the paper's references, and none of them is body text.
      expect(read.references.length).toBeGreaterThanOrEqual(4);
      const referenceWords = new Set(words(read.references.map((r) => r.text).join(" ")));
      for (const line of page.references) {
        const own = words(line);
        expect(own.filter((w) => referenceWords.has(w)).length, line).toBeGreaterThanOrEqual(own.length - 1);
      }
      expect(body).not.toContain("Hollander");
      expect(body).not.toContain("Journal of Documentation");
      // The heading is the section the list stands under.
      expect(read.sections.map((s) => s.heading)).toContain("References");
    });
  }
});
