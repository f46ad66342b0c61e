import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { tableText } from "../../src-main/contract/tableText.ts";
import type { ParsedTable } from "../../src-main/contract/tables.ts";
import { replacePaperTables } from "../../src-main/core/db/repositories/paperTables.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { importTablePaper, prepareTablePaper } from "../support/servedTablePaper.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES, type SizeAndTheme, themesAt } from "../support/themeInPlace.ts";

// A paper's tables in the paper view, as a researcher uses them: the generated paper with three
// tables is imported through `distillate serve`, and its tables are stored through the
// repository as the reader's output is (once the reader reads tables, the import alone does it).
// Opening Table 1 shows it as a table; a click on a cell boxes that cell on the PDF page where its
// text is printed; "Copy as Markdown" puts the table on the clipboard. A copy of the file read
// before tables were says so, and the picture table says its cells cannot be read.

const VIEWS = SIZES.flatMap(themesAt);

describeInBrowser("a paper's tables beside its page", () => {
  const app = useServedApp(prepareTablePaper);
  let page: Page;
  let tables: ParsedTable[];
  let paperId: number;

  beforeAll(async () => {
    ({ tables } = app.seed);
    paperId = await importTablePaper(app);
    page = await app.open({ viewport: { width: 1440, height: 900 } });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.serve.origin });
  });

  const openTables = async () => {
    await page.goto("about:blank");
    await app.go(page, `#/paper/${paperId}`);
    await page.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    await page.getByRole("tab", { name: /Tables/ }).click();
  };

  /** Table 1 opened in a window of its own at `view`'s size and theme (the caller closes `context`). */
  const openTableOne = async (view: SizeAndTheme) => {
    const context = await app.newContext({ viewport: view.size, colorScheme: view.theme });
    const shown = await context.newPage();
    await app.go(shown, `#/paper/${paperId}`);
    await shown.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    await shown.getByRole("tab", { name: /Tables/ }).click();
    await shown.getByTestId("table-item").first().click();
    const grid = shown.getByRole("grid", { name: "Table 1" });
    await grid.waitFor();
    return { context, shown, grid };
  };

  it("lists the tables with their pages, sizes and doubts in words, and the paper's notice names the table in doubt", async () => {
    await openTables();
    await expect.poll(() => page.getByRole("tab", { name: /Tables/ }).textContent()).toBe("Tables 3");
    const items = page.getByTestId("table-item");
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(0).innerText()).toMatch(/Table 1\s+General information for the included studies\s+Page 1 · 21 rows × 12 columns, in 2 groups/);
    expect(await items.nth(1).innerText()).toMatch(/Table 2\s+printed as a picture/);
    expect(await items.nth(2).innerText()).toMatch(/Table 3\s+To check[\s\S]*Rows have different numbers of cells/);
    expect(await page.getByRole("region", { name: "Details to check" }).innerText()).toContain("Table 3: Rows have different numbers of cells");
  });

  it("opens a table as a real table, and a click on a cell boxes it on the page where its text is printed", async () => {
    await openTables();
    await page.getByTestId("table-item").first().click();
    const grid = page.getByRole("grid", { name: "Table 1" });
    await grid.waitFor();
    expect(await grid.locator("thead th").allInnerTexts()).toEqual(["Study", "Year", "Country", "Method", "Cases", "Controls", "n", "GG", "GA", "AA", "n", "GG", "GA", "AA"]);
    expect(await grid.locator("thead th", { hasText: "Cases" }).getAttribute("colspan")).toBe("4");
    expect(await grid.locator("thead th", { hasText: "Study" }).getAttribute("rowspan")).toBe("2");
    expect(await grid.locator("tbody tr.is-subheading").allInnerTexts()).toEqual(["1\tCaucasian populations", "14\tAsian populations"]);
    expect(await page.getByTestId("paper-table").getByRole("list", { name: "Footnotes" }).innerText()).toContain("genotype counts not reported");

    const cell = tables[0]!.rows.find((r) => r.cells[0]?.text === "Kantarci")!.cells[4]!;
    await grid.getByRole("gridcell", { name: "1,024", exact: true }).first().click();
    const box = page.locator('.pdf-page[data-page="1"]').getByTestId("evidence-box");
    await expect.poll(() => box.count()).toBe(1);
    const pageBox = (await page.locator('.pdf-page[data-page="1"]').boundingBox())!;
    const drawn = (await box.boundingBox())!;
    const scale = pageBox.width / 612;
    expect(drawn.x - pageBox.x).toBeCloseTo(cell.box!.x * scale, 0);
    expect(drawn.y - pageBox.y).toBeCloseTo(cell.box!.y * scale, 0);
    expect(drawn.width).toBeCloseTo(cell.box!.w * scale, 0);
    // The box is in view: the pane scrolled to it.
    const pane = (await page.getByTestId("pdf-scroller").boundingBox())!;
    expect(drawn.y).toBeGreaterThanOrEqual(pane.y);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(pane.y + pane.height);

    // A row's number boxes the row; the arrow keys move on and box what they reach.
    await grid.getByRole("rowheader", { name: "Row 7" }).click();
    const rowCells = tables[0]!.rows[6]!.cells;
    await expect.poll(async () => Math.round((await box.boundingBox())!.width)).toBe(Math.round((Math.max(...rowCells.map((c) => c.box!.x + c.box!.w)) - rowCells[0]!.box!.x) * scale));
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => Math.round((await box.boundingBox())!.width)).toBe(Math.round(rowCells[0]!.box!.w * scale));
    await saveScreenshot(page, "paper-table-cell-picked");
  });

  it("copies the table as Markdown to the clipboard and says so", async () => {
    await openTables();
    await page.getByTestId("table-item").first().click();
    await page.getByRole("button", { name: "Copy as Markdown" }).click();
    await expect.poll(() => page.getByTestId("table-copy-said").textContent()).toBe("Table 1 copied as Markdown.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(tableText(tables[0]!, "md"));
    expect(copied).toContain("| Study | Year | Country | Method | Cases / n | Cases / GG | Cases / GA | Cases / AA | Controls / n |");
  });

  it("says a picture table's cells cannot be read and boxes where it is printed", async () => {
    await openTables();
    await page.getByTestId("table-item").nth(1).click();
    await expect.poll(() => page.getByTestId("paper-table").innerText()).toContain("Printed as a picture: its cells cannot be read. Its place is boxed on the page.");
    const picture = tables[1]!.boxes[0]!;
    const box = page.locator('.pdf-page[data-page="2"]').getByTestId("evidence-box");
    await expect.poll(() => box.count()).toBe(1);
    const pageBox = (await page.locator('.pdf-page[data-page="2"]').boundingBox())!;
    expect((await box.boundingBox())!.width).toBeCloseTo(picture.w * (pageBox.width / 612), 0);
  });

  it("says the tables of a paper read before tables are not read yet, and offers to read the paper again", async () => {
    seedLibrary(app.seed.dataDir, (db) => db.prepare("UPDATE papers SET tables_read = 0 WHERE id = ?").run(paperId));
    await openTables();
    const notRead = page.getByTestId("tables-not-read");
    await expect.poll(() => notRead.innerText()).toContain("Tables not read yet: this paper was read before Distillate read tables.");
    expect(await page.getByRole("tab", { name: /Tables/ }).textContent()).toBe("Tables");
    const answered = page.waitForResponse((response) => response.url().includes("library.readTables"));
    await notRead.getByRole("button", { name: "Read the paper again" }).click();
    expect((await answered).status()).toBe(200);
    // What this checkout's reader finds: its tables, or still not read if it does not look for any.
    const found = await app.serve.call("library.paperTables", paperId);
    if (found === null) await expect.poll(() => notRead.getByRole("button", { name: "Read the paper again" }).isEnabled()).toBe(true);
    else await expect.poll(() => page.getByTestId("table-item").count()).toBe(found.length);
    seedLibrary(app.seed.dataDir, (db) => replacePaperTables(db, paperId, tables));
  });

  it("shows an opened table whole at both window sizes in light and dark, in the user's words", async () => {
    const problems: string[] = [];
    for (const view of VIEWS) {
      const { context, shown, grid } = await openTableOne(view);
      problems.push(...[...(await layoutProblems(shown)), ...(await internalNames(shown))].map((p) => `${view.tag}: ${p}`));
      // The narrow pane wraps the page toolbar: "−" must not sit a row above "45% +".
      const toolbar = shown.getByRole("toolbar", { name: "Page" });
      const tops = await Promise.all([toolbar.getByRole("button", { name: "Zoom out" }), toolbar.getByTestId("zoom-value"), toolbar.getByRole("button", { name: "Zoom in" })].map(async (control) => Math.round((await control.boundingBox())!.y + (await control.boundingBox())!.height / 2)));
      if (new Set(tops).size > 1) problems.push(`${view.tag}: the zoom controls are split over rows (centres at ${tops.join(", ")} px)`);
      // A short hyphenated name in a squeezed column stays one word: "PCR-" must not sit a line above "RFLP".
      const splitNames = await grid.evaluate((table, name) => {
        let split = 0;
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(name);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + name.length);
          if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1) split++;
        }
        return split;
      }, "PCR-RFLP");
      if (splitNames > 0) problems.push(`${view.tag}: "PCR-RFLP" breaks at its hyphen in ${splitNames} cells`);
      await saveScreenshot(shown, `paper-table-${view.tag}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it("keeps a long table's header in view while its rows scroll under it, light and dark", async () => {
    // At 1024x700 Table 1's 23 rows are taller than the pane (at 1440x900 it is nearly whole).
    for (const view of themesAt(SIZES.find((s) => s.width === 1024)!)) {
      const { context, shown, grid } = await openTableOne(view);
      const pane = shown.locator("#paper-panel-tables");
      // The rows must be taller than the pane, or the check below would pass on nothing.
      expect(await pane.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
      await pane.evaluate((el) => (el.scrollTop = el.scrollHeight));
      await expect.poll(() => grid.getByRole("rowheader", { name: "Row 23" }).isVisible()).toBe(true);
      // The header sits at the pane's top edge (no row peeks above it; "+ 0" turns -0 into 0), and what the user sees
      // there, over its "Study" and "Cases", is the header's own cells, not the rows under it.
      const seen = await grid.evaluate((table, paneTop) => {
        return [...table.querySelectorAll("thead th")]
          .filter((th) => th.textContent === "Study" || th.textContent === "Cases")
          .map((th) => {
            const r = th.getBoundingClientRect();
            const at = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height, 12) / 2);
            return { text: th.textContent, offset: Math.round(r.top - paneTop) + 0, onTop: at !== null && th.contains(at) };
          });
      }, (await pane.boundingBox())!.y);
      expect(seen).toEqual([
        { text: "Study", offset: 0, onTop: true },
        { text: "Cases", offset: 0, onTop: true },
      ]);
      await saveScreenshot(shown, `paper-table-scrolled-${view.tag}`);
      await context.close();
    }
  });

  it("raised no errors in the page", () => {
    expect(app.pageErrors).toEqual([]);
  });
});
