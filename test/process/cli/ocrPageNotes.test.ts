// A scan imported by the real CLI whose second page's picture claims far more pixels than a page
// may hold and whose third page is a JPEG cut at half its bytes (a copy that stopped): the paper
// is imported from what could be read, and the import says which pages OCR could not read, or
// read only in part, and why, on stderr beside its progress (exit 0: the paper is kept). `show`
// says the same, and the paper carries a doubt for the page read in part.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PaperDetailSchema } from "../../../src-main/contract/index.ts";
import { claimedHugePicture, cutJpeg, hostileScanPdf, jpegPicture } from "../../support/hostileScanPdfs.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { rawImage } from "../../support/scannedPdfs.ts";
import { scannedFirstPage, titleBand } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const UNREAD = "its picture could not be read (larger than 50 million pixels, or unreadable)";
const CUT = "its picture (JPEG) ends early, so only the part before the cut was read";

describe("a scan with pages OCR cannot read whole (child process)", () => {
  let dataDir: string;
  let imported: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    const folder = tempDirForSuite();
    dataDir = path.join(folder, "data");
    const { page } = await scannedFirstPage(path.join(folder, "pdfs"));
    const band = titleBand(page);
    const scan = path.join(folder, "scan.pdf");
    fs.writeFileSync(scan, hostileScanPdf([{ picture: rawImage(band) }, { picture: claimedHugePicture(60_000) }, { picture: cutJpeg(jpegPicture(band), 0.5) }]));
    imported = await runCliAsync(["import", scan, "--data-dir", dataDir]);
  });

  it("says on stderr which pages OCR could not read or read in part, and why", () => {
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^imported +#1 .*scan\.pdf \(3 pages\)$/m);
    expect(imported.stderr).toMatch(new RegExp(`^#1 .*scan\\.pdf: page 2 not read by OCR: ${UNREAD.replace(/[()]/g, "\\$&")}$`, "m"));
    expect(imported.stderr).toMatch(new RegExp(`^#1 .*scan\\.pdf: page 3 read by OCR only in part: ${CUT.replace(/[()]/g, "\\$&")}$`, "m"));
  });

  it("show and the paper's doubts say the same", async () => {
    const shown = await runCliAsync(["show", "1", "--json", "--data-dir", dataDir]);
    const paper = PaperDetailSchema.parse(JSON.parse(shown.stdout));
    expect(paper.ocr?.failedPages).toEqual([{ page: 2, reason: UNREAD }]);
    expect(paper.ocr?.partlyReadPages).toEqual([{ page: 3, reason: CUT }]);
    expect(paper.reading.doubts.map((d) => d.kind)).toContain("ocr-pages-partly-read");
    const text = await runCliAsync(["show", "1", "--data-dir", dataDir]);
    expect(text.stdout).toContain(`page 3 read in part: ${CUT}`);
    // The doubts under "To check" say which pages, not only "some pages": a user of the CLI has
    // no switch that underlines them, so the page (and for doubtful lines, how many) is the way there.
    expect(text.stdout).toMatch(/^(?:To check)? +Some pages of this scanned paper were read by OCR only in part .*, so some of their text is missing \(page 3\)$/m);
    const doubtful = paper.ocr!.lowConfidenceLines;
    if (doubtful.length > 0) {
      const first = Math.min(...doubtful.map((l) => l.page));
      const onFirst = doubtful.filter((l) => l.page === first).length;
      const where = doubtful.length === 1 ? `line is on page ${first}` : `are ${onFirst} lines? on page ${first}`;
      expect(text.stdout).toMatch(new RegExp(`with low confidence: check them against the page\\. The least sure ${where}\\b`));
    }
  });
});
