import { expect, it } from "vitest";
import { JUDGE_CRITERIA } from "../../src-main/contract/judge.ts";
import { findNumbers } from "../../src-main/core/pipeline/text/numbers.ts";
import { browserUnavailableReason, saveScreenshot, POLL_MS } from "../support/browser.ts";
import { demoRunsUnavailable } from "../support/demoRunsLibrary.ts";
import { buildReportLibrary } from "../support/reportLibrary.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { showTheme, SIZES, THEMES, themesAt } from "../support/themeInPlace.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { reportHeadingPattern } from "../support/runNameOnScreen.ts";

// The Report of a real library (a SciQAG run on a shared paper by the demo model, judged by it
// and decided by a reviewer, all through the app's services; test/support/reportLibrary.ts), in
// Chromium against `distillate serve`: the funnel's counts are the run's rows counted again,
// the numbers figures agree with the numbers checks the filters stored, the judge's scores are
// drawn, and no internal names show, at 1440x900 and 1024x700 in both themes (switched in place).
// Screenshots: test-artifacts/screenshots/report-*.png.
const unavailable = browserUnavailableReason() ?? demoRunsUnavailable();

describeInBrowser("the report view in the browser", () => {
  // The SciQAG run and the judging are real, on a shared machine: half an hour at most.
  const app = useServedApp(buildReportLibrary, { showScrollbars: true, setupTimeoutMs: 30 * 60_000 });

  /** What the run's rows say, counted by the test from Review's own answers. */
  async function rowCounts(runId: number) {
    const ids = await app.serve.call("review.ids", { runIds: [runId] });
    const accepted = await app.serve.call("review.ids", { runIds: [runId], verdicts: ["accepted"] });
    let statingNumbers = 0;
    let judged = 0;
    let answered = 0;
    for (const id of ids) {
      const qa = await app.serve.call("review.get", id);
      if (JUDGE_CRITERIA.some((criterion) => qa.row.scores[criterion] !== undefined)) judged++;
      if (qa.negative) continue;
      answered++;
      // The numbers filter stores a value only for an answer that states numbers; where no
      // filter checked it, the answer's own numbers (SciQAG's method runs no numbers filter).
      const stored = qa.row.scores["numeric-source"];
      if (stored ? stored.value !== null : findNumbers(qa.row.answer).length > 0) statingNumbers++;
    }
    return { qas: ids.length, accepted, answered, statingNumbers, judged };
  }

  for (const size of SIZES) {
    it(`shows figures that agree with the run's rows at ${size.width}x${size.height} in the light and the dark theme`, async () => {
      const page = await app.open({ viewport: size, colorScheme: THEMES[0] });
      const { sciqagRun: runId, kept } = app.seed;
      const rows = await rowCounts(runId);
      expect(rows.qas).toBeGreaterThan(0);
      for (const { theme } of themesAt(size)) {
        await showTheme(page, theme);
        // Reached from the run's page each time, as a user reaches it (its report link).
        await app.go(page, `#/runs?run=${runId}`);
        await page.getByTestId("run-report-link").click();
        await expect.poll(() => page.getByRole("heading", { name: reportHeadingPattern("SciQAG") }).isVisible(), { timeout: POLL_MS }).toBe(true);
        const funnel = page.getByTestId("report-funnel");
        await expect.poll(() => funnel.locator(".recharts-label-list text").count(), { timeout: POLL_MS }).toBe(5);
        // Work items and items with QAs, then QAs, accepted and kept: the last three as the rows count them.
        const labels = (await funnel.locator(".recharts-label-list text").allTextContents()).map((t) => Number(t.replace(/,/g, "")));
        // The last stage: kept QAs among the accepted ones (a subset, as the funnel declares).
        expect(labels.slice(2)).toEqual([rows.qas, rows.accepted.length, kept.filter((id) => rows.accepted.includes(id)).length]);
        expect(labels[1]).toBeLessThanOrEqual(labels[0]!);
        await saveScreenshot(page, `report-funnel-${size.width}x${size.height}-${theme}`);
        const stages = (await funnel.locator(".recharts-cartesian-axis-tick-value").allTextContents()).map((t) => t.replace(/\s+/g, ""));
        expect(stages).toEqual(expect.arrayContaining(["Work items", "Items with QAs", "QAs", "Accepted by the filters", "Accepted and kept"].map((t) => t.replace(/\s+/g, ""))));
        expect(rows.judged).toBeGreaterThan(0);
        expect(await page.getByRole("region", { name: "Judge scores" }).textContent()).toMatch(/Relevance.*Accuracy/);
        const figures = page.getByTestId("report-dataset-figures");
        const allFound = (await figures.locator('tr[data-metric="answers-numbers-all-found"]').textContent()) ?? "";
        const stating = (await figures.locator('tr[data-metric="answers-with-numbers"]').textContent()) ?? "";
        // One count of answers stating numbers, whichever figure shows it.
        // (The run has one paper and fewer QAs than the sample, so SciQAG's share reads them all.)
        const share = `${Math.round((100 * rows.statingNumbers) / rows.answered)}%`;
        expect(stating).toMatch(new RegExp(`^Answers stating numbers \\(SciQAG\\)${share}n = ${rows.answered} answer${rows.answered === 1 ? "" : "s"}`));
        if (rows.statingNumbers === 0) expect(allFound).toMatch(/no numbers to check/);
        else expect(allFound).toMatch(new RegExp(`n = ${rows.statingNumbers} answers? stating numbers`));
        expect(await figures.textContent()).toMatch(/Numbers found in the papers \(SciQAG\).*97% \(SciQAG, its generated QAs; n = 100 papers\)/);
        expect(await figures.textContent()).toMatch(/Coverage of the paper's ten parts.*not published \(our own measure\)/);
        expect(await figures.textContent()).toMatch(/Question likeness \(word vectors\).*not published \(our own measure\)/);
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text).not.toMatch(/numeric-source|acceptRate|emptyItems|questionSimilarity|coverage-chunk-rate/);
        expect([...(await layoutProblems(page)), ...(await internalNames(page))]).toEqual([]);
      }
      await page.context().close();
    });
  }
}, unavailable);
