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

  it("says where the QA stands among all of them in focus mode", async () => {
    await app.go(page, "#/review?mode=focus");
    // The position follows the table's row; the count is the whole selection.
    await poll(() => page.getByTestId("focus-position").textContent()).toMatch(new RegExp(`^\\d+ of ${QAS}$`));
    expect(app.pageErrors).toEqual([]);
  }, 120_000);
});
