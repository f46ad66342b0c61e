import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { POLL_MS } from "../support/browser.ts";
import { seedReviewLibrary } from "../support/reviewData.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// A review selection longer than the table's first page (200 rows): the rows come without the
// count, which the view asks for after them. What the user sees settles on the right number in
// the table and in focus mode, and the last row is reachable.

const QAS = 300; // 3 papers x 100 QAs, all pending
describeInBrowser("counting a long review selection after its rows, in the browser", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, (db) => seedReviewLibrary(db, 3, QAS / 3)));
  let page: Page;
  const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: POLL_MS, interval: 100 });

  beforeAll(async () => {
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  it("shows the first rows, then the whole count, and reaches the last row", async () => {
    await app.go(page, "#/review?mode=table");
    await page.getByTestId("review-row").first().waitFor();
    await poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(new RegExp(`^(Row 1 of )?${QAS}( QAs)?$`));
    await page.getByRole("grid").press("End");
    await poll(() => page.getByTestId("bulk-selected").textContent()).toBe(`Row ${QAS} of ${QAS}`);
    expect(app.pageErrors).toEqual([]);
  }, 120_000);

  it("keeps Review's heading on one line at 1024x700: Export these with its count beside the view switch", async () => {
    const narrow = await app.open({ viewport: { width: 1024, height: 700 } });
    await app.go(narrow, "#/review?mode=focus");
    const exportThese = narrow.getByTestId("review-export");
    await poll(() => exportThese.textContent()).toBe(`Export these (${QAS})`);
    await poll(() => narrow.getByTestId("review-total").textContent()).toBe(String(QAS));
    const middle = async (selector: string) => {
      const box = (await narrow.locator(selector).first().boundingBox())!;
      return Math.round(box.y + box.height / 2);
    };
    const rows = { heading: await middle(".review-head h1"), counter: await middle('[data-testid="review-counter"]'), views: await middle(".review-modes"), export: await middle('[data-testid="review-export"]') };
    // One row: every part's middle within a few pixels of the heading's (a wrap moves one by 30 px or more).
    const widths = await narrow.locator(".review-head").evaluate((head) => [head.clientWidth, ...[...head.children].map((c) => Math.round(c.getBoundingClientRect().width))]);
    expect(Object.values(rows).every((y) => Math.abs(y - rows.heading) <= 4), `${JSON.stringify(rows)}; widths (the heading's, then its parts'): ${widths.join(", ")}`).toBe(true);
    expect(await exportThese.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await narrow.close();
  }, 120_000);

  it("says where the QA stands among all of them in focus mode", async () => {
    await app.go(page, "#/review?mode=focus");
    // The position follows the table's row; the count is the whole selection.
    await poll(() => page.getByTestId("focus-position").textContent()).toMatch(new RegExp(`^\\d+ of ${QAS}$`));
    expect(app.pageErrors).toEqual([]);
  }, 120_000);
});
