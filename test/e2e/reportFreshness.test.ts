import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { MIN_QAS_FOR_AGREEMENT } from "../../src-main/contract/agreementWords.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { seedReviewLibrary } from "../support/reviewData.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// A run's report never shows figures older than the reviews (Chromium against `distillate
// serve`): opened before anyone reviewed, it says "fewer than two reviewers"; two reviewers then
// decide on the run's QAs (through the API, as a second window would), and the report shows it
// by itself, and again when opened later, without "Measure again". Screenshots:
// test-artifacts/screenshots/report-fresh-*.png.

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: POLL_MS, interval: 200 });

describeInBrowser("a run's report after reviews, in the browser", () => {
  const app = useServedApp(({ dataDir }) =>
    seedLibrary(dataDir, (db) => {
      const seed = seedReviewLibrary(db, 2, 4);
      return { runId: seed.runs.sciqag };
    }),
  );

  const decisionRow = (page: Page) => page.getByRole("region", { name: "Agreement" }).getByRole("row", { name: /Keep or drop/ });

  it("shows two reviewers' decisions without being asked to measure again", { timeout: POLL_MS * 2 }, async () => {
    const { runId } = app.seed;
    const page = await app.open({ viewport: { width: 1440, height: 900 }, colorScheme: "light" });
    await app.go(page, `#/report?run=${runId}`);
    await poll(() => decisionRow(page).innerText()).toMatch(/fewer than two reviewers gave this label/);

    // Two reviewers decide on the run's QAs while the report is open.
    const ids = await app.serve.call("review.ids", { runIds: [runId] });
    await app.serve.call("settings.update", { reviewer: "ana" });
    await app.serve.call("review.bulkDecide", ids, "keep");
    await app.serve.call("settings.update", { reviewer: "ben" });
    await app.serve.call("review.bulkDecide", ids.slice(0, 3), "keep");
    await app.serve.call("review.bulkDecide", ids.slice(3), "drop");
    const compared = String(ids.length);
    await poll(async () => (await decisionRow(page).locator("td").allInnerTexts()).at(-1)).toBe(compared);
    expect(await decisionRow(page).innerText()).not.toMatch(/fewer than two reviewers/);
    // ana kept all, ben the first 3: the same label on 3, said as a count, not a percent of so few.
    expect(ids.length).toBeLessThan(MIN_QAS_FOR_AGREEMENT);
    await expect(decisionRow(page).locator("td").nth(2).innerText()).resolves.toBe(`3 of ${compared}`);
    await decisionRow(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "report-fresh-1440x900-light");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];

    // Opened again later (a new window): the stored report was built again, not the old one shown.
    const later = await app.open({ viewport: { width: 1024, height: 700 }, colorScheme: "dark" });
    await app.go(later, `#/report?run=${runId}`);
    await poll(async () => (await decisionRow(later).locator("td").allInnerTexts()).at(-1)).toBe(compared);
    await decisionRow(later).scrollIntoViewIfNeeded();
    await saveScreenshot(later, "report-fresh-1024x700-dark");
    problems.push(...(await layoutProblems(later)), ...(await internalNames(later)));
    // The stored copy says the same to any other reader (the CLI reads it too).
    const stored = await app.serve.call("report.forRun", runId);
    expect(stored.counts).toMatchObject({ kept: 3, disputed: ids.length - 3 });
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
