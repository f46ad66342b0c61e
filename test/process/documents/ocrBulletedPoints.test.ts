// A scanned page with bulleted points across a two-column page, read by OCR in the real parse
// workers. Tesseract reads a bullet as a letter or a symbol standing an em before the point's
// text; read so, each point's first line was a row of two cells across the columns to the reader
// and was left out of the body (papers-more 62 lost the first line of all three of its points).
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { bulletedPointsPdf } from "../../support/bulletedPointsPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { bodyText, words } from "../../support/scannedWords.ts";

describe("a scanned page with bulleted points", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const dpi of [300, 200]) {
    it(`keeps every point's first line at ${dpi} dpi`, async () => {
      const page = await bulletedPointsPdf();
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi }), { file: "points.pdf", ocr: { languages: ["eng"] } });
      const body = words(bodyText(read)).join(" ");
      for (const line of page.firstLines) expect(body).toContain(words(line).slice(0, 10).join(" "));
    });
  }
});
