// A scanned page with lists whose bullets are as tall as the x-height, centred on it
// (papers-more 75, page 2), read by OCR in the real parse workers. Tesseract read the bullets as
// "e", "o", "®" and, once, "eo" (two characters on one box); they float 0.17-0.19 x-height above
// the baseline, where letters opening a line rest within 0.07, and were taken for letters: every
// item began with a stray letter. Read as bullets, the items read as printed.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { bodyText } from "../support/scannedWords.ts";
import { SHARED_PAPERS_MORE, sharedAvailable } from "../support/sharedFixtures.ts";

const FILE = "75-spl-industry-challenges-splc2024.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_MORE))("scanned bullets as tall as the x-height, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${FILE} at 300 dpi: each item opens with its bullet, not a letter`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_MORE, FILE)));
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [1, 2] }), { file: FILE, ocr: { languages: ["eng"] } });
    const body = bodyText(read).replace(/\s+/g, " ");
    for (const item of ["A rating of the relevancy", "A discussion of existing research", "Extract data", "Translate codes into themes"]) {
      expect(body).toContain(`• ${item}`);
    }
    expect(body).not.toMatch(/(?:^|\s)(?:e|o|eo|®) (?:A rating|A discussion|Extract data|Translate codes)/);
  });
});
