// Scans are often stored as JPEG 2000, JBIG2 or CCITT fax pictures, which pdf.js decodes with
// WebAssembly decoders it finds only when told where they are. Without them every such page was
// refused for OCR as "damaged". Two real papers' pages drawn with such pictures are rendered for
// OCR here: a figure of CCITT-packed masks and one of JPEG 2000 pictures.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { SHARED_PAPERS_WIDE, sharedAvailable } from "../../support/sharedFixtures.ts";

const CASES = [
  { kind: "CCITT fax", file: "34-durum-wheat-volatiles-metabolites2014.pdf", page: 5 },
  { kind: "JPEG 2000", file: "38-splicing-slow-zone-elife2024.pdf", page: 4 },
];

describe.skipIf(!sharedAvailable(SHARED_PAPERS_WIDE))("pictures pdf.js decodes with its WebAssembly decoders", () => {
  for (const { kind, file, page } of CASES) {
    it(`are rendered for OCR, not refused as damaged (${kind})`, async () => {
      const doc = await openPdf(new Uint8Array(readFileSync(path.join(SHARED_PAPERS_WIDE, file))), file);
      try {
        const image = await doc.renderForOcr(page);
        // Without the decoders this threw PictureUnreadableError ("its picture is damaged").
        expect(image.hasImages).toBe(true);
        expect(image.pgm.length).toBeGreaterThan(0);
      } finally {
        await doc.close();
      }
    });
  }
});
