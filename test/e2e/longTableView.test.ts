import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { tableText } from "../../src-main/contract/tableText.ts";
import type { ParsedTable } from "../../src-main/contract/tables.ts";
import { replacePaperTables } from "../../src-main/core/db/repositories/paperTables.ts";
import { POLL_MS } from "../support/browser.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { importTablePaper, prepareTablePaper } from "../support/servedTablePaper.ts";

// A table as long as the reader keeps (thousands of rows over many pages) opened in the paper
// view: the view draws its header and first rows with a line saying how many of how many are
// shown and a button for more, instead of every cell at once; copying it still copies it whole.
// The table is the table paper's Table 1 with its 23 rows repeated to 5,000, stored as the
// reader's output is.

const ROWS = 5000;

describeInBrowser("a long table beside its page", () => {
  const app = useServedApp(prepareTablePaper);
  let page: Page;
  let long: ParsedTable;
  let paperId: number;

  beforeAll(async () => {
    paperId = await importTablePaper(app);
    const first = app.seed.tables[0]!;
    long = { ...first, rows: Array.from({ length: ROWS }, (_, i) => first.rows[i % first.rows.length]!) };
    seedLibrary(app.seed.dataDir, (db) => replacePaperTables(db, paperId, [long]));
    page = await app.open({ viewport: { width: 1440, height: 900 } });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.serve.origin });
  });

  it("draws its first 500 rows, says how many of how many, and draws more when asked", async () => {
    await app.go(page, `#/paper/${paperId}`);
    await page.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    await page.getByRole("tab", { name: /Tables/ }).click();
    // Its size counts data rows: the group labels repeated with the rows are said as groups.
    const labels = long.rows.filter((row) => row.kind === "subheading").length;
    const size = `${(ROWS - labels).toLocaleString("en-US")} rows × 12 columns, in ${labels.toLocaleString("en-US")} groups`;
    await expect.poll(() => page.getByTestId("table-item").first().innerText()).toContain(size);
    const started = Date.now();
    await page.getByTestId("table-item").first().click();
    const grid = page.getByRole("grid", { name: "Table 1" });
    await grid.waitFor({ timeout: POLL_MS });
    console.info(`long table view: the grid of ${ROWS} rows shown ${Date.now() - started} ms after the click`);
    expect(await grid.locator("tbody tr").count()).toBe(500);
    const more = page.getByTestId("paper-table-more");
    // Its group labels are lines of the grid, not rows: the line under it counts lines and says so.
    const shown = (n: string) => (labels > 0 ? `Lines 1 to ${n} of 5,000 are shown (rows and group labels). Show 500 more` : `Rows 1 to ${n} of 5,000 are shown. Show 500 more`);
    await expect.poll(() => more.innerText()).toBe(shown("500"));
    await more.getByRole("button", { name: "Show 500 more" }).click();
    await expect.poll(() => grid.locator("tbody tr").count()).toBe(1000);
    await expect.poll(() => more.innerText()).toBe(shown("1,000"));
    expect(await grid.getByRole("rowheader", { name: "Row 1000" }).innerText()).toBe("1000");

    // What is copied is the table, not what is drawn of it: all 5,000 rows and the heading line.
    await page.getByRole("button", { name: "Copy as CSV" }).click();
    await expect.poll(() => page.getByTestId("table-copy-said").textContent()).toBe("Table 1 copied as CSV.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(tableText(long, "csv"));
    expect(copied.split("\r\n").filter((line) => line !== "")).toHaveLength(ROWS + 1);
  });
});
