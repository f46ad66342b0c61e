import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { saveScreenshot, POLL_MS, type ServeProcess } from "../support/browser.ts";
import type { GeneratedPdfSet } from "../support/generatedPdfs.ts";
import { useServedPapersAndModel } from "../support/servedPapersAndModel.ts";
import { SHARED_DIR } from "../support/sharedFixtures.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES } from "../support/themeInPlace.ts";

// The library and the paper view as a researcher meets them at the two window sizes we design
// for (1440x900 and 1024x700), light and dark: importing a protected PDF (its prompt in view,
// surviving a reload), background work visible from every view, and the PDF page wide enough
// to read with its evidence kept in view while zooming. Screenshots go to
// test-artifacts/screenshots/ (the CI keeps them).

/** A folder of real papers whose import takes a few seconds, long enough to watch it from another view. */
const MANY_PAPERS = path.join(SHARED_DIR, "fixtures", "papers-wide");

describeInBrowser("the library and the paper view in the browser", () => {
  const app = useServedPapersAndModel();
  let page: Page;
  let pdfs: GeneratedPdfSet;
  let modelFile: string;
  const go = (hash: string) => app.go(page, hash);

  /** A call to the app as another client (a second window, a script) would make it. */
  const api: ServeProcess["call"] = (method, ...args) => app.serve.call(method, ...args);

  /**
   * The article imported from the plain PDF. The protected copy has the same title; its pages
   * cannot be drawn without the password, which the app does not keep.
   */
  async function unprotectedPaper() {
    const papers = await api("library.listPapers");
    return papers.filter((p) => p.title === pdfs.truth.title).sort((a, b) => a.id - b.id)[0]!;
  }

  /** Screenshots of the current view at both sizes, light and dark; `prepare` runs after each resize. */
  async function shots(name: string, prepare: () => Promise<void> = async () => undefined): Promise<void> {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await prepare();
        await saveScreenshot(page, `${name}-${size.width}x${size.height}-${colorScheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
  }

  /** Whether an element's box lies inside the window (not below the fold). */
  const inViewport = async (selector: string) =>
    page.evaluate((s) => {
      const element = document.querySelector(s);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    }, selector);

  beforeAll(async () => {
    ({ pdfs, modelFile } = app.seed);
    page = await app.open({ viewport: SIZES[1] });
  });

  it("shows the empty library at both sizes", async () => {
    await go("#/library");
    await expect.poll(() => page.getByRole("heading", { name: /no papers yet/i }).isVisible(), { timeout: POLL_MS }).toBe(true);
    await shots("library-empty");
    // Ask on an empty library points to importing, instead of "Asking all 0 papers".
    await go("#/ask");
    await expect.poll(() => page.getByTestId("ask-scope").textContent(), { timeout: POLL_MS }).toMatch(/no papers yet: import some/);
    expect(await page.getByTestId("ask-scope").textContent()).not.toMatch(/Asking all 0/);
    await page.getByTestId("ask-scope").getByRole("link", { name: "import some" }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: POLL_MS }).toBe("#/library");
  }, 600_000);

  it("says a protected PDF needs its password, not that it failed, with the prompt in view and focused", async () => {
    await page.setViewportSize(SIZES[1]);
    // While the first papers import, the page never also says the library has none.
    await page.evaluate(() => {
      const seen = window as unknown as { emptyWhileImporting: boolean };
      seen.emptyWhileImporting = false;
      new MutationObserver(() => {
        if (document.querySelector("#library-empty-heading") && document.querySelector('[role="progressbar"][aria-label^="Import of"]')) seen.emptyWhileImporting = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByLabel("PDF files to import").setInputFiles([pdfs.twoColumn, pdfs.notPdf, pdfs.encrypted]);
    const prompt = page.getByLabel("Password for encrypted.pdf");
    await expect.poll(() => prompt.isVisible(), { timeout: 120_000 }).toBe(true);
    const row = page.locator(".import-file", { hasText: "encrypted.pdf" });
    await expect.poll(() => row.locator(".badge").textContent(), { timeout: POLL_MS }).toBe("Needs password");
    await expect.poll(() => page.locator(".import-file", { hasText: "not-a-pdf.pdf" }).locator(".badge").textContent(), { timeout: POLL_MS }).toBe("Failed");
    await expect.poll(() => page.locator(".import-batch-head").first().textContent(), { timeout: POLL_MS }).toMatch(/1 imported · 1 needs a password · 1 failed/);
    expect(await page.evaluate(() => (window as unknown as { emptyWhileImporting: boolean }).emptyWhileImporting)).toBe(false);
    await expect.poll(() => inViewport('.password-form input[type="password"]'), { timeout: POLL_MS }).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type")), { timeout: POLL_MS }).toBe("password");
    await shots("library-password-prompt");
  }, 600_000);

  it("keeps the import report and the prompt after a reload, and unlocks the file from there", async () => {
    await page.setViewportSize(SIZES[1]);
    await page.reload();
    const prompt = page.getByLabel("Password for encrypted.pdf");
    await expect.poll(() => prompt.isVisible(), { timeout: POLL_MS }).toBe(true);
    await expect.poll(() => inViewport('.password-form input[type="password"]'), { timeout: POLL_MS }).toBe(true);
    await expect.poll(() => page.locator(".import-batch-head").first().textContent(), { timeout: POLL_MS }).toMatch(/1 imported · 1 needs a password · 1 failed/);
    await prompt.fill("wrong");
    await page.getByRole("button", { name: "Unlock and import" }).click();
    await expect.poll(() => page.getByText("That password did not open the file. Try again.").isVisible(), { timeout: 60_000 }).toBe(true);
    await prompt.fill(pdfs.encryptedPassword);
    await page.getByRole("button", { name: "Unlock and import" }).click();
    await expect.poll(() => page.getByText(/^2 papers/).first().isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => prompt.count(), { timeout: POLL_MS }).toBe(0);
    // The unlocked file is the password-protected copy of a paper already imported: said, and the
    // panel stays open until the person chooses.
    const duplicate = page.getByRole("group", { name: /looks? like .*already in the library/ });
    await expect.poll(() => duplicate.isVisible(), { timeout: POLL_MS }).toBe(true);
    expect(await page.getByTestId("imports-done").count()).toBe(0);
    await duplicate.getByRole("button", { name: "Keep both" }).click();
    await expect.poll(() => duplicate.count(), { timeout: POLL_MS }).toBe(0);
    // Every import is over: the panel folds into one line, so the library keeps its room.
    const done = page.getByTestId("imports-done");
    await expect.poll(() => done.textContent(), { timeout: POLL_MS }).toMatch(/2 imported · 1 failed/);
    expect((await done.boundingBox())!.height).toBeLessThan(60);
    await shots("library-imports-done");
    // The file the password opened is listed as imported, in the same batch, a click away.
    await done.getByRole("button", { name: "Show files" }).click();
    await expect.poll(() => page.locator(".import-file", { hasText: "encrypted.pdf" }).locator(".badge").textContent(), { timeout: POLL_MS }).toBe("Imported");
  }, 600_000);

  it("shows an import from another client in every view, linking to the library", async () => {
    if (!fs.existsSync(MANY_PAPERS)) {
      console.warn(`[skip] ${MANY_PAPERS} is absent (a fresh clone has no ../shared): the import indicator is not watched.`);
      return;
    }
    await page.setViewportSize(SIZES[0]);
    await go("#/settings");
    await page.locator("main h1").first().waitFor();
    const importing = api("imports.importPapers", [MANY_PAPERS], { batchId: "from-a-script", label: "papers-wide" });
    const indicator = page.getByTestId("activity-import");
    await expect.poll(() => indicator.isVisible(), { timeout: 60_000, interval: 50 }).toBe(true);
    await expect.poll(() => indicator.textContent(), { timeout: POLL_MS }).toMatch(/Importing.*(of \d+ files|looking for PDFs)/);
    await saveScreenshot(page, "activity-import-1440x900-light");
    await indicator.click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: POLL_MS }).toBe("#/library");
    await importing;
    await expect.poll(() => indicator.count(), { timeout: POLL_MS }).toBe(0);
  }, 600_000);

  it("shows a run in progress in every view and links to it", async () => {
    await page.setViewportSize(SIZES[0]);
    const model = await api("models.add", modelFile);
    const papers = await api("library.listPapers");
    await go("#/review");
    await page.locator("main h1").first().waitFor();
    // ChemLit-QA makes one item per chunk of every paper: enough work to watch, cancelled after.
    const { runId } = await api("runs.startRun", { strategy: "chemlit", model: String(model.model.id), paperIds: papers.map((p) => p.id), temperature: 0 });
    const indicator = page.getByTestId("activity-run");
    await expect.poll(() => indicator.isVisible(), { timeout: 120_000, interval: 50 }).toBe(true);
    // The run by its name (method, model, start time), as the Runs view lists it, never "Run 3".
    await expect.poll(() => indicator.textContent(), { timeout: POLL_MS }).toMatch(/^\s*ChemLit-QA · .+ · \d{1,2} [A-Z][a-z]{2} \d\d:\d\d.*of \d+ items/);
    expect(await indicator.textContent()).not.toMatch(/\bRun \d/);
    await saveScreenshot(page, "activity-run-1440x900-light");
    expect(await indicator.getAttribute("href")).toBe(`#/runs?run=${runId}`);
    await api("runs.cancel", runId);
    await expect.poll(() => indicator.count(), { timeout: 120_000 }).toBe(0);
  }, 600_000);

  it("gives the PDF page the width it needs and keeps the evidence in view while zooming", async () => {
    const paper = await unprotectedPaper();
    const model = (await api("models.list"))[0]!;
    const { runId } = await api("runs.startRun", { strategy: "sciqag", model: String(model.id), paperIds: [paper.id], temperature: 0 });
    await expect.poll(async () => (await api("runs.getRun", runId)).status, { timeout: 300_000, interval: 500 }).toBe("completed");

    await page.setViewportSize(SIZES[0]);
    await go(`#/paper/${paper.id}`);
    const cards = page.getByRole("listbox", { name: "Key QAs" }).getByRole("option");
    await expect.poll(() => cards.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    await cards.first().click();
    // The page being read (pages are one scrolling column; those near the view are drawn).
    const drawn = page.locator('.pdf-page[data-current="true"][data-rendered="true"]');
    await expect.poll(() => drawn.count(), { timeout: POLL_MS }).toBe(1);
    await expect.poll(() => page.getByTestId("evidence-box").count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    // Fit width at 1440x900: a page a person can read, and evidence boxes of readable size.
    const fit = await drawn.boundingBox();
    expect(fit!.width).toBeGreaterThanOrEqual(600);
    const box = await page.getByTestId("evidence-box").first().boundingBox();
    // A 10-pt line on a letter page drawn about 600 px wide is about 10 px tall; the box hugs
    // the glyphs, so sub-pixel rounding can take it just under (9.98 px seen in CI).
    expect(box!.height).toBeGreaterThanOrEqual(9);
    await expect.poll(() => inViewport('[data-testid="evidence-box"]'), { timeout: POLL_MS }).toBe(true);
    await shots("paper-evidence", async () => {
      await expect.poll(() => drawn.count(), { timeout: POLL_MS }).toBe(1);
      await expect.poll(() => inViewport('[data-testid="evidence-box"]'), { timeout: POLL_MS }).toBe(true);
    });

    // Zoomed in three steps, the highlighted evidence is still in the window, at both sizes.
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.getByRole("button", { name: "Fit width" }).click();
      const before = (await page.locator('.pdf-page[data-current="true"]').boundingBox())!.width;
      for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Zoom in" }).click();
      await expect.poll(async () => (await page.locator('.pdf-page[data-current="true"]').boundingBox())!.width, { timeout: POLL_MS }).toBeGreaterThan(before * 1.2);
      await expect.poll(() => drawn.count(), { timeout: POLL_MS }).toBe(1);
      await expect.poll(() => inViewport('[data-testid="evidence-box"]'), { timeout: POLL_MS }).toBe(true);
      await saveScreenshot(page, `paper-zoomed-${size.width}x${size.height}-light`);
      // Turning to the next page and back brings the evidence into view again.
      await page.getByRole("button", { name: "Next page" }).click();
      await page.getByRole("button", { name: "Previous page" }).click();
      await expect.poll(() => drawn.count(), { timeout: POLL_MS }).toBe(1);
      await expect.poll(() => inViewport('[data-testid="evidence-box"]'), { timeout: POLL_MS }).toBe(true);
    }

    // The extracted text is a tab beside the key QAs, with the evidence marked and scrolled to.
    await page.getByRole("tab", { name: "Text" }).click();
    await expect.poll(() => inViewport("mark.evidence-mark"), { timeout: POLL_MS }).toBe(true);
    // Hiding the panel gives the page the whole width.
    await page.setViewportSize(SIZES[1]);
    await page.getByRole("button", { name: "Fit width" }).click();
    const withPanel = (await page.locator('.pdf-page[data-current="true"]').boundingBox())!.width;
    await page.getByRole("button", { name: "Hide the side panel" }).click();
    await expect.poll(async () => (await page.locator('.pdf-page[data-current="true"]').boundingBox())!.width, { timeout: POLL_MS }).toBeGreaterThan(withPanel + 200);
    await saveScreenshot(page, "paper-panel-hidden-1024x700-light");
    await page.getByRole("button", { name: /key QAs, text, outline/i }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Text" }).isVisible(), { timeout: POLL_MS }).toBe(true);
  }, 600_000);

  it("asks again for the password of a protected paper to draw its pages", async () => {
    const papers = await api("library.listPapers");
    const locked = papers.filter((p) => p.title === pdfs.truth.title).sort((a, b) => b.id - a.id)[0]!;
    await page.setViewportSize(SIZES[1]);
    await go(`#/paper/${locked.id}`);
    const password = page.getByLabel("Password", { exact: true });
    await expect.poll(() => password.isVisible(), { timeout: POLL_MS }).toBe(true);
    await password.fill("wrong");
    await page.getByRole("button", { name: "Show the pages" }).click();
    await expect.poll(() => page.getByText("That password did not open the file. Try again.").isVisible(), { timeout: POLL_MS }).toBe(true);
    await page.getByLabel("Password", { exact: true }).fill(pdfs.encryptedPassword);
    await page.getByRole("button", { name: "Show the pages" }).click();
    await expect.poll(() => page.locator('.pdf-page[data-rendered="true"]').count(), { timeout: POLL_MS }).toBeGreaterThan(0);
  }, 600_000);

  it("shows the abstract in whole lines and the library's rows compact, with no page errors", async () => {
    const paper = await unprotectedPaper();
    await page.setViewportSize(SIZES[1]);
    await go(`#/paper/${paper.id}`);
    await page.getByText("Abstract and keywords").click();
    const lines = await page.locator(".paper-abstract-text").evaluate((element) => {
      const style = getComputedStyle(element);
      return element.clientHeight / parseFloat(style.lineHeight);
    });
    expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.05);

    await go("#/library");
    const rows = page.locator(".paper-table tbody tr");
    await expect.poll(() => rows.count(), { timeout: POLL_MS }).toBeGreaterThan(2);
    // A title takes at most two lines, and the whole of it is in the tooltip.
    for (const title of await page.locator(".paper-table a.paper-title").all()) {
      const { height, lineHeight, full } = await title.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        full: element.getAttribute("title"),
      }));
      expect(height).toBeLessThanOrEqual(lineHeight * 2 + 1);
      expect(full).toBe(await title.textContent());
    }
    // The status of the paper the SciQAG run covered reflects that run.
    await expect.poll(() => page.locator(`tr[data-paper-id="${paper.id}"] .col-status`).textContent(), { timeout: POLL_MS }).toMatch(/To review.*SciQAG/);
    await shots("library-papers");
    expect(app.pageErrors).toEqual([]);
  }, 600_000);
});
