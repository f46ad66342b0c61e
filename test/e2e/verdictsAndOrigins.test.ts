import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import type { QaRow } from "../../src-main/contract/qaQueries.ts";
import { browserUnavailableReason, POLL_MS, saveScreenshot } from "../support/browser.ts";
import { copyOfDemoRunsLibrary, demoRunsUnavailable, type DemoRunsLibrary } from "../support/demoRunsLibrary.ts";
import { greenIn } from "../support/greenChecks.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { eachSizeThenTheme, THEMES, type Size } from "../support/themeInPlace.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// Issue 37, items 3 and 8 and Review's part of 9, in Chromium (scrollbars drawn, as on a desktop)
// against `distillate serve`, over a library the app made itself (test/support/demoRunsLibrary.ts):
// a SciQAG run of the demo model, a kept Ask answer and ChemLit-QA's test split imported.
//  - Green only for what a judge or a reviewer decided: the filters passing a nonsense QA, a check
//    passing, the key QAs' ranking figure are drawn neutrally; a rejected row says why.
//  - An imported QA says where it came from in words, with its row's fields readable, and not
//    under "What the model saw".
//  - Review's focus toolbar takes two rows at 1024x700 and leaves the QA in view; the counter says
//    "under 1%" rather than "0%" for one QA of 256.
// Each view is loaded once per size and checked in both themes, switched in place
// (test/support/themeInPlace.ts). Screenshots: test-artifacts/screenshots/verdicts-*.png.

const unavailable = browserUnavailableReason() ?? demoRunsUnavailable();

describeInBrowser("verdicts, checks and imported QAs on screen", () => {
  const app = useServedApp(copyOfDemoRunsLibrary, { showScrollbars: true, setupTimeoutMs: 30 * 60_000 });
  let seed: DemoRunsLibrary;
  /** The imported QA Review's focus view is measured on: a long question and answer, as the file gives them. */
  let longQa: QaRow;

  beforeAll(async () => {
    seed = app.seed;
    const rows = (await app.serve.call("review.query", { query: { runIds: [seed.importedRun] }, limit: 1000 })).rows;
    const length = (r: QaRow) => r.question.length + r.answer.length;
    longQa = rows.filter((r) => length(r) < 600).sort((a, b) => length(b) - length(a))[0]!;
  });

  /** A page in a context of its own, loaded at `hash` in the first theme. */
  async function open(size: Size, hash: string): Promise<Page> {
    const context = await app.browser.newContext({ viewport: size, colorScheme: THEMES[0] });
    context.setDefaultTimeout(120_000);
    const page = await context.newPage();
    page.on("pageerror", (error) => app.pageErrors.push(error.message));
    await app.go(page, hash);
    return page;
  }
  const focusReady = (page: Page) => page.locator('[data-testid="review-focus"]:not([aria-busy="true"])').waitFor();

  it("draws no check, filter verdict or ranking figure in green; a rejected row names what failed", async () => {
    const problems: string[] = [];
    // The table of the demo run and the import: only a reviewer's "Kept" may be green.
    await eachSizeThenTheme((size) => open(size, "#/review?mode=table"), async (table, view) => {
      await table.getByTestId("queue-all").click();
      await table.getByTestId("review-row").first().waitFor();
      problems.push(...(await greenIn(table.getByTestId("review-row"), '[data-testid="row-decision"]')).map((p) => `table ${view.tag}: ${p}`));
      await saveScreenshot(table, `verdicts-table-${view.tag}`);
    });
    // The rejected imported QAs: each row says which check failed, beside "Rejected".
    await eachSizeThenTheme((size) => open(size, `#/review?mode=table&run=${seed.importedRun}`), async (rejected, view) => {
      await rejected.getByTestId("review-row").first().waitFor();
      await rejected.getByTestId("filter-verdict").getByRole("button").first().click();
      await rejected.getByRole("checkbox", { name: /^Rejected by the filters/ }).check();
      await rejected.keyboard.press("Escape");
      await expect.poll(() => rejected.getByTestId("review-row").count()).toBe(seed.rejectedImportedIds.length);
      for (const text of await rejected.getByTestId("review-row").locator('[data-column="verdict"]').allInnerTexts()) {
        if (!/Rejected\s*\n\s*\S+/.test(text)) problems.push(`rejected row ${view.tag}: "${text.trim()}" gives no reason`);
      }
      await saveScreenshot(rejected, `verdicts-rejected-${view.tag}`);
      problems.push(...(await layoutProblems(rejected)).map((p) => `table ${view.tag}: ${p}`));
    });

    // A nonsense QA of the demo model that the filters accepted: neutral verdict and checks.
    await eachSizeThenTheme((size) => open(size, `#/review?mode=focus&qa=${seed.acceptedDemoQaId}`), async (focus, view) => {
      await focusReady(focus);
      await expect(focus.locator(".qa-meta").textContent()).resolves.toMatch(/Accepted by the filters/);
      problems.push(...(await greenIn(focus.locator(".qa-card"), ".qa-decision-keep")).map((p) => `focus ${view.tag}: ${p}`));
      await saveScreenshot(focus, `verdicts-focus-${view.tag}`);
    });

    // The paper's key QAs: the ranking figure ("100% on 1 check") and the chips are not green.
    await eachSizeThenTheme((size) => open(size, `#/paper/${seed.paperId}`), async (paper, view) => {
      const cards = paper.getByRole("listbox", { name: "Key QAs" });
      await cards.getByRole("option").first().waitFor();
      await expect(cards.textContent()).resolves.toMatch(/% on \d checks?/);
      // Only a reviewer's decision on a card ("Kept by a reviewer") may be green.
      problems.push(...(await greenIn(cards, ".kqa-standing-decided")).map((p) => `key QAs ${view.tag}: ${p}`));
      // The ranking figure is a mean of checks: drawn like plain text, not in the accent colour of a highlight.
      const ranking = cards.getByText(/^\d+% on \d checks?$/).first();
      const coloured = await ranking.evaluate((badge) => {
        const probe = document.createElement("span");
        probe.style.color = "var(--accent)";
        document.body.append(probe);
        const accent = getComputedStyle(probe).color;
        probe.remove();
        return getComputedStyle(badge).color === accent;
      });
      if (coloured) problems.push(`key QAs ${view.tag}: "${await ranking.textContent()}" is drawn in the accent colour`);
      await paper.locator('.pdf-page[data-rendered="true"]').first().waitFor();
      await saveScreenshot(paper, `verdicts-key-qas-${view.tag}`);
    });
    expect(problems).toEqual([]);
  });

  it("shows where an imported QA came from in words, its row's fields readable, never under 'What the model saw'", async () => {
    const problems: string[] = [];
    const rejected = seed.rejectedImportedIds[0]!;
    await eachSizeThenTheme((size) => open(size, `#/review?mode=focus&qa=${rejected}`), async (page, view) => {
      await focusReady(page);
      const side = (await page.locator(".qa-side").innerText()).replace(/\s+/g, " ");
      if (/What the model saw/i.test(side)) problems.push(`${view.tag}: an imported QA shows "What the model saw"`);
      if (!/Where it came from Imported from chemlit_qa_test_split_211_entries\.csv, row \d+ \(a CSV file\)\. No model wrote this QA/i.test(side)) problems.push(`${view.tag}: no "Where it came from" in words`);
      // The file's fields by name in words, numbers as they read: no float noise, no Python list syntax, no raw column names.
      if (!/SE penalized/.test(side)) problems.push(`${view.tag}: the field SE_penalized is not named in words`);
      const raw = side.match(/\de-\d+|\d\.\d{5,}|\['[^']*'|SE_penalized|\w+_gpt-4o/);
      if (raw) problems.push(`${view.tag}: a raw value of the file shows: "${raw[0]}"`);
      // The verdict says which check failed, in words.
      const verdict = (await page.locator(".qa-meta").innerText()).replace(/\s+/g, " ");
      if (!/Rejected by the filters: \w/.test(verdict)) problems.push(`${view.tag}: the verdict "${verdict}" does not say what failed`);
      problems.push(...(await layoutProblems(page)).map((p) => `${view.tag}: ${p}`), ...(await internalNames(page)).map((p) => `${view.tag}: ${p}`));
      await saveScreenshot(page, `verdicts-imported-${view.tag}`);
    });
    expect(problems).toEqual([]);
  });

  it("keeps the focus toolbar to two rows and the QA in view at both sizes; says 'under 1%' for one QA of 256", async () => {
    const problems: string[] = [];
    await eachSizeThenTheme((size) => open(size, `#/review?mode=focus&qa=${longQa.id}`), async (page, view) => {
      await focusReady(page);
      // One QA of 256 (the kept Ask answer) is reviewed: not "0%". The counter fills in when the
      // review figures arrive, which a busy machine may send after the QA: waited for, not read
      // once (CI run 88, under load, failed here), and the layout measured after it.
      const counter = page.getByTestId("review-counter");
      await expect.poll(async () => (await counter.textContent()) ?? "", { timeout: POLL_MS, interval: 100 }).toMatch(/1 of [\d,]+ reviewed \(under 1%\)/);
      const rows = await page.getByRole("toolbar", { name: "Review actions" }).evaluate((bar) => {
        const tops = [...bar.querySelectorAll<HTMLElement>("button, select")].filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().top).sort((a, b) => a - b);
        return tops.reduce((n, top, i) => (i > 0 && top - tops[i - 1]! > 10 ? n + 1 : n), tops.length > 0 ? 1 : 0);
      });
      if (rows > 2) problems.push(`${view.tag}: the focus toolbar takes ${rows} rows`);
      for (const part of [page.locator("#qa-question"), page.getByTestId("qa-answer")]) {
        const box = (await part.boundingBox())!;
        if (box.y + box.height > view.size.height) problems.push(`${view.tag}: ${await part.evaluate((e) => e.id || e.dataset["testid"])} ends at ${Math.round(box.y + box.height)} px, below the ${view.size.height} px window`);
      }
      problems.push(...(await layoutProblems(page)).map((p) => `${view.tag}: ${p}`));
      await saveScreenshot(page, `verdicts-focus-long-${view.tag}`);
    });
    expect(problems).toEqual([]);
  });

  it("raised no errors in the page along the way", () => {
    expect(app.pageErrors).toEqual([]);
  });
}, unavailable);
