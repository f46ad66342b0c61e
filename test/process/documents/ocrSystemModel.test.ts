// "Faster reading with the system's own language data" (docs/ocr.md, round 31): the installed
// tesseract command reads a generated scan in the real parse workers with the language data
// installed beside it, and the paper's notes say so; when that data is gone at read time (here a
// TESSDATA_PREFIX naming an empty folder), the page is read with Distillate's own model and the
// notes say why, never a failed import. CI installs tesseract-ocr; without it there is nothing to
// choose, and the tests say so by skipping.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedEngineName } from "../../../src-main/contract/ocrEngineNames.ts";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { PreferredOcrEngine } from "../../../src-main/core/documents/ocr/PreferredOcrEngine.ts";
import { readPageWithOcr } from "../../../src-main/core/documents/ocr/readPageWithOcr.ts";
import { findTesseractCommand } from "../../../src-main/core/documents/ocr/tesseractCommand.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { type GeneratedPaperTruth } from "../../support/generatedPdfs.ts";
import { imagePdf, rawImage } from "../../support/scannedPdfs.ts";
import { bodyBand as bodyBandOf, scannedFirstPage } from "../../support/scannedFirstPage.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

const listed = spawnSync("tesseract", ["--list-langs"], { encoding: "utf8" });
/** The command and its own English data (Debian: tesseract-ocr-eng, pulled in by tesseract-ocr). */
const installed = listed.status === 0 && /^eng$/m.test(`${listed.stdout}`);

const title = "reading with the installed tesseract's own language data";
describe.skipIf(!installed)(installed ? title : `${title} (skipped: no tesseract command with English data of its own)`, () => {
  let scan: Uint8Array;
  let bodyBand: Uint8Array;
  let truth: GeneratedPaperTruth;
  let version: string;
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  beforeAll(async () => {
    const scanned = await scannedFirstPage(tempDirForSuite());
    truth = scanned.truth;
    scan = imagePdf([rawImage(scanned.page)]);
    bodyBand = imagePdf([rawImage(bodyBandOf(scanned.page))]);
    version = (await findTesseractCommand())!.version;
  });

  it("is offered in Settings' choices for English, from the command's own folder", async () => {
    const core = createCore({ dataDir: tempDir("distillate-ocr-choices-") });
    try {
      expect((await core.services.settings.ocrChoices()).systemLanguages).toContain("eng");
    } finally {
      await core.closeAsync();
    }
  });

  it("reads the scan with the system's model, and the paper's notes say which model read it", async () => {
    const paper = await pool.parse(scan.slice(), { file: "scan.pdf", ocr: { languages: ["eng"], engine: "automatic", model: "system" } });
    expect(paper.title).toBe(truth.title);
    const notes = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(notes.engines).toEqual([{ engine: installedEngineName(version, "system"), pages: [1] }]);
    expect(notes.engines?.[0]?.engine).toMatch(/its own language data/);
    expect(notes.engineNotes).toEqual([]);
  });

  it("reads with Distillate's model when the system's data is gone, and the page's note says why", async () => {
    const engine = new PreferredOcrEngine({ languages: ["eng"], engine: "automatic", model: "system", env: { ...process.env, TESSDATA_PREFIX: tempDir("distillate-empty-tessdata-") } });
    const doc = await openPdf(bodyBand.slice(), "band.pdf");
    try {
      const report = (await readPageWithOcr(doc, 1, engine)).ocr!;
      expect(report.error).toBeUndefined();
      expect(report.characters).toBeGreaterThan(500);
      expect(report.engine).toBe(installedEngineName(version));
      expect(report.engineNote).toBe("the installed tesseract's own language data could not be used (its eng data is not installed), so Distillate's own read this page");
    } finally {
      await doc.close();
      await engine.dispose();
    }
  });
});
