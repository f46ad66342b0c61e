import { expect, it } from "vitest";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, setQaVerdict } from "../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { upsertScore } from "../../src-main/core/db/repositories/scores.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { samplePaper } from "../support/sampleData.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES } from "../support/themeInPlace.ts";

// Figures with little or nothing under them, in Chromium against `distillate serve`. The library
// of test/support/reviewScreens.ts (two reviewers who both decided on just 2 QAs, one of them
// disputed), plus a run as the demo model writes it: three one-word answers ("gro") that state no
// number, their quoted evidence found in the paper, their perplexity shift negative.
// Screenshots: test-artifacts/screenshots/tiny-data-*.png.

describeInBrowser("figures on tiny data", () => {
  const app = useServedApp(({ dataDir }) =>
    seedLibrary(dataDir, (db) => {
      const screens = seedReviewScreens(db);
      const paperId = insertPaperDocument(db, samplePaper("nonsense", 3));
      const passage = listPassages(db, paperId).find((p) => p.kind === "paragraph")!;
      const model = { id: null, name: "demo", sha256: null, quantization: "F32" };
      const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model, seed: 1, paperIds: [paperId] });
      for (let k = 0; k < 3; k++) {
        const qaId = insertQaItem(db, { runId, workItemId: null, paperId, ordinal: k, question: `grohend pap ${k}`, answer: "gro", evidence: [{ text: passage.text.slice(0, 40), passageId: passage.id, start: 0, end: 40, page: passage.page }] });
        upsertScore(db, { qaId, metric: "numeric-source", scorer: "filters", value: null, verdict: "pass", reason: "the answer states no numbers" });
        upsertScore(db, { qaId, metric: "evidence-found", scorer: "filters", value: 1, verdict: "pass", reason: "its one evidence sentence found in the paper" });
        upsertScore(db, { qaId, metric: "dseper", scorer: "filters", value: -0.38, verdict: "fail", reason: "the evidence does not make the answer more likely" });
        // As the near-duplicate check stores them: the paper's first QA was compared with nothing, so it has no likeness.
        upsertScore(db, k === 0
          ? { qaId, metric: "near-duplicate", scorer: "filters", value: null, verdict: "pass", reason: "the first QA about this paper" }
          : { qaId, metric: "near-duplicate", scorer: "filters", value: 0.4, verdict: "pass", reason: `the closest earlier QA about this paper, "grohend pap 0": questions 40% alike; 82% would ask the same` });
        setQaVerdict(db, qaId, "accepted");
      }
      // A paper with 601 QAs, its last about something none of the 600 before shares enough words
      // with to repeat it: past the index's first 500, so the check measured none of them and
      // stored what it knows, below a repeat, with 0 of 600 compared (likenessBelowBound.test.ts).
      const longPaper = insertPaperDocument(db, samplePaper("long", 3));
      const longRun = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model, seed: 1, paperIds: [longPaper] });
      let lastQa = 0;
      for (let k = 0; k <= 600; k++) {
        lastQa = insertQaItem(db, { runId: longRun, workItemId: null, paperId: longPaper, ordinal: k, question: k === 600 ? "Which bird migrates across the Sahara?" : `What is the grain size of film ${k}?`, answer: `It is ${k} nm.`, evidence: [] });
      }
      upsertScore(db, { qaId: lastQa, metric: "near-duplicate", scorer: "filters", value: null, verdict: "pass", counts: { found: 0, checked: 600 }, reason: "below 82%: none of the 600 earlier QAs about this paper shares enough words with it to be that alike" });
      setQaVerdict(db, lastQa, "accepted");
      return { ...screens, nonsensePaper: paperId, nonsenseRun: runId, boundedQa: lastQa, longRun };
    }),
  );

  it("says an answer has no numbers to check, and what its quality rests on, instead of green chips and 'quality 80%'", async () => {
    const problems: string[] = [];
    for (const size of SIZES) {
      const page = await app.open({ viewport: size });
      await app.go(page, `#/paper/${app.seed.nonsensePaper}`);
      const card = page.getByRole("listbox", { name: "Key QAs" }).getByRole("option").first();
      await card.waitFor({ timeout: POLL_MS });
      const numbers = card.locator('.score-chip[data-metric="numeric-source"]');
      await expect(numbers.textContent()).resolves.toMatch(/no numbers to check/);
      await expect(numbers.locator(".score-chip-mark").textContent()).resolves.not.toBe("✓");
      await expect(numbers.getAttribute("class")).resolves.not.toMatch(/score-chip-ok/);
      // (1 + logistic(−0.38)) / 2 = 70%, resting on the evidence and the shift; never "quality".
      await expect(card.locator(".kqa-card-top").textContent()).resolves.toMatch(/70% on 2 checks/);
      await expect(card.textContent()).resolves.not.toMatch(/quality/);
      await saveScreenshot(page, `tiny-data-key-qas-${size.width}x${size.height}`);
      problems.push(...(await layoutProblems(page)), ...(await internalNames(page)));
    }
    expect(problems).toEqual([]);
  });

  it("says the paper's first QA has no earlier question to compare, not a likeness of 0%, and counts it apart in the report; a missing PDF named by its file", async () => {
    const problems: string[] = [];
    for (const size of SIZES) {
      for (const colorScheme of ["light", "dark"] as const) {
        const page = await app.open({ viewport: size, colorScheme });
        await app.go(page, `#/paper/${app.seed.nonsensePaper}`);
        const cards = page.getByRole("listbox", { name: "Key QAs" }).getByRole("option");
        const first = cards.filter({ hasText: "grohend pap 0" });
        await first.waitFor({ timeout: POLL_MS });
        const chips = first.locator('.score-chip[data-metric="near-duplicate"]');
        // The card's chip and its details' line (the same score, in short and in full).
        await expect.poll(() => chips.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
        for (const text of await chips.allTextContents()) {
          expect(text).toMatch(/no earlier question to compare/);
          expect(text).not.toMatch(/\d%/);
        }
        await expect(chips.first().locator(".score-chip-mark").textContent()).resolves.not.toBe("✓");
        // A later QA, compared with the first, keeps its figure.
        await expect(cards.filter({ hasText: "grohend pap 1" }).locator('.score-chip[data-metric="near-duplicate"]').first().textContent()).resolves.toMatch(/40%/);
        // The sample paper's file is not on this machine: the page pane says which file to look for, not the library's number for the paper.
        const missing = page.getByRole("alert").filter({ hasText: "not where it was imported from" });
        await missing.waitFor({ timeout: POLL_MS });
        await expect(missing.textContent()).resolves.toMatch(/imported from \(\/papers\/nonsense\.pdf\) is no longer there/);
        await expect(missing.textContent()).resolves.not.toMatch(/paper \d/i);
        await first.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `tiny-data-first-qa-${size.width}x${size.height}-${colorScheme}`);
        problems.push(...(await layoutProblems(page)), ...(await internalNames(page)));
      }
    }
    expect(problems).toEqual([]);
    const page = await app.open({ viewport: SIZES[0] });
    await app.go(page, `#/report?run=${app.seed.nonsenseRun}`);
    const row = page.getByTestId("report-filters").locator('tr[data-metric="near-duplicate"]');
    await row.waitFor({ timeout: POLL_MS });
    // The accept rate rests on the 2 QAs compared with an earlier one; the first is counted apart.
    await expect(row.textContent()).resolves.toMatch(/2 of 2/);
    await expect(row.textContent()).resolves.toMatch(/1 with no earlier question to compare/);
    await expect(row.getByTestId("filter-passed").textContent()).resolves.toBe("2");
  });

  it("says a likeness never measured is below a repeat, with the 0 of 600 earlier questions compared, not 0% or nothing to compare; the report counts it apart", async () => {
    const problems: string[] = [];
    for (const size of SIZES) {
      for (const colorScheme of ["light", "dark"] as const) {
        const page = await app.open({ viewport: size, colorScheme });
        await app.go(page, `#/review?mode=focus&qa=${app.seed.boundedQa}`);
        const scores = page.getByTestId("qa-scores");
        const chip = scores.locator('.score-chip[data-metric="near-duplicate"]');
        await chip.waitFor({ timeout: POLL_MS });
        const text = (await chip.textContent()) ?? "";
        expect(text).toMatch(/Likeness to an earlier question\s*below a repeat \(0 of 600\)/);
        expect(text).not.toMatch(/0%|no earlier question to compare/);
        await expect(chip.locator(".score-chip-mark").textContent()).resolves.toBe("✓");
        await expect(scores.textContent()).resolves.toMatch(/below 82%: none of the 600 earlier QAs about this paper shares enough words/);
        await saveScreenshot(page, `tiny-data-likeness-below-${size.width}x${size.height}-${colorScheme}`);
        problems.push(...(await layoutProblems(page)), ...(await internalNames(page)));
      }
    }
    expect(problems).toEqual([]);
    const page = await app.open({ viewport: SIZES[1] });
    await app.go(page, `#/report?run=${app.seed.longRun}`);
    const row = page.getByTestId("report-filters").locator('tr[data-metric="near-duplicate"]');
    await row.waitFor({ timeout: POLL_MS });
    await expect(row.textContent()).resolves.toMatch(/1 of 1, 1 of them below a repeat, not measured/);
    await expect(row.getByTestId("filter-passed").textContent()).resolves.toBe("1");
    await saveScreenshot(page, "tiny-data-likeness-below-report-1024x700");
    expect([...(await layoutProblems(page)), ...(await internalNames(page))]).toEqual([]);
  });

  it("rests the report's accept rates and headline on the QAs that had something to check", async () => {
    const page = await app.open({ viewport: SIZES[0] });
    await app.go(page, `#/report?run=${app.seed.nonsenseRun}`);
    const row = page.getByTestId("report-filters").locator('tr[data-metric="numeric-source"]');
    await row.waitFor({ timeout: POLL_MS });
    await expect(row.textContent()).resolves.toMatch(/no numbers to check \(3 QAs\)/);
    await expect(row.textContent()).resolves.not.toMatch(/100%/);
    // It passed and failed nothing: a dash in both columns, not "0" passed beside "0" failed.
    await expect(row.getByTestId("filter-passed").textContent()).resolves.toBe("—");
    await expect(row.getByTestId("filter-failed").textContent()).resolves.toBe("—");
    const headline = page.getByRole("region", { name: "Headline figures" });
    // The headline's numbers figure (SciQAG's equation 2) has nothing to rest on: it says so once, and what it looked at
    // (the three answers measured), not "no numbers to check" again as "n = 0 numbers in 0 answers".
    await expect(headline.textContent()).resolves.toMatch(/no numbers to check\s*Numbers found in the papers \(SciQAG\)\s*none of the 3 answers measured states a number/);
    await expect(headline.textContent()).resolves.toMatch(/too few to measure\s*Coverage of the paper's ten parts\s*in the 1 paper measured/);
    await expect(headline.textContent()).resolves.not.toMatch(/n = 0/);
    await expect(headline.textContent()).resolves.not.toMatch(/0 of 0/);
    await expect(page.getByTestId("report-filters").locator('tr[data-metric="dseper"]').textContent()).resolves.toMatch(/0 of 3/);
    await expect(page.getByTestId("report-filters").locator('tr[data-metric="dseper"]').getByTestId("filter-failed").textContent()).resolves.toBe("3");
    await saveScreenshot(page, "tiny-data-report-1440x900");
    expect([...(await layoutProblems(page)), ...(await internalNames(page))]).toEqual([]);
  });

  it("says Review's agreement rests on 2 QAs, too few to measure, instead of a kappa", async () => {
    const page = await app.open({ viewport: SIZES[1], colorScheme: "dark" });
    await app.go(page, `#/review?mode=focus&qa=${app.seed.disputedId}`);
    const agreement = page.getByTestId("qa-run-agreement");
    await agreement.waitFor({ timeout: POLL_MS });
    await expect.poll(() => agreement.textContent(), { timeout: POLL_MS }).toMatch(/Keep \/ drop: too few QAs to measure \(2 compared; 10 needed\)/);
    await expect(agreement.textContent()).resolves.not.toMatch(/kappa|alpha|-1\.00/);
    await page.getByTestId("qa-dispute").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "tiny-data-agreement-1024x700-dark");
    expect([...(await layoutProblems(page)), ...(await internalNames(page))]).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
