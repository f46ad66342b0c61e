// The import panel for a batch a researcher often drops: two born-digital papers, one scanned
// paper read by OCR and one broken file, in Chromium against `distillate serve`. While the scan is
// read, the panel shows its pages read of all and Cancel; once done, what was imported and why the
// broken file was not; the papers read before the scan are listed while it is read. Each state is shot at both sizes in both themes (switched in place) and
// checked for cut text and internal names. Nothing is timed: the test waits for what the app reports.
// Screenshots: test-artifacts/screenshots/import-scan-batch-{running,done}-<size>-<theme>.png.
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

/** Every size and theme shot under `name`, with the problems found in each. */
async function shootEverywhere(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const view of themesAt(size)) {
      await showTheme(page, view.theme);
      await saveScreenshot(page, `${name}-${view.tag}`);
      problems.push(...[...(await layoutProblems(page)), ...(await internalNames(page))].map((p) => `${view.tag}: ${p}`));
    }
  }
  await page.setViewportSize(SIZES[0]);
  await showTheme(page, "light");
  return problems;
}

describeInBrowser("an import batch with a scan and a broken file", () => {
  const app = useServedApp(async ({ work }) => {
    const pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
    const [scanned] = await scanPages(new Uint8Array(fs.readFileSync(pdfs.twoColumn)), { dpi: 150, pages: [1] });
    const scan = path.join(work, "scanned-paper.pdf");
    fs.writeFileSync(scan, imagePdf(Array.from({ length: SCAN_PAGES }, () => rawImage(scanned!))));
    return { files: [pdfs.twoColumn, pdfs.lineNumbered, scan, pdfs.truncated] };
  });
  let page: Page;

  beforeAll(async () => {
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  it("says pages read of all while the scan is read, then what was imported and why one file was not", async () => {
    await app.goToView(page, "library");
    await page.getByLabel("PDF files to import").setInputFiles(app.seed.files);
    const scanRow = page.locator(".import-file").filter({ hasText: "scanned-paper.pdf" });
    await expect.poll(() => scanRow.innerText(), { timeout: POLL_MS, interval: 200 }).toMatch(/Reading scanned pages: [1-9]\d* of 12 pages read/);
    // The papers read before the scan are in the library while it is read, and more can be imported
    // (the list once waited for the whole batch: a library empty before showed neither).
    await expect.poll(() => page.locator(".paper-table tbody tr").count(), { timeout: POLL_MS }).toBe(2);
    expect(await page.getByRole("button", { name: "Import PDFs…" }).isVisible()).toBe(true);
    expect(await scanRow.innerText()).toMatch(/Reading scanned pages/);
    const running = await shootEverywhere(page, "import-scan-batch-running");

    await expect.poll(async () => (await app.serve.call("imports.importReport")).batches[0]?.state, { timeout: POLL_MS * 4 }).toBe("finished");
    const batch = page.locator(".import-batch").first();
    // A failed file keeps the batch's files open, so the reason is in view.
    await expect.poll(() => batch.locator(".import-batch-head").innerText(), { timeout: POLL_MS }).toMatch(/3 imported · 1 failed/);
    await expect.poll(() => scanRow.innerText(), { timeout: POLL_MS }).toMatch(/Imported\s+scanned-paper\.pdf\s+12 pages · Open/);
    const broken = page.locator(".import-file").filter({ hasText: path.basename(app.seed.files[3]!) });
    await expect.poll(() => broken.innerText(), { timeout: POLL_MS }).toMatch(/^Failed/);
    // Said in our words with the next step, not ended with the PDF library's "(Invalid PDF structure)".
    expect(await broken.innerText()).toMatch(/damaged or incomplete and cannot be read\. Download or export it again\.$/);
    expect(await broken.innerText()).not.toMatch(/\(/);
    const done = await shootEverywhere(page, "import-scan-batch-done");
    expect([...running, ...done]).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
