// A scanned paper imported by the real CLI: the generated two-column article's first page
// rendered to a 300 dpi picture and wrapped as a PDF with no text at all (as a scanner makes it),
// then imported with OCR on (the default) in a child process with every network route closed.
// Its title and abstract are read, `show --json` says it was read by OCR, progress is printed
// per page, and its passages carry boxes on the scanned page where the born-digital copy's
// boxes are: evidence and `ask` citations land on the words in the picture.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ImportResultSchema, PaperDetailSchema } from "../../../src-main/contract/index.ts";
import { RetrievalSchema } from "../../../src-main/contract/askRetrieval.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { writeGeneratedPdfs, type GeneratedPaperTruth } from "../../support/generatedPdfs.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

/** Any fetch the child makes fails at once: the OCR language data must come from the installed package. */
const OFFLINE = { NODE_USE_ENV_PROXY: "1", HTTP_PROXY: "http://127.0.0.1:9", HTTPS_PROXY: "http://127.0.0.1:9", http_proxy: "http://127.0.0.1:9", https_proxy: "http://127.0.0.1:9" };

const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);

describe("a scanned paper imported by OCR (child process)", () => {
  let dataDir: string;
  let folder: string;
  let truth: GeneratedPaperTruth;
  let scan: string;
  let digital: string;
  let importOutput: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    folder = tempDirForSuite();
    dataDir = path.join(folder, "data");
    const pdfs = await writeGeneratedPdfs(path.join(folder, "pdfs"));
    truth = pdfs.truth;
    digital = pdfs.twoColumn;
    scan = path.join(folder, "scan.pdf");
    fs.writeFileSync(scan, await scannedPdf(new Uint8Array(fs.readFileSync(digital)), { dpi: 300, pages: [1] }));
    importOutput = await runCliAsync(["import", scan, "--data-dir", dataDir], OFFLINE);
  });

  it("imports the scan with its title and abstract, printing its pages' progress", () => {
    expect(importOutput.code, importOutput.stderr).toBe(0);
    expect(importOutput.stdout).toMatch(/^imported +#1 .*scan\.pdf \(1 page\)$/m);
    expect(importOutput.stderr).toMatch(/^\[1\/1\] 1 of 1 page read \(1 by OCR\)$/m);
    // Only what the user is told: no notice of the PDF library's own (it skips pictures by design).
    expect(importOutput.stderr).not.toMatch(/Warning:|Image exceeded/);
    // Nothing was cached or downloaded beside the app.
    expect(fs.readdirSync(process.cwd()).filter((f) => f.endsWith(".traineddata"))).toEqual([]);
  });

  it("show --json has its title and abstract as printed, and says it was read by OCR", async () => {
    const shown = await runCliAsync(["show", "1", "--json", "--data-dir", dataDir]);
    expect(shown.code, shown.stderr).toBe(0);
    const paper = PaperDetailSchema.parse(JSON.parse(shown.stdout));
    expect(paper.title).toBe(truth.title);
    const abstractWords = words(truth.abstract);
    const read = words(paper.abstract ?? "");
    const found = abstractWords.filter((w) => read.includes(w)).length;
    expect(found / abstractWords.length).toBeGreaterThan(0.95);
    expect(paper.ocr).toMatchObject({ languages: ["eng"], pages: [1], failedPages: [] });
    expect(paper.ocr!.meanConfidence).toBeGreaterThan(80);

    const text = await runCliAsync(["show", "1", "--data-dir", dataDir]);
    // Read by the installed tesseract where there is one (the settings' automatic engine), else by tesseract.js.
    expect(text.stdout).toMatch(/^Read by OCR 1 page \(eng\) by (tesseract [\d.]+ \(installed\)|built-in \(tesseract\.js\)), mean confidence \d+%$/m);
  });

  it("boxes the abstract on the scanned page where the born-digital copy has it, and ask finds it there", async () => {
    const again = await runCliAsync(["import", digital, "--json", "--data-dir", dataDir]);
    expect(again.code, again.stderr).toBe(0);
    const digitalId = ImportResultSchema.parse(JSON.parse(again.stdout.trim())).paperId!;
    const core = createCore({ dataDir });
    try {
      const [scanned, born] = await Promise.all([core.services.library.reading(1), core.services.library.reading(digitalId)]);
      const extent = (reading: typeof scanned) => {
        const boxes = reading.passages.filter((p) => p.kind === "abstract").flatMap((p) => p.boxes);
        expect(boxes.length).toBeGreaterThan(0);
        expect(new Set(boxes.map((b) => b.page))).toEqual(new Set([1]));
        return { left: Math.min(...boxes.map((b) => b.x)), top: Math.min(...boxes.map((b) => b.y)), right: Math.max(...boxes.map((b) => b.x + b.w)), bottom: Math.max(...boxes.map((b) => b.y + b.h)) };
      };
      const a = extent(scanned);
      const b = extent(born);
      // Within a few points: the same words, found in the picture instead of the text layer.
      for (const side of ["left", "top", "right", "bottom"] as const) expect(Math.abs(a[side] - b[side])).toBeLessThan(6);
    } finally {
      await core.closeAsync();
    }

    const sentence = truth.abstract.split(/(?<=\.)\s/)[0]!;
    const asked = await runCliAsync(["ask", sentence, "--retrieve-only", "--json", "--papers", "1", "--data-dir", dataDir]);
    expect(asked.code, asked.stderr).toBe(0);
    const [best] = RetrievalSchema.parse(JSON.parse(asked.stdout)).passages;
    expect(best).toMatchObject({ paperId: 1, page: 1 });
    expect(words(best!.text).join(" ")).toContain(words(sentence).slice(0, 6).join(" "));
  });
});
