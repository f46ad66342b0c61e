// A title page laid out as PeerJ's: the subject areas ("Subjects Ecology, Entomology, ...") sit
// between a structured abstract and its keywords, with a bold label and no colon, so on main they
// passed for one more part of the abstract ("Subjects" names a part in medical abstracts) and
// the abstract ended with them, born-digital and scanned alike. A list of field names is not a
// sentence: the abstract ends before it.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { subjectAreasPdf } from "../../support/subjectAreasPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** Words of a text, lower case, for a comparison that one misread letter does not decide. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe("a structured abstract followed by subject areas and keywords", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [0, 300, 200]) {
    it(`ends the abstract before the subject areas, ${dpi ? `scanned at ${dpi} dpi` : "born-digital"}`, async () => {
      const page = await subjectAreasPdf();
      const bytes = dpi ? await scannedPdf(page.bytes, { dpi }) : page.bytes;
      const read = await pool.parse(bytes, { file: "subject-areas.pdf", ...(dpi ? { ocr: { languages: ["eng"] } } : {}) });
      const abstract = read.abstract ?? "";
      expect(abstract).not.toMatch(/Subjects|Ecology|Entomology/);
      // The whole abstract, to its last words.
      expect(words(abstract).slice(-6)).toEqual(words(page.abstract).slice(-6));
      expect(words(abstract).slice(0, 6)).toEqual(words(page.abstract).slice(0, 6));
    });
  }
});
