// Issue 40, item 3: the OCR settings in the desktop Settings view, in Chromium against
// `distillate serve`. Turning OCR off there makes the library refuse a scanned PDF (saying how to
// turn it on); turning it back on makes the same file import by OCR. The languages offered are the
// installed data packages (English here) and at least one stays ticked; the thread count is
// checked as typed and stored; the OCR engine is automatic or built-in. Screenshots: test-artifacts/screenshots/ocr-settings-*.png at
// 1440x900 and 1024x700, light and dark, with the layout and internal-name checks.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { saveScreenshot } from "../support/browser.ts";
import { type GeneratedPaperTruth } from "../support/generatedPdfs.ts";
import { imagePdf, rawImage } from "../support/scannedPdfs.ts";
import { scannedFirstPage, titleBand } from "../support/scannedFirstPage.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES, themesAt } from "../support/themeInPlace.ts";

const VIEWS = SIZES.flatMap(themesAt);

describeInBrowser("OCR settings in Chromium", () => {
  const app = useServedApp(async ({ work }) => {
    const scanned = await scannedFirstPage(path.join(work, "pdfs"));
    // A one-page scan of a generated paper's top third (its title, byline and abstract): pictures
    // only, no text layer, which OCR reads in a third of the whole page's time.
    const scan = path.join(work, "scanned-paper.pdf");
    fs.writeFileSync(scan, imagePdf([rawImage(titleBand(scanned.page))]));
    return { scan, truth: scanned.truth };
  });
  let page: Page;
  let scan: string;
  let truth: GeneratedPaperTruth;

  beforeAll(async () => {
    ({ scan, truth } = app.seed);
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  const section = () => page.getByRole("region", { name: "Scanned papers (OCR)" });
  const ocrBox = () => section().getByRole("checkbox", { name: /Read scanned pages by OCR/ });

  it("offers OCR on, in the installed languages, with automatic threads", async () => {
    await app.go(page, "#/settings");
    await expect.poll(() => ocrBox().isChecked()).toBe(true);
    // Settings is the first view opened here: its checkboxes are laid out with their words even so
    // (their rule lived in the Models view's sheet, loaded only once Models had been opened).
    expect(await ocrBox().evaluate((box) => getComputedStyle(box.closest("label")!).display)).toBe("inline-flex");
    const english = section().getByRole("checkbox", { name: "English" });
    await expect.poll(() => english.isChecked()).toBe(true);
    const threads = section().getByRole("textbox", { name: "Threads" });
    // The automatic count arrives with the installed languages.
    await expect.poll(() => threads.getAttribute("placeholder")).toMatch(/^automatic \(\d+\)$/);
    // The engine is automatic, its note naming the Tesseract found here, or saying none was.
    const engine = section().getByRole("combobox", { name: "OCR engine" });
    expect(await engine.inputValue()).toBe("automatic");
    await expect.poll(() => section().getByText(/^(Pages are read by the installed Tesseract \d|No installed Tesseract was found)/).isVisible()).toBe(true);
  });

  it("stores the built-in engine when chosen, and automatic again", async () => {
    const engine = section().getByRole("combobox", { name: "OCR engine" });
    await engine.selectOption("builtin");
    await expect.poll(async () => (await app.serve.call("settings.get")).ocr.engine).toBe("builtin");
    await expect.poll(() => section().getByText("Pages are read by the OCR engine built into Distillate.").isVisible()).toBe(true);
    await engine.selectOption("automatic");
    await expect.poll(async () => (await app.serve.call("settings.get")).ocr.engine).toBe("automatic");
  });

  it("keeps one language ticked and checks the thread count as typed", async () => {
    await section().getByRole("checkbox", { name: "English" }).uncheck();
    await expect.poll(() => section().getByText("Choose at least one language for scanned papers.").isVisible()).toBe(true);
    expect((await app.serve.call("settings.get")).ocr.languages).toEqual(["eng"]);
    await section().getByRole("checkbox", { name: "English" }).check();

    const threads = section().getByRole("textbox", { name: "Threads" });
    await threads.fill("two");
    await expect.poll(() => section().getByText("Threads must be a whole number.").isVisible()).toBe(true);
    await threads.fill("1");
    await threads.blur();
    await expect.poll(async () => (await app.serve.call("settings.get")).ocr.threads).toBe(1);
    await threads.fill("");
    await threads.blur();
    await expect.poll(async () => (await app.serve.call("settings.get")).ocr.threads).toBe(null);
  });

  it("refuses a scanned PDF while OCR is off, and reads it once OCR is on again", async () => {
    await ocrBox().uncheck();
    await expect.poll(async () => (await app.serve.call("settings.get")).ocr.enabled).toBe(false);
    await expect.poll(() => section().getByRole("checkbox", { name: "English" }).isDisabled()).toBe(true);
    await saveScreenshot(page, "ocr-settings-off");

    await app.goToView(page, "library");
    await page.getByLabel("PDF files to import").setInputFiles(scan);
    // The same scan by its path as well, as the desktop app's file dialog sends it.
    await expect.poll(() => page.locator(".import-panel, .imports-done").count()).toBeGreaterThan(0);
    await app.serve.call("imports.importPapers", [scan], { batchId: "by-path", label: "scanned-paper.pdf (by path)" });
    // A finished batch folds into one line; its files open from there.
    await page.getByRole("button", { name: "Show files" }).click();
    // Beside the file's name, its reason says the cause once (without the name) and offers the way to the switch.
    const refused = page.locator(".import-file-failed", { hasText: "scanned-paper.pdf" }).first();
    await expect.poll(() => refused.locator(".import-file-detail").textContent()).toMatch(/^It has no text layer .* OCR is off/);
    await expect.poll(() => page.locator(".import-file-failed .import-file-detail").allTextContents()).toEqual([expect.stringMatching(/Turn on OCR in Settings, then import the file again\.$/), expect.stringMatching(/Turn on OCR in Settings, then import the file again\.$/)]);
    await saveScreenshot(page, "ocr-settings-refused");

    await app.goToView(page, "settings");
    await ocrBox().check();
    await expect.poll(async () => (await app.serve.call("settings.get")).ocr.enabled).toBe(true);
    await app.goToView(page, "library");
    await page.getByRole("button", { name: "Show files" }).click();
    // With OCR on, the refusal no longer sends the user to turn it on: the file imported by its
    // path is imported again with one click; the one the page sent (its copy is not kept) is chosen again.
    const details = () => page.locator(".import-file-failed .import-file-detail").allTextContents();
    await expect.poll(details).toEqual(expect.arrayContaining([expect.stringMatching(/^It has no text layer \(it looks like a scanned document\)\. OCR was off then; it is on now\. Import again$/), expect.stringMatching(/^It has no text layer \(it looks like a scanned document\)\. OCR was off then; it is on now: choose the file again to read it\.$/)]));
    expect((await details()).join(" ")).not.toMatch(/Turn on OCR|OCR is off/);
    for (const view of VIEWS) {
      await page.setViewportSize(view.size);
      await page.emulateMedia({ colorScheme: view.theme });
      await saveScreenshot(page, `ocr-import-again-${view.tag}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("button", { name: "Import again" }).click();
    await expect.poll(() => page.getByRole("link", { name: truth.title }).first().isVisible(), { timeout: 600_000 }).toBe(true);
  });

  it("fits at both window sizes in light and dark, in the user's words", async () => {
    const problems: string[] = [];
    for (const view of VIEWS) {
      const context = await app.newContext({ viewport: view.size, colorScheme: view.theme });
      const shown = await context.newPage();
      await shown.goto(`${app.serve.url}#/settings`);
      const ocr = shown.getByRole("region", { name: "Scanned papers (OCR)" });
      await ocr.waitFor();
      await expect.poll(() => ocr.getByRole("textbox", { name: "Threads" }).getAttribute("placeholder")).toMatch(/automatic/);
      await ocr.scrollIntoViewIfNeeded();
      problems.push(...[...(await layoutProblems(shown)), ...(await internalNames(shown))].map((p) => `${view.tag}: ${p}`));
      await saveScreenshot(shown, `ocr-settings-${view.tag}`);
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
