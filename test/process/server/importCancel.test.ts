import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ImportBatchReport } from "../../../src-main/contract/importReport.ts";
import { startServe } from "../../support/browser.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { imagePdf, rawImage, scanPages } from "../../support/scannedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

// Cancel through `distillate serve`'s loopback API, as the import panel sends it: a born-digital
// paper is stored, then two long scans are being read by OCR when the cancel comes. Nothing is
// timed: the test waits for the report to say the first file is in and a scan has pages read.

const SCAN_PAGES = 12;

async function batchOf(serve: Awaited<ReturnType<typeof startServe>>, id: string): Promise<ImportBatchReport | undefined> {
  return (await serve.call("imports.importReport")).batches.find((b) => b.id === id);
}

describe("cancelling an import over distillate serve", () => {
  it("stops the scans being read, keeps the paper stored before, and reports the rest as cancelled", async () => {
    const work = tempDir();
    const pdfs = await writeGeneratedPdfs(work);
    const [page] = await scanPages(new Uint8Array(fs.readFileSync(pdfs.twoColumn)), { dpi: 150, pages: [1] });
    const image = rawImage(page!);
    // Two scans of different lengths, so their bytes differ and each is read on its own.
    const scanA = path.join(work, "scan-a.pdf");
    const scanB = path.join(work, "scan-b.pdf");
    fs.writeFileSync(scanA, imagePdf(Array.from({ length: SCAN_PAGES }, () => image)));
    fs.writeFileSync(scanB, imagePdf(Array.from({ length: SCAN_PAGES + 1 }, () => image)));
    const renderer = tempDir("distillate-page-");
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Distillate</title>");
    const serve = await startServe(tempDir(), { DISTILLATE_RENDERER_DIR: renderer });
    try {
      expect(await serve.call("imports.cancelImport", "no-such-batch")).toBe("unknown");
      const importing = serve.call("imports.importPapers", [pdfs.twoColumn, scanA, scanB], { batchId: "long", label: "three papers" }).then(
        () => "finished",
        (error: Error) => error.message,
      );
      await expect
        .poll(async () => {
          const batch = await batchOf(serve, "long");
          return batch?.files[0]?.status === "imported" && batch.files.some((f) => (f.progress?.done ?? 0) >= 1);
        }, { timeout: 600_000, interval: 200 })
        .toBe(true);

      expect(await serve.call("imports.cancelImport", "long")).toBe("cancelling");
      expect(await importing).toMatch(/ImportCancelledError: The import was cancelled/);

      const batch = await batchOf(serve, "long");
      expect(batch).toMatchObject({ state: "cancelled", total: 3, error: null });
      expect(batch!.files.map((f) => [f.name, f.status])).toEqual([
        ["two-column.pdf", "imported"],
        ["scan-a.pdf", "cancelled"],
        ["scan-b.pdf", "cancelled"],
      ]);
      const papers = await serve.call("library.listPapers");
      expect(papers.map((p) => p.id)).toEqual([batch!.files[0]!.paperId]);
      // A second cancel, from another window, is told the batch is over; nothing else changes.
      expect(await serve.call("imports.cancelImport", "long")).toBe("over");
      // A later part sent under the cancelled batch id is not read.
      await expect(serve.call("imports.importPapers", [scanA], { batchId: "long" })).rejects.toThrow(/ImportCancelledError/);
      expect(await serve.call("library.listPapers")).toHaveLength(1);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });
});
