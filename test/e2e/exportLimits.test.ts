import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { metricInfo } from "../../src-main/contract/metricCatalog.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// Export's score limits in Chromium against `distillate serve`, on the library of
// test/support/reviewScreens.ts: 2 papers x 8 QAs with the filters' scores. Per paper, QA 7
// repeats QA 0 (likeness 78%, the others 12% to 30%), QA 5 refers to "the best cells" (1
// reference to the paper), QA 4 has half its numbers in the paper and QA 3 states none.
// Screenshots: test-artifacts/screenshots/export-limits-*.png.

const SLOW = 300_000;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000, interval: 100 });

describeInBrowser("export score limits", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, seedReviewScreens));
  /** The field of a metric's limit, found by the words a person reads beside it. */
  const limit = (page: Page, metric: string) => page.getByTestId("export-score-limits").locator("label", { hasText: metricInfo(metric).label }).locator("input");
  const count = (page: Page) => page.getByTestId("export-count").textContent();

  it("filters each metric in its good direction, in Review's percentages, and refuses a limit off the scale", { timeout: SLOW }, async () => {
    const page = await app.open({ viewport: { width: 1440, height: 900 } });
    await app.go(page, "#/export");
    await page.getByTestId("export-preset-all").check();
    await poll(() => count(page)).toBe("16 records");
    const limits = page.getByTestId("export-score-limits");
    // Likeness is better low: its limit is a maximum, in percent.
    await expect(limits.locator("label", { hasText: metricInfo("near-duplicate").label }).textContent()).resolves.toContain("at most, %");
    await limit(page, "near-duplicate").fill("50");
    await poll(() => count(page)).toBe("14 records"); // the two repeats (78%) are left out, not kept
    // A likeness known only as below a repeat cannot be placed against 50%: said beside the field, not passed unseen.
    await expect(page.getByTestId("export-limit-undecided-near-duplicate").textContent()).resolves.toContain("“below a repeat” (not measured) is left out");
    // References to the paper: at most 0 leaves out the two QAs about "the best cells".
    await limit(page, "context-dependence").fill("0");
    await poll(() => count(page)).toBe("12 records");
    // Numbers at least 100%: QA 4 (50%) goes; QA 3, with no numbers to check, stays.
    await limit(page, "numeric-source").fill("100");
    await poll(() => count(page)).toBe("10 records");
    await saveScreenshot(page, "export-limits-1440x900-light");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];

    await limit(page, "numeric-source").fill("150");
    await poll(() => limits.getByRole("alert").textContent()).toBe("150% is above 100%, the highest this score can be.");
    await expect(page.getByTestId("export-save").isDisabled()).resolves.toBe(true);
    await limit(page, "numeric-source").fill("");
    await poll(() => limits.getByRole("alert").count()).toBe(0);
    await expect(page.getByTestId("export-save").isDisabled()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it("shows the folder formats in a browser and says where they are saved, at 1024x700 in the dark theme", { timeout: SLOW }, async () => {
    const page = await app.open({ viewport: { width: 1024, height: 700 }, colorScheme: "dark" });
    await app.serve.call("settings.update", { theme: "dark" });
    await app.go(page, "#/export");
    for (const format of ["huggingface", "beir"]) {
      const radio = page.locator(`input[name="format"][value="${format}"]`);
      // The view renders once the app has answered; on a busy machine that is not at once.
      await expect.poll(() => radio.isVisible(), { timeout: POLL_MS }).toBe(true);
      await expect(radio.isDisabled()).resolves.toBe(true);
    }
    await page.getByTestId("export-folder-note").waitFor({ timeout: POLL_MS });
    const note = await page.getByTestId("export-folder-note").textContent();
    expect(note).toContain("Hugging Face dataset");
    expect(note).toContain("BEIR folder");
    expect(note).toMatch(/a browser download cannot hold: the Distillate desktop app saves them/);
    await page.getByTestId("export-score-limits").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "export-limits-1024x700-dark");
    expect([...(await layoutProblems(page)), ...(await internalNames(page))]).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
