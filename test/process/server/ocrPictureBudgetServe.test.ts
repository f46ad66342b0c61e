// The same refusal over the loopback server (distillate serve), with the page's pictures written
// inline (BI ... ID ... EI): eight grey pictures of 7,000 x 7,000 in the page's own content,
// each within OCR's picture limit. pdf.js decodes inline pictures as it builds the page's list,
// so before round 36 they were decoded after the page was refused; now they are measured from
// the content's bytes first and never decoded.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServe } from "../../support/browser.ts";
import { peakRssMb, peakRssOptions } from "../../support/peakRss.ts";
import { scanThenPicturesPdf } from "../../support/picturesPagePdf.ts";
import { rawImage } from "../../support/scannedPdfs.ts";
import { scannedFirstPage, titleBand } from "../../support/scannedFirstPage.ts";
import { tempDir } from "../../support/tempDir.ts";

const REFUSED = "its picture could not be read (its pictures together hold 392 million pixels, more than the 150 million a page may)";

describe("a page of inline pictures over the page budget, imported over distillate serve", () => {
  it("is refused by name without being decoded; the rest of the paper is read and kept", async () => {
    const work = tempDir();
    const { page } = await scannedFirstPage(path.join(work, "pdfs"));
    const scan = path.join(work, "inline.pdf");
    fs.writeFileSync(scan, scanThenPicturesPdf(rawImage(titleBand(page)), 8, 7000, true));
    const renderer = tempDir("distillate-page-");
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Distillate</title>");
    const serve = await startServe(tempDir(), { DISTILLATE_RENDERER_DIR: renderer, NODE_OPTIONS: peakRssOptions(work) });
    try {
      const [result] = await serve.call("imports.importPapers", [scan]);
      expect(result).toMatchObject({ status: "imported" });
      const paper = await serve.call("library.getPaper", result!.paperId!);
      expect(paper.ocr?.pages).toEqual([1]);
      expect(paper.ocr?.failedPages).toEqual([{ page: 2, reason: REFUSED }]);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    const peak = peakRssMb(serve.stderr());
    expect(peak, serve.stderr()).toBeDefined();
    // Generous: the server, its parse worker and the page's OCR; decoding the eight pictures
    // would add at least their 392 MB of grey pixels.
    expect(peak).toBeLessThan(700);
  });
});
