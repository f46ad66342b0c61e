import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../src-main/core/db/openDatabase.ts";
import { browserUnavailableReason, ensureRendererBuilt, launchBrowser, POLL_MS, startServe, type ServeProcess } from "../support/browser.ts";
import { seedReviewLibrary } from "../support/reviewData.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

// A review selection longer than the table's first page (200 rows): the rows come without the
// count, which the view asks for after them. What the user sees settles on the right number in
// the table and in focus mode, and the last row is reachable.

const QAS = 300; // 3 papers x 100 QAs, all pending
const unavailable = browserUnavailableReason();

if (unavailable) {
  describe("counting a long review selection after its rows, in the browser", () => {
    it.skip(unavailable, () => undefined);
  });
} else {
  describe("counting a long review selection after its rows, in the browser", () => {
    let serve: ServeProcess;
    let browser: Browser;
    let page: Page;
    const pageErrors: string[] = [];
    const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: POLL_MS, interval: 100 });

    beforeAll(async () => {
      await ensureRendererBuilt();
      const dataDir = path.join(tempDirForSuite("distillate-review-count-"), "data");
      const db = openDatabase(path.join(dataDir, "library.sqlite"));
      seedReviewLibrary(db, 3, QAS / 3);
      closeDatabase(db);
      serve = await startServe(dataDir);
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      page.on("pageerror", (error) => pageErrors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") pageErrors.push(message.text());
      });
    }, 600_000);

    afterAll(async () => {
      await browser?.close();
      if (serve) expect(await serve.stop()).toBe(0);
    });

    it("shows the first rows, then the whole count, and reaches the last row", async () => {
      await page.goto(`${serve.url}#/review?mode=table`);
      await page.getByTestId("review-row").first().waitFor();
      await poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(new RegExp(`^(Row 1 of )?${QAS}( QAs)?$`));
      await page.getByRole("grid").press("End");
      await poll(() => page.getByTestId("bulk-selected").textContent()).toBe(`Row ${QAS} of ${QAS}`);
      expect(pageErrors).toEqual([]);
    }, 120_000);

    it("says where the QA stands among all of them in focus mode", async () => {
      await page.goto(`${serve.url}#/review?mode=focus`);
      // The position follows the table's row; the count is the whole selection.
      await poll(() => page.getByTestId("focus-position").textContent()).toMatch(new RegExp(`^\\d+ of ${QAS}$`));
      expect(pageErrors).toEqual([]);
    }, 120_000);
  });
}
