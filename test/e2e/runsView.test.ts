import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { saveScreenshot, POLL_MS } from "../support/browser.ts";
import { listedRunName, runNamePattern, shownRunName } from "../support/runNameOnScreen.ts";
import { useServedApp } from "../support/servedApp.ts";
import { withPapersAndTinyModel } from "../support/papersAndTinyModel.ts";
import { showTheme, SIZES, THEMES, themesAt } from "../support/themeInPlace.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The runs view as a researcher reads it after real runs on the tiny model: a run that made no
// QAs says so and why for each item, a failed run offers a retry with changes that becomes a
// linked run, and the run form checks the papers against the model before it starts. Every
// screen at 1440x900 and 1024x700, light and dark, fits without sideways scrolling; the
// screenshots stay in test-artifacts/screenshots/ (runs-*.png). The view is loaded once per size
// and checked in both themes, switched in place (test/support/themeInPlace.ts).
const shot = (page: Page, name: string) => saveScreenshot(page, name);

/** Whether anything sticks out past the right edge of the window (sideways scrolling). */
async function overflowsSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) out.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    for (const el of document.querySelectorAll("main *")) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== "fixed") out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join(".")} ends at ${Math.round(box.right)}px`);
    }
    return out.slice(0, 5);
  });
}

describeInBrowser("the runs view in the browser", () => {
  // The runs are made before the server starts, by the same core, on one thread.
  const app = useServedApp(
    (dirs) =>
      withPapersAndTinyModel(dirs, ["twoColumn", "lineNumbered"], async (core, { model }) => {
        const [first] = (await core.services.library.listPapers()).slice(-1);
        // Multi-hop RetChemQA: the tiny model's evidence never spans two paragraphs, so nothing is kept.
        const empty = (await core.services.runs.generate({ strategy: "retchem", model, paperIds: [first!.id], lanes: 1, perplexityShift: false, settings: { hop: "multi", factual: 1, reasoning: 1, trueFalse: 1, synthesis: false } })).runId;
        // SciQAG in a 2,048-token context: the paper-level prompt cannot fit, the item fails at once.
        const failed = (await core.services.runs.generate({ strategy: "sciqag", model, paperIds: [first!.id], lanes: 1, perplexityShift: false, contextSize: 2048 })).runId;
        return { empty, failed };
      }),
    { setupTimeoutMs: 900_000 },
  );

  for (const size of SIZES) {
    it(`shows a run that made nothing, with why, at ${size.width}x${size.height} in the light and the dark theme`, async () => {
      const runs = app.seed;
      const page = await app.open({ viewport: size, colorScheme: THEMES[0] });
      for (const { theme } of themesAt(size)) {
        await showTheme(page, theme);
        // In the second theme the view opens again from another, not with the first pass's form
        // still open: the library is shown (not only addressed) before the runs view is.
        if (theme !== THEMES[0]) await app.goToView(page, "library");
        await app.go(page, `#/runs?run=${runs.empty}`);
        const detail = page.getByTestId("run-detail");
        // Named as a user knows it, not by the library's number (the method's name once the registry has loaded), as the list names it.
        await expect.poll(() => shownRunName(page), { timeout: POLL_MS }).toMatch(runNamePattern("RetChemQA"));
        await expect.poll(async () => (await shownRunName(page)) === (await listedRunName(page, runs.empty)), { timeout: POLL_MS }).toBe(true);
        await expect.poll(() => detail.locator(".run-badge").first().textContent()).toBe("∅Completed, no accepted QAs");
        await expect.poll(() => page.getByTestId("run-outcome").textContent()).toMatch(/^No accepted QAs: all 3 items ran but none yielded a QA/);
        const rows = page.getByTestId("empty-item");
        await expect.poll(() => rows.count(), { timeout: POLL_MS }).toBe(3);
        expect(await rows.first().textContent()).toMatch(/Factual questions \(multi-hop\).*rejected by the multi-hop check \((at most )?\d cited paragraphs? adding something of (its|their) own, 2 required\)/);
        // No internal names: no item keys, no setting keys.
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text).not.toMatch(/paper:\d+\/|_engine|multiHopMinPlaces|maxTokens|contextSize/);
        expect(await page.locator(".run-facts").textContent()).toMatch(/Context size8,192 tokens/);
        await shot(page, `runs-no-qas-${size.width}x${size.height}-${theme}`);
        expect(await overflowsSideways(page)).toEqual([]);

        await app.go(page, `#/runs?run=${runs.failed}`);
        await expect.poll(async () => (await shownRunName(page)) === (await listedRunName(page, runs.failed)), { timeout: POLL_MS }).toBe(true);
        await expect.poll(() => page.getByTestId("empty-item").first().textContent(), { timeout: POLL_MS }).toMatch(/Whole paper.*Failed after 1 attempt: The model's context \(2,048 tokens\) is too small/);
        await page.getByTestId("retry-failed").click();
        await expect.poll(() => page.getByTestId("retry-dialog").isVisible()).toBe(true);
        await expect.poll(() => page.getByTestId("retry-summary").textContent()).toMatch(/^Same model and settings: this run tries the 1 failed item again/);
        await shot(page, `runs-retry-dialog-${size.width}x${size.height}-${theme}`);
        expect(await overflowsSideways(page)).toEqual([]);
        await page.getByTestId("retry-dialog").getByRole("button", { name: "Cancel" }).click();

        await app.go(page, "#/runs");
        await page.getByTestId("open-new-run").click();
        await page.getByRole("radio", { name: "SciQAG" }).check();
        // The method's card lists what it filters, from the registry: its own filter, the extras on with why, the rest off.
        const filters = page.getByTestId("method-filters");
        expect(await filters.getByRole("checkbox", { name: "References to the paper" }).isChecked()).toBe(true);
        expect(await filters.getByRole("checkbox", { name: "Only asks for a definition" }).isChecked()).toBe(false);
        expect(await filters.textContent()).toMatch(/groups of sections/);
        // The form's summary, not any text with the word: in the second pass the form remembers the
        // first's 512 tokens, and its checks soon say "(under Advanced)" too.
        await page.locator("summary").filter({ hasText: /^Advanced/ }).click();
        await page.getByLabel("Context size").fill("512");
        // The server reads the papers with the model's vocabulary for these checks: over a minute
        // beside two busy loops at load 34 (round 14), so the wait is the suite's hang limit.
        await expect.poll(() => page.getByTestId("run-checks").textContent(), { timeout: POLL_MS }).toMatch(/Cannot run.*context \(512 tokens\) is too small/);
        expect(await page.getByTestId("start-run").isDisabled()).toBe(true);
        await page.getByTestId("run-checks").scrollIntoViewIfNeeded();
        await shot(page, `runs-form-checks-${size.width}x${size.height}-${theme}`);
        expect(await overflowsSideways(page)).toEqual([]);
      }
      await page.context().close();
    });
  }

  it("retries a failed run with a larger context as a new run, linked to the first", async () => {
    const runs = app.seed;
    const page = await app.open({ viewport: SIZES[1] });
    await app.go(page, `#/runs?run=${runs.failed}`);
    await page.getByTestId("retry-failed").click();
    const dialog = page.getByTestId("retry-dialog");
    await dialog.getByLabel("Context size").fill("8192");
    await dialog.getByText("SciQAG settings").click();
    await dialog.getByLabel("QAs per paper").fill("12");
    await expect.poll(() => page.getByTestId("retry-summary").textContent()).toMatch(/^A new run over the 1 failed item, linked to this one:/);
    await page.getByTestId("retry-confirm").click();
    const detail = page.getByTestId("run-detail");
    // The first run as the list names it now: a retry started in the same minute tells the two apart with "(1)" and "(2)".
    await expect.poll(async () => (await detail.textContent())?.includes(`Retries the failed items of ${await listedRunName(page, runs.failed)}.`), { timeout: POLL_MS }).toBe(true);
    const failedName = await listedRunName(page, runs.failed);
    expect(await detail.textContent()).not.toMatch(/#\d/);
    // Its one paper-level item shows its output growing: tokens so far, and a headline above 0% before it is done.
    const live = page.getByTestId("run-live");
    await expect.poll(() => live.textContent(), { timeout: 120_000, interval: 100 }).toMatch(/^[1-9]\d?% · 0 of 1 item done.*writing: \d+ (of ~[\d,]+ output tokens|output tokens? \(at most [\d,]+\))/);
    await shot(page, "runs-writing-1024x700-light");
    await expect.poll(() => detail.locator(".run-badge").first().textContent(), { timeout: 300_000, interval: 500 }).toMatch(/Completed/);
    expect(await page.getByTestId("run-live").textContent()).toMatch(/^1 of 1 item done/);
    await shot(page, "runs-retried-1024x700-light");
    // The original run is unchanged and points at its retry.
    await detail.getByRole("button", { name: failedName, exact: true }).click();
    await expect.poll(() => detail.textContent()).toMatch(/Retried in SciQAG · /);
    await expect.poll(() => detail.locator(".run-badge").first().textContent()).toBe("!Failed");
    await page.context().close();
  });
});
