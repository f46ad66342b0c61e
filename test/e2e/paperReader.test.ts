import fs from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { writeGeneratedPdfs, writeLongPaper, type GeneratedPdfSet } from "../support/generatedPdfs.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The reader in the paper view, as a researcher uses it on the generated three-page article:
// widening the PDF pane (and finding it so after a reload), zooming, going to a QA's evidence,
// to a page from its thumbnail, and searching the paper's printed text.

/** A word printed several times on every page of the generated article. */
const WORD = "sapphire";

/** How many times the word is printed in the file, as pdf.js reads it (so the figure comes from the PDF, not from the app). */
async function printedCount(file: string, word: string): Promise<number> {
  const task = getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 });
  try {
    const doc = await task.promise;
    let count = 0;
    for (let number = 1; number <= doc.numPages; number++) {
      const content = await (await doc.getPage(number)).getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ").toLowerCase();
      count += text.split(word).length - 1;
    }
    return count;
  } finally {
    await task.destroy();
  }
}

/** Pages of the long paper. */
const LONG_PAGES = 30;

describeInBrowser("reading a paper in the PDF pane", () => {
  const app = useServedApp(async ({ work }) => {
    const pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
    const longFile = path.join(work, "pdfs", "long-paper.pdf");
    await writeLongPaper(longFile, LONG_PAGES);
    return { pdfs, longFile };
  });
  let page: Page;
  let pdfs: GeneratedPdfSet;
  let paperId: number;
  /** A 30-page paper, to see that only the pages near the view are drawn. */
  let longPaperId: number;

  const pdfPane = () => page.locator(".paper-page-pane");
  const pageBox = async (number: number) => (await page.locator(`.pdf-page[data-page="${number}"]`).boundingBox())!;
  /** Whether the element's box lies inside the PDF pane's scrolling area. */
  const inPane = (selector: string) =>
    page.evaluate((s) => {
      const element = document.querySelector(s);
      const scroller = document.querySelector('[data-testid="pdf-scroller"]');
      if (!element || !scroller) return false;
      const box = element.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      return box.width > 0 && box.top >= view.top && box.bottom <= view.bottom && box.left >= view.left && box.right <= view.right;
    }, selector);
  const openPaper = async () => {
    await page.goto("about:blank");
    await app.go(page, `#/paper/${paperId}`);
    await page.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
  };

  beforeAll(async () => {
    let longFile: string;
    ({ pdfs, longFile } = app.seed);
    const [imported] = await app.serve.call("imports.importPapers", [pdfs.twoColumn]);
    paperId = imported!.paperId!;
    longPaperId = (await app.serve.call("imports.importPapers", [longFile]))[0]!.paperId!;
    // A SciQAG run with the demo model gives the paper key QAs with evidence boxes.
    const { model } = await app.serve.call("models.addDemo");
    const { runId } = await app.serve.call("runs.startRun", { strategy: "sciqag", model: String(model.id), paperIds: [paperId], temperature: 0 });
    while ((await app.serve.call("runs.getRun", runId)).finishedAt === null) await new Promise((resolve) => setTimeout(resolve, 500));
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  }, 600_000);

  it("opens the page at the pane's width, big enough to read", async () => {
    await openPaper();
    const pane = (await page.getByTestId("pdf-scroller").boundingBox())!;
    const first = await pageBox(1);
    // At least the printed size (612 pt wide, drawn at 100%) beside a side panel that keeps 420 px
    // for its six tabs (round 39 gave the tabs room; the page was 640 px beside 400).
    console.info(`paperReader: page ${first.width} px in a pane of ${pane.width} px`);
    expect(first.width).toBeGreaterThanOrEqual(612);
    expect(first.width).toBeGreaterThan(pane.width - 60);
    expect(await page.getByRole("button", { name: "Fit width" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("zoom-value").textContent()).toMatch(/^\d+%$/);
  }, 600_000);

  it("widens the PDF pane by dragging the divider, remembers it after a reload, and goes back on a double-click", async () => {
    await openPaper();
    const initial = (await pdfPane().boundingBox())!.width;
    const divider = page.getByRole("separator", { name: "Resize the side panel and the page" });
    /** Drags the divider's grip to `x`. */
    const dragTo = async (x: number) => {
      const grip = (await divider.boundingBox())!;
      const y = grip.y + grip.height / 2;
      await page.mouse.move(grip.x + grip.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(x, y, { steps: 5 });
      await page.mouse.up();
    };
    // The side panel opens near its minimum (the width its tabs need), so first give it room.
    const first = (await divider.boundingBox())!;
    await dragTo(first.x + first.width / 2 + 200);
    await expect.poll(async () => (await pdfPane().boundingBox())!.width, { timeout: POLL_MS }).toBeLessThan(initial - 150);
    const before = (await pdfPane().boundingBox())!.width;
    const start = (await divider.boundingBox())!;
    await dragTo(start.x + start.width / 2 - 80);
    await expect.poll(async () => (await pdfPane().boundingBox())!.width, { timeout: POLL_MS }).toBeGreaterThan(before + 70);
    const widened = (await pdfPane().boundingBox())!.width;
    // The page follows the wider pane (it fits the width).
    await expect.poll(async () => (await pageBox(1)).width, { timeout: POLL_MS }).toBeGreaterThan(widened - 160);
    // Dragged as far as it goes, the side panel keeps a usable width; dragged back, the pane is as it was.
    await dragTo(0);
    await expect.poll(async () => (await page.locator("#paper-side-panel").boundingBox())!.width, { timeout: POLL_MS }).toBeGreaterThanOrEqual(238);
    await dragTo(start.x + start.width / 2 - 80);
    await expect.poll(async () => Math.abs((await pdfPane().boundingBox())!.width - widened), { timeout: POLL_MS }).toBeLessThan(3);

    await page.reload();
    await page.locator('.pdf-page[data-page="1"]').waitFor();
    await expect.poll(async () => Math.abs((await pdfPane().boundingBox())!.width - widened), { timeout: POLL_MS }).toBeLessThan(3);

    // The keyboard moves it too: → gives the side panel 2% more of the width.
    const value = Number(await divider.getAttribute("aria-valuenow"));
    await divider.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => Number(await divider.getAttribute("aria-valuenow")), { timeout: POLL_MS }).toBe(value + 2);

    await divider.dblclick();
    await expect.poll(async () => Math.abs((await pdfPane().boundingBox())!.width - initial), { timeout: POLL_MS }).toBeLessThan(3);
  }, 600_000);

  it("zooms with the buttons and with Ctrl + and −, drawing the page sharp at each size", async () => {
    await openPaper();
    const fit = (await pageBox(1)).width;
    const zoomText = await page.getByTestId("zoom-value").textContent();
    await page.getByRole("button", { name: "Zoom in" }).click();
    // One step up from the fitted width (the next of the zoom steps above it, at least 2% larger).
    await expect.poll(async () => (await pageBox(1)).width, { timeout: POLL_MS }).toBeGreaterThan(fit * 1.02);
    expect(await page.getByTestId("zoom-value").textContent()).not.toBe(zoomText);
    await page.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    // The canvas has as many pixels as the screen shows (no blurry stretched drawing).
    const sharp = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.pdf-page[data-page="1"] canvas')!;
      return Math.abs(canvas.width - canvas.getBoundingClientRect().width * window.devicePixelRatio) <= 2;
    });
    expect(sharp).toBe(true);
    const zoomedIn = (await pageBox(1)).width;

    await page.getByTestId("pdf-scroller").focus();
    await page.keyboard.press("Control+-");
    await page.keyboard.press("Control+-");
    await expect.poll(async () => (await pageBox(1)).width, { timeout: POLL_MS }).toBeLessThan(zoomedIn * 0.9);
    await page.keyboard.press("Control+0");
    await expect.poll(async () => Math.abs((await pageBox(1)).width - fit), { timeout: POLL_MS }).toBeLessThan(2);
  }, 600_000);

  it("scrolls a QA's evidence into view, boxed on the page", async () => {
    await openPaper();
    // Start from the end of the paper, away from where the evidence is.
    await page.getByRole("button", { name: "Page 3" }).click();
    await expect.poll(() => page.locator('.pdf-page[data-current="true"]').getAttribute("data-page"), { timeout: POLL_MS }).toBe("3");
    const cards = page.getByRole("listbox", { name: "Key QAs" }).getByRole("option");
    await expect.poll(() => cards.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    await cards.first().click();
    await expect.poll(() => page.getByTestId("evidence-box").count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    await expect.poll(() => inPane('[data-testid="evidence-box"]'), { timeout: POLL_MS }).toBe(true);
    await saveScreenshot(page, "reader-evidence-1440x900-light");

    // Zoomed out to small pages, choosing a QA brings the page back to a readable width.
    const fit = (await pageBox(1)).width;
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(async () => (await pageBox(1)).width, { timeout: POLL_MS }).toBeLessThan(fit * 0.9);
    await cards.last().click();
    await expect.poll(async () => Math.abs((await pageBox(1)).width - fit), { timeout: POLL_MS }).toBeLessThan(2);
    await expect.poll(() => inPane('[data-testid="evidence-box"]'), { timeout: POLL_MS }).toBe(true);
  }, 600_000);

  it("goes to a page from its thumbnail, and marks the page being read", async () => {
    await openPaper();
    const thumbs = page.getByRole("navigation", { name: "Pages" });
    await expect.poll(() => thumbs.locator('canvas[data-drawn="true"]').count(), { timeout: POLL_MS }).toBe(pdfs.truth.pageCount);
    expect(await thumbs.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    await thumbs.getByRole("button", { name: "Page 2" }).click();
    await expect.poll(() => page.locator('.pdf-page[data-current="true"]').getAttribute("data-page"), { timeout: POLL_MS }).toBe("2");
    await expect.poll(() => thumbs.getByRole("button", { name: "Page 2" }).getAttribute("aria-current"), { timeout: POLL_MS }).toBe("page");
    // Page 2's top is at the top of the pane, drawn.
    const scroller = (await page.getByTestId("pdf-scroller").boundingBox())!;
    await expect.poll(async () => Math.abs((await pageBox(2)).y - scroller.y), { timeout: POLL_MS }).toBeLessThan(20);
    await page.locator('.pdf-page[data-page="2"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    expect(await page.getByRole("spinbutton", { name: "Page number" }).inputValue()).toBe("2");
  }, 600_000);

  it("finds a word as often as the paper prints it, and steps through the matches with Enter and Shift+Enter", async () => {
    const expected = await printedCount(pdfs.twoColumn, WORD);
    expect(expected).toBeGreaterThanOrEqual(3);
    await openPaper();
    await page.getByTestId("pdf-scroller").focus();
    await page.keyboard.press("Control+f");
    const box = page.getByRole("searchbox", { name: "Find in this paper" });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement), { timeout: POLL_MS }).toBe(true);
    // Upper case: the search ignores case (and accents).
    await box.fill(WORD.toUpperCase());
    const status = page.getByTestId("search-status");
    await expect.poll(() => status.textContent(), { timeout: POLL_MS }).toBe(`1 of ${expected}`);
    await expect.poll(() => page.getByTestId("search-hit-current").count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    await expect.poll(() => inPane('[data-testid="search-hit-current"]'), { timeout: POLL_MS }).toBe(true);

    // Enter moves on through the paper, to the last match and round to the first.
    const pagesSeen = new Set<string>();
    for (let n = 2; n <= expected; n++) {
      await box.press("Enter");
      await expect.poll(() => status.textContent(), { timeout: POLL_MS }).toBe(`${n} of ${expected}`);
      await expect.poll(() => inPane('[data-testid="search-hit-current"]'), { timeout: POLL_MS }).toBe(true);
      pagesSeen.add((await page.locator('.pdf-page:has([data-testid="search-hit-current"])').getAttribute("data-page"))!);
    }
    expect(pagesSeen.size).toBe(pdfs.truth.pageCount);
    await saveScreenshot(page, "reader-search-1440x900-light");
    await box.press("Enter");
    await expect.poll(() => status.textContent(), { timeout: POLL_MS }).toBe(`1 of ${expected}`);
    await box.press("Shift+Enter");
    await expect.poll(() => status.textContent(), { timeout: POLL_MS }).toBe(`${expected} of ${expected}`);

    await box.fill("no such wordzz");
    await expect.poll(() => status.textContent(), { timeout: POLL_MS }).toBe("Not found");
    await box.press("Escape");
    await expect.poll(() => box.count(), { timeout: POLL_MS }).toBe(0);
  }, 600_000);

  it("looks right at 1024x700 in the dark theme, with the evidence and a search showing", async () => {
    await app.serve.call("settings.update", { theme: "dark" });
    await page.setViewportSize({ width: 1024, height: 700 });
    await openPaper();
    await page.getByRole("listbox", { name: "Key QAs" }).getByRole("option").first().click();
    await page.getByTestId("evidence-box").first().waitFor({ timeout: POLL_MS });
    await page.getByRole("button", { name: "Find in this paper" }).click();
    await page.getByRole("searchbox", { name: "Find in this paper" }).fill(WORD);
    await page.getByTestId("search-hit-current").first().waitFor({ timeout: POLL_MS });
    // Nothing in the paper view wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, "reader-search-1024x700-dark");
    await app.serve.call("settings.update", { theme: "light" });
  }, 600_000);

  it("draws only the pages near the view of a 30-page paper, and lets go of those left behind", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("about:blank");
    await app.go(page, `#/paper/${longPaperId}`);
    const drawn = page.locator('.pdf-page[data-rendered="true"]');
    await page.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    expect(await page.locator(".pdf-page").count()).toBe(LONG_PAGES);
    expect(await drawn.count()).toBeLessThanOrEqual(4);
    // The last page from its thumbnail: drawn, while the first page's pixels are given back.
    await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: `Page ${LONG_PAGES}` }).click();
    await page.locator(`.pdf-page[data-page="${LONG_PAGES}"][data-rendered="true"]`).waitFor({ timeout: POLL_MS });
    await expect.poll(() => page.locator('.pdf-page[data-page="1"]').getAttribute("data-rendered"), { timeout: POLL_MS }).toBe("false");
    expect(await drawn.count()).toBeLessThanOrEqual(4);
    expect(await page.locator('.pdf-page[data-page="1"] canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).width)).toBe(0);
    // A word on every page is found on every page.
    await page.getByTestId("pdf-scroller").focus();
    await page.keyboard.press("Control+f");
    await page.getByRole("searchbox", { name: "Find in this paper" }).fill("this is page");
    await expect.poll(() => page.getByTestId("search-status").textContent(), { timeout: POLL_MS }).toBe(`${LONG_PAGES} of ${LONG_PAGES}`);
  }, 600_000);

  it("raised no errors in the page along the way", () => {
    expect(app.pageErrors).toEqual([]);
  });
});
