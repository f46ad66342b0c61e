import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { metricInfo } from "../../src-main/contract/metricCatalog.ts";
import { saveScreenshot } from "../support/browser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// "Export these" in Chromium against `distillate serve`, on the two-reviewer library of
// test/support/reviewScreens.ts (2 papers x 8 QAs; "me" kept QAs 0, 1, 3 of the first paper and
// dropped 2; "ana" kept 0 and 2 and dropped 4). Review is filtered by queue, search and a score
// range; the export must then hold exactly the rows Review listed, and say what it holds before
// saving. Screenshots: test-artifacts/screenshots/export-these-*.png.

const SLOW = 300_000;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000, interval: 100 });

describeInBrowser("exporting what Review shows, in the browser", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, seedReviewScreens));

  const open = (size: { width: number; height: number }, theme: "light" | "dark"): Promise<Page> => app.open({ viewport: size, colorScheme: theme, acceptDownloads: true });
  /** The ids of the rows the review table lists, from their selection boxes (named by place, carrying the id). */
  const shownIds = async (page: Page) =>
    (await page.locator('input[aria-label^="Select QA "]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute("data-qa-id")!))).map(Number);

  /**
   * Filters Review by each kind of filter, each leaving out something: my Pending queue (not the
   * first paper's QAs 0-3), the search "films" (not QA 6, the only one without the word) and
   * DSEPER at least 0 (not QA 2): the first paper's QAs 4, 5, 7 and the second's 0, 1, 3, 4, 5, 7.
   */
  async function filterReview(page: Page): Promise<number[]> {
    await app.go(page, "#/review?mode=table");
    await page.getByTestId("review-row").first().waitFor();
    await page.getByTestId("queue-pending").click();
    await page.getByTestId("review-search").fill("films");
    await page.getByTestId("filter-scores").click();
    await page.getByLabel(`${metricInfo("dseper").label} at least`).fill("0");
    await page.keyboard.press("Escape");
    await poll(() => page.getByTestId("review-export").textContent()).toBe("Export these (9)");
    // Read in the poll: the table may redraw (and list nothing for a moment) while it settles.
    let ids: number[] = [];
    await poll(async () => (ids = await shownIds(page)).length).toBe(9);
    return ids;
  }

  it("writes exactly the rows a filtered Review shows, after saying what they are", { timeout: SLOW }, async () => {
    const page = await open({ width: 1440, height: 900 }, "light");
    const shown = await filterReview(page);
    const [a, b] = [app.seed.qaIds.slice(0, 8), app.seed.qaIds.slice(8)];
    expect([...shown].sort((x, y) => x - y)).toEqual([4, 5, 7].map((k) => a[k]!).concat([0, 1, 3, 4, 5, 7].map((k) => b[k]!)));

    await saveScreenshot(page, "export-these-review-1440x900-light");
    await page.getByTestId("review-export").click();
    await poll(() => page.getByTestId("export-choice-review").isChecked()).toBe(true);
    await expect(page.getByTestId("export-choices").innerText()).resolves.toContain("your Pending queue, matching “films”, with 1 more filter");
    await poll(() => page.getByTestId("export-count").textContent()).toBe("9 records");
    // The summary: ana dropped the first paper's QA 4, nobody decided the others; the filters
    // rejected QAs 4, 5 and 7 (a near-duplicate) of each paper and accepted the second's 0, 1, 3.
    await poll(() => page.getByTestId("export-summary-review").innerText()).toBe("1 dropped\n8 nobody decided yet");
    await expect(page.getByTestId("export-summary-verdict").innerText()).resolves.toBe("3 accepted by the filters\n6 rejected by the filters");
    await expect(page.getByTestId("export-summary-strategy").innerText()).resolves.toMatch(/^9 SciQAG/);
    await expect(page.getByTestId("export-summary-papers").innerText()).resolves.toMatch(/^6 .+\(screens-b\)\n3 .+\(screens-a\)$/);
    await saveScreenshot(page, "export-these-1440x900-light");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-save").click()]);
    const file = path.join(tempDirForSuite("distillate-export-these-file-"), download.suggestedFilename());
    await download.saveAs(file);
    const ids = fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => (JSON.parse(line) as { id: number }).id);
    expect(ids).toEqual(shown);
    expect(problems).toEqual([]);
  });

  it("starts from what any reviewer kept, and fits 1024x700 in the dark theme", { timeout: SLOW }, async () => {
    const page = await open({ width: 1024, height: 700 }, "dark");
    await app.go(page, "#/export");
    await poll(() => page.getByTestId("export-preset-kept").isChecked()).toBe(true);
    // me kept QAs 0, 1 and 3; ana kept 0 and 2, which me dropped (disputed).
    await poll(() => page.getByTestId("export-count").textContent()).toBe("4 records");
    await poll(() => page.getByTestId("export-summary-review").innerText()).toBe("3 kept\n1 disputed");
    await saveScreenshot(page, "export-these-1024x700-dark");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];

    const shown = await filterReview(page);
    await saveScreenshot(page, "export-these-review-1024x700-dark");
    problems.push(...(await layoutProblems(page)), ...(await internalNames(page)));
    await page.getByTestId("review-export").click();
    await poll(() => page.getByTestId("export-count").textContent()).toBe("9 records");
    await poll(() => page.getByTestId("export-summary").isVisible()).toBe(true);
    await saveScreenshot(page, "export-these-from-review-1024x700-dark");
    problems.push(...(await layoutProblems(page)), ...(await internalNames(page)));
    expect(shown).toHaveLength(9);
    expect(problems).toEqual([]);
  });

  it("says so, and starts from what the filters accepted, when nobody has kept a QA", { timeout: SLOW }, async () => {
    // Both reviewers take back every decision.
    for (const reviewer of ["ana", "me"]) {
      await app.serve.call("settings.update", { reviewer });
      await app.serve.call("review.bulkDecide", app.seed.qaIds, "pending");
    }
    const page = await open({ width: 1440, height: 900 }, "light");
    await app.go(page, "#/export");
    await poll(() => page.getByTestId("export-fallback").textContent()).toContain("Nobody has kept a QA yet");
    await poll(() => page.getByTestId("export-preset-accepted").isChecked()).toBe(true);
    // Accepted: QAs 0, 1, 3 and 6 of each paper.
    await poll(() => page.getByTestId("export-count").textContent()).toBe("8 records");
    // Choosing "Kept by any reviewer" on purpose shows it empty, with nothing to save.
    await page.getByTestId("export-preset-kept").check();
    await poll(() => page.getByTestId("export-count").textContent()).toBe("0 records");
    await expect(page.getByTestId("export-save").isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId("export-fallback").count()).resolves.toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});
