import type { Page, Route } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { tableText } from "../../src-main/contract/tableText.ts";
import type { ParsedTable } from "../../src-main/contract/tables.ts";
import { replacePaperTables } from "../../src-main/core/db/repositories/paperTables.ts";
import { POLL_MS } from "../support/browser.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { hugeTables, rowMark } from "../support/hugeTables.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { importTablePaper, prepareTablePaper } from "../support/servedTablePaper.ts";

// A table far larger than one answer (50,000 rows, about 55 MB stored) opened in the paper view:
// its header and first rows come in the first part and are drawn at once, the rest come as row
// parts. While the row parts are held back (the page's own calls for them wait on the test), the
// view draws the first rows, says the rest are loading rather than giving a total it does not
// know, and copying waits for every row; once they are in, the count is the table's and the
// clipboard holds all 50,000 rows once each, in order.

const ROWS = 50_000;

describeInBrowser("a table larger than one answer beside its page", () => {
  const app = useServedApp(prepareTablePaper);
  let long: ParsedTable;
  let paperId: number;

  beforeAll(async () => {
    paperId = await importTablePaper(app);
    long = hugeTables(app.seed.tables[0]!, 1, ROWS)[0]!;
    seedLibrary(app.seed.dataDir, (db) => replacePaperTables(db, paperId, [long]));
  });

  const openPage = async (): Promise<Page> => {
    const page = await app.open({ viewport: { width: 1440, height: 900 } });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.serve.origin });
    await app.go(page, `#/paper/${paperId}`);
    await page.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    return page;
  };
  const firstRow = (page: Page) => page.getByRole("grid", { name: "Table 1" }).locator("tbody tr").first().locator("td").first();

  it("measures the time from the Tables tab to its first row drawn", async () => {
    const page = await openPage();
    const started = Date.now();
    await page.getByRole("tab", { name: /Tables/ }).click();
    await page.getByTestId("table-item").first().click({ timeout: POLL_MS });
    await expect.poll(() => firstRow(page).innerText(), { timeout: POLL_MS }).toBe(rowMark(0, 0));
    console.info(`long table parts: the first row of ${ROWS} drawn ${Date.now() - started} ms after the Tables tab was clicked`);
  });

  it("draws the first rows while the rest are held back, says they are loading, and copies every row once all are in", async () => {
    const page = await openPage();
    const held: Route[] = [];
    let holding = true;
    await page.route("**/api/call/library.paperTableRows", (route) => (holding ? held.push(route) : route.continue()));
    await page.getByRole("tab", { name: /Tables/ }).click();
    const item = page.getByTestId("table-item").first();
    await expect.poll(() => item.innerText(), { timeout: POLL_MS }).toContain("loading more rows");
    await item.click();
    await expect.poll(() => firstRow(page).innerText(), { timeout: POLL_MS }).toBe(rowMark(0, 0));
    const grid = page.getByRole("grid", { name: "Table 1" });
    expect(await grid.locator("tbody tr").count()).toBe(500);
    const more = page.getByTestId("paper-table-more");
    await expect.poll(() => more.innerText()).toMatch(/^Rows 1 to 500 are shown; loading more rows…/);
    expect(await more.innerText()).not.toContain(ROWS.toLocaleString("en-US"));
    await expect.poll(() => held.length, { timeout: POLL_MS }).toBeGreaterThan(0);

    // Copying before every row is in copies nothing yet, and says so.
    await page.evaluate(() => navigator.clipboard.writeText("before"));
    await page.getByRole("button", { name: "Copy as CSV" }).click();
    await expect.poll(() => page.getByTestId("table-copy-said").textContent()).toBe("Copying Table 1 as CSV once every row is in…");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("before");

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect.poll(() => page.getByTestId("table-copy-said").textContent(), { timeout: POLL_MS }).toBe("Table 1 copied as CSV.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBe(tableText(long, "csv").length);
    expect(copied === tableText(long, "csv")).toBe(true);
    await expect.poll(() => more.innerText(), { timeout: POLL_MS }).toBe(`Rows 1 to 500 of ${ROWS.toLocaleString("en-US")} are shown. Show 500 more`);
  });
});
