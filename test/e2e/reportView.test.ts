import { describe, expect, it } from "vitest";
import { upsertScore } from "../../src-main/core/db/repositories/scores.ts";
import { browserUnavailableReason, saveScreenshot, POLL_MS } from "../support/browser.ts";
import { seedDecisions, seedReviewLibrary } from "../support/reviewData.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { showTheme, SIZES, THEMES, themesAt } from "../support/themeInPlace.ts";
import { JUDGE_CRITERIA, judgeScorer } from "../../src-main/contract/judge.ts";

// The Report view of a seeded run (real library, real server, Chromium): the funnel and the
// charts are drawn, the judge's scores appear as histograms, and no internal names show, at
// 1440x900 and 1024x700 in both themes, the theme switched in place on a page loaded once per
// size (test/support/themeInPlace.ts). Screenshots: test-artifacts/screenshots/report-*.png.
const unavailable = browserUnavailableReason();

if (unavailable) {
  describe("the report view in the browser", () => {
    it.skip(unavailable, () => undefined);
  });
} else {
  describe("the report view in the browser", () => {
    const app = useServedApp(({ dataDir }) =>
      seedLibrary(dataDir, (db) => {
        const seed = seedReviewLibrary(db, 3, 6);
        seedDecisions(db, seed.qaIds);
        // Judge rows as the judge stores them, so the histograms have something to show.
        seed.qaIds.forEach((qaId, i) => {
          for (const [k, criterion] of JUDGE_CRITERIA.entries()) {
            const value = 1 + ((i + k) % 3);
            upsertScore(db, { qaId, metric: criterion, scorer: judgeScorer("0".repeat(64)), value, verdict: value >= 2 ? "pass" : "fail", reason: "seeded" });
          }
        });
        return { runId: seed.runs.sciqag };
      }),
    );

    for (const size of SIZES) {
      it(`shows the funnel and the charts at ${size.width}x${size.height} in the light and the dark theme`, async () => {
        const page = await app.open({ viewport: size, colorScheme: THEMES[0] });
        const { runId } = app.seed;
        for (const { theme } of themesAt(size)) {
          await showTheme(page, theme);
          // Reached from the run's page each time, as the first pass did (its report link).
          await app.go(page, `#/runs?run=${runId}`);
          await page.getByTestId("run-report-link").click();
          await expect.poll(() => page.getByRole("heading", { name: `Report: Run ${runId}` }).isVisible(), { timeout: POLL_MS }).toBe(true);
          const funnel = page.getByTestId("report-funnel");
          // The seeded run has QAs but no work items (seeded directly), so the first two stages draw no bar (only their label, 0).
          await expect.poll(() => funnel.locator(".recharts-bar-rectangle path").count(), { timeout: POLL_MS }).toBe(3);
          await expect(funnel.locator(".recharts-label-list text").allTextContents()).resolves.toEqual(expect.arrayContaining(["0", "0"]));
          await saveScreenshot(page, `report-${size.width}x${size.height}-${theme}`);
          // A long label wraps over two lines of the axis, so spaces are compared loosely.
          const stages = (await funnel.locator(".recharts-cartesian-axis-tick-value").allTextContents()).map((t) => t.replace(/\s+/g, ""));
          expect(stages).toEqual(expect.arrayContaining(["Work items", "Items with QAs", "QAs", "Accepted by the filters", "Kept by reviewers"].map((t) => t.replace(/\s+/g, ""))));
          await expect.poll(() => page.getByTestId("report-types").locator(".recharts-bar-rectangle").count()).toBe(3);
          expect(await page.getByRole("region", { name: "Judge scores" }).textContent()).toMatch(/Relevance.*Accuracy/);
          // SciQAG's figures under SciQAG's names beside what it published; ours under our own.
          const figures = page.getByTestId("report-dataset-figures");
          expect(await figures.textContent()).toMatch(/Coverage \(SciQAG chunk rate\).*68% \(SciQAG, its 100-paper evaluation set\)/);
          expect(await figures.textContent()).toMatch(/Question likeness \(word vectors\).*not published \(our own measure\)/);
          const text = (await page.locator("main").textContent()) ?? "";
          expect(text).not.toMatch(/numeric-source|acceptRate|emptyItems|questionSimilarity|coverage-chunk-rate/);
        }
        await page.context().close();
      });
    }
  });
}
