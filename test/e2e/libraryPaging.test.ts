import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { PAPER_PAGE_SIZE } from "../../src-main/contract/papers.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { layoutProblems } from "../support/screenChecks.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { samplePaper } from "../support/sampleData.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// A library longer than one page, as a researcher scrolls it: the first page at once, the rest
// as the table scrolls or the keyboard moves down, the count of all papers that match the
// filters, and the selection kept while pages arrive.

const PAPERS = PAPER_PAGE_SIZE + 30;
describeInBrowser("a library longer than one page, in the browser", () => {
  // Stored straight into the library file (import is tested elsewhere): "paper-000" first, "paper-129" newest.
  const app = useServedApp(({ dataDir }) =>
    seedLibrary(dataDir, (db) => {
      for (let i = 0; i < PAPERS; i++) insertPaperDocument(db, samplePaper(`paper-${String(i).padStart(3, "0")}`, 1));
    }),
  );
  let page: Page;
  const rows = () => page.locator(".paper-table tbody tr");
  /** The position of the focused row among the loaded ones (-1 when focus is elsewhere). */
  const focusedIndex = () => page.evaluate(() => [...document.querySelectorAll(".paper-table tbody tr")].indexOf(document.activeElement as Element));

  beforeAll(async () => {
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  it("shows the first page, then the rest as the table scrolls, keeping the selected paper", async () => {
    await app.go(page, "#/library");
    await expect.poll(() => rows().count(), { timeout: POLL_MS }).toBe(PAPER_PAGE_SIZE);
    expect(await page.getByRole("grid", { name: "Papers" }).getAttribute("aria-rowcount")).toBe(String(PAPERS + 1));
    expect(await page.locator(".library-more").textContent()).toContain(`${PAPER_PAGE_SIZE} papers of ${PAPERS} papers shown`);

    // Select the third row, then scroll the table to its end: the next page arrives under it.
    await rows().nth(2).locator(".col-pages").click(); // not on the title, which is a link to the paper
    await page.locator(".paper-table-wrap").evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect.poll(() => rows().count(), { timeout: POLL_MS }).toBe(PAPERS);
    expect(await page.locator(".library-more").count()).toBe(0);
    expect(await rows().nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await rows().last().textContent()).toContain("(paper-000)");
    expect(app.pageErrors).toEqual([]);
  }, 120_000);

  it("shows the search box's whole prompt and fits at the smaller window size, light and dark", async () => {
    const problems: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      const shown = await app.open({ viewport: { width: 1024, height: 700 }, colorScheme });
      await app.go(shown, "#/library");
      await expect.poll(() => shown.locator(".paper-table tbody tr").count(), { timeout: POLL_MS }).toBe(PAPER_PAGE_SIZE);
      problems.push(...(await layoutProblems(shown)).map((p) => `${colorScheme}: ${p}`));
      await saveScreenshot(shown, `library-search-prompt-1024x700-${colorScheme}`);
      await shown.context().close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("loads the next page when the keyboard moves near the end of the loaded rows", async () => {
    await page.reload(); // from the first page again
    await expect.poll(() => rows().count(), { timeout: POLL_MS }).toBe(PAPER_PAGE_SIZE);
    await rows().first().locator(".col-pages").click();
    await page.keyboard.press("End");
    await expect.poll(() => focusedIndex(), { timeout: POLL_MS }).toBe(PAPER_PAGE_SIZE - 1);
    await expect.poll(() => rows().count(), { timeout: POLL_MS }).toBe(PAPERS);
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedIndex(), { timeout: POLL_MS }).toBe(PAPER_PAGE_SIZE + 4);
    expect(app.pageErrors).toEqual([]);
  }, 120_000);

  it("counts every paper a search matches, not only the loaded ones", async () => {
    await page.reload();
    await expect.poll(() => rows().count(), { timeout: POLL_MS }).toBe(PAPER_PAGE_SIZE);
    // "paper-1" is in the names of papers 100-129: one page, all loaded.
    await page.getByLabel("Search papers").fill("paper-1");
    await expect.poll(() => rows().count(), { timeout: POLL_MS }).toBe(30);
    await expect.poll(() => page.locator(".library-shown").textContent(), { timeout: POLL_MS }).toBe("30 papers match");
    // "perovskites" is in every title: a first page and the count of all.
    await page.getByLabel("Search papers").fill("perovskites");
    await expect.poll(() => page.locator(".library-shown").textContent(), { timeout: POLL_MS }).toBe(`${PAPERS} papers match`);
    await expect.poll(() => rows().count(), { timeout: POLL_MS }).toBe(PAPER_PAGE_SIZE);
    expect(app.pageErrors).toEqual([]);
  }, 120_000);
});
