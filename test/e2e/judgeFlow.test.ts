import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { saveScreenshot, POLL_MS } from "../support/browser.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { reportHeadingPattern } from "../support/runNameOnScreen.ts";

// A researcher judges a finished run from its page in Chromium, against `distillate serve` with
// the self-written demo model (real inference): "Judge with…", pick the model, start, watch it
// count the QAs, then open the Report and find the judge's score charts beside the funnel.

describeInBrowser("judging a run in the browser", () => {
  const app = useServedApp(({ work }) => writeGeneratedPdfs(path.join(work, "pdfs")), {
    // Only uncaught errors fail this file: its console was never part of the check.
    countsConsoleError: () => false,
  });
  let page: Page;
  let runId = 0;
  let qas = 0;
  let modelId = 0;

  beforeAll(async () => {
    const [imported] = await app.serve.call("imports.importPapers", [app.seed.lineNumbered]);
    const { model } = await app.serve.call("models.addDemo");
    ({ runId } = await app.serve.call("runs.startRun", { strategy: "retchem", model: String(model.id), paperIds: [imported!.paperId!], temperature: 0 }));
    // Waits as long as the run takes (the hook's time limit is the bound).
    while ((await app.serve.call("runs.getRun", runId)).finishedAt === null) await new Promise((resolve) => setTimeout(resolve, 500));
    // Negatives ("not answerable") have no answer to grade.
    const ids = await app.serve.call("review.ids", { runIds: [runId] });
    for (const id of ids) if (!(await app.serve.call("review.get", id)).negative) qas++;
    modelId = model.id;
    page = await app.open({ viewport: { width: 1280, height: 860 } });
  }, 600_000);

  it("judges the run's QAs from its page, saying how far it got", async () => {
    expect(qas).toBeGreaterThan(0);
    await app.go(page, `#/runs?run=${runId}`);
    await page.getByTestId("judge-run").click();
    const dialog = page.getByTestId("judge-dialog");
    await dialog.getByLabel("Judge model").selectOption(String(modelId));
    await expect.poll(() => dialog.getByTestId("judge-preview").textContent(), { timeout: POLL_MS }).toBe(`${qas} QA${qas === 1 ? "" : "s"} to judge.`);
    await saveScreenshot(page, "judge-dialog-before");
    await dialog.getByTestId("judge-start").click();
    await expect.poll(() => dialog.getByTestId("judge-progress").textContent(), { timeout: 300_000 }).toMatch(new RegExp(`^Judged ${qas} QAs?`));
    await saveScreenshot(page, "judge-dialog-done");

    // Judging again skips every QA: the note says so before anything starts.
    await dialog.getByTestId("judge-close").click();
    await page.getByTestId("judge-run").click();
    await expect.poll(() => page.getByTestId("judge-preview").textContent(), { timeout: POLL_MS }).toMatch(/already judged/);
    await page.getByTestId("judge-close").click();
  }, 400_000);

  it("shows the judge's score charts and the funnel in the run's report", async () => {
    await page.getByTestId("run-report-link").click();
    await expect.poll(() => page.getByRole("heading", { name: reportHeadingPattern("RetChemQA") }).isVisible(), { timeout: POLL_MS }).toBe(true);
    await expect.poll(() => page.getByTestId("report-funnel").locator(".recharts-bar-rectangle").count(), { timeout: POLL_MS }).toBeGreaterThan(2);
    const judge = page.getByRole("region", { name: "Judge scores" });
    await expect.poll(() => judge.textContent()).toMatch(/Relevance.*Agnosticism.*Completeness.*Accuracy.*Reasonableness/);
    // Each criterion's mean says how many QAs it rests on: every QA the judge was asked about.
    await expect(judge.textContent()).resolves.toMatch(new RegExp(`Relevance \\(mean \\d\\.\\d\\d over ${qas} QAs?\\)`));
    // One bar per score the judge gave, at least one per criterion.
    expect(await judge.locator(".recharts-bar-rectangle").count()).toBeGreaterThanOrEqual(5);
    await saveScreenshot(page, "judge-report");
    expect(app.pageErrors).toEqual([]);
  });
});
