// Issue 40: a long import by OCR can be cancelled from the library's import panel, in Chromium
// against `distillate serve`. A born-digital paper and two long scans are dropped; once the paper
// is in and a scan has pages read, Cancel stops the batch: the panel says what was imported and
// what was not read, and the library holds exactly the paper stored before. Nothing is timed: the
// test waits for what the app reports. Screenshots: test-artifacts/screenshots/import-cancelled.png, import-cancel-button-*.png.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { showTheme, SIZES, themesAt } from "../support/themeInPlace.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { imagePdf, rawImage, scanPages } from "../support/scannedPdfs.ts";
import { useServedApp } from "../support/servedApp.ts";

const SCAN_PAGES = 12;

describeInBrowser("Cancel of an import in Chromium", () => {
  const app = useServedApp(async ({ work }) => {
    const pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
    const [scanned] = await scanPages(new Uint8Array(fs.readFileSync(pdfs.twoColumn)), { dpi: 150, pages: [1] });
    const image = rawImage(scanned!);
    const scanA = path.join(work, "scan-a.pdf");
    const scanB = path.join(work, "scan-b.pdf");
    // Different lengths, so the bytes differ and each scan is read on its own.
    fs.writeFileSync(scanA, imagePdf(Array.from({ length: SCAN_PAGES }, () => image)));
    fs.writeFileSync(scanB, imagePdf(Array.from({ length: SCAN_PAGES + 1 }, () => image)));
    return { files: [pdfs.twoColumn, scanA, scanB] };
  });
  let page: Page;

  beforeAll(async () => {
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  it("shows Cancel while the batch runs, and after it what was imported and what was not read", async () => {
    await app.goToView(page, "library");
    await page.getByLabel("PDF files to import").setInputFiles(app.seed.files);
    await expect
      .poll(
        async () => {
          const batch = (await app.serve.call("imports.importReport")).batches[0];
          return batch?.files[0]?.status === "imported" && batch.files.some((f) => (f.progress?.done ?? 0) >= 1);
        },
        { timeout: POLL_MS, interval: 200 },
      )
      .toBe(true);
    // The panel with Cancel, while the batch still runs, at both sizes in both themes (switched in place).
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const view of themesAt(size)) {
        await showTheme(page, view.theme);
        await saveScreenshot(page, `import-cancel-button-${view.tag}`);
        problems.push(...[...(await layoutProblems(page)), ...(await internalNames(page))].map((p) => `${view.tag}: ${p}`));
      }
    }
    await page.setViewportSize(SIZES[0]);
    await showTheme(page, "light");
    expect(problems).toEqual([]);
    await page.getByRole("button", { name: /^Cancel the import of / }).click();

    // Every import is over, so the panel folds into its one line; the batch's own line says the rest.
    await expect.poll(() => page.getByTestId("imports-done").textContent(), { timeout: POLL_MS }).toMatch(/1 imported · 2 not read \(cancelled\)/);
    await page.getByRole("button", { name: "Show files" }).click();
    await expect.poll(() => page.getByText("Cancelled: 1 imported, 2 not read").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /^Cancel the import of / }).count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    await saveScreenshot(page, "import-cancelled");

    const [batch] = (await app.serve.call("imports.importReport")).batches;
    expect(batch!.files.map((f) => f.status)).toEqual(["imported", "cancelled", "cancelled"]);
    expect((await app.serve.call("library.listPapers")).map((p) => p.id)).toEqual([batch!.files[0]!.paperId]);
    expect(app.pageErrors).toEqual([]);
  });
});
