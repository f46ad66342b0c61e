// A scan whose second page draws eight grey pictures of 7,000 x 7,000 (each within OCR's picture
// limit, 392 M pixels together), imported by the real CLI with OCR on. Before round 36 the page
// was refused only after pdf.js had begun decoding them all (its list starts every picture's
// decoding as it is built): the refusal was in words only, and the process peaked at 1,048 MB
// on this machine. Now the page's pictures are measured from the file's bytes before pdf.js is
// asked for the page (pagePicturesDeclared): refused, never decoded, 340 MB at the peak.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PaperDetailSchema } from "../../../src-main/contract/index.ts";
import { peakRssMb, peakRssOptions } from "../../support/peakRss.ts";
import { scanThenPicturesPdf } from "../../support/picturesPagePdf.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { rawImage } from "../../support/scannedPdfs.ts";
import { scannedFirstPage, titleBand } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const REFUSED = "its picture could not be read (its pictures together hold 392 million pixels, more than the 150 million a page may)";

describe("a page refused for its pictures' pixels (child process, OCR on)", () => {
  let dataDir: string;
  let imported: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    const folder = tempDirForSuite();
    dataDir = path.join(folder, "data");
    const { page } = await scannedFirstPage(path.join(folder, "pdfs"));
    const scan = path.join(folder, "scan.pdf");
    fs.writeFileSync(scan, scanThenPicturesPdf(rawImage(titleBand(page)), 8, 7000));
    imported = await runCliAsync(["import", scan, "--data-dir", dataDir], { NODE_OPTIONS: peakRssOptions(folder) });
  });

  it("is refused by name, the rest of the paper is read and kept", async () => {
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^imported +#1 .*scan\.pdf \(2 pages\)$/m);
    expect(imported.stderr).toMatch(new RegExp(`^#1 .*scan\\.pdf: page 2 not read by OCR: ${REFUSED.replace(/[()]/g, "\\$&")}$`, "m"));
    const shown = await runCliAsync(["show", "1", "--json", "--data-dir", dataDir]);
    const paper = PaperDetailSchema.parse(JSON.parse(shown.stdout));
    expect(paper.ocr?.pages).toEqual([1]);
    expect(paper.ocr?.failedPages).toEqual([{ page: 2, reason: REFUSED }]);
  });

  it("never decodes the refused page's pictures: the process's peak stays far below their 392 MB", () => {
    const peak = peakRssMb(imported.stderr);
    expect(peak, imported.stderr).toBeDefined();
    // Generous: the page's OCR and the app's start take ~340 MB here; decoding the eight
    // pictures adds at least their 392 MB of grey pixels (1,048 MB in all, measured).
    expect(peak).toBeLessThan(700);
  });
});
