import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { saveScreenshot } from "../support/browser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { REPO_ROOT } from "../support/runCliProcess.ts";
import { eachSizeThenTheme, SIZES, type Size } from "../support/themeInPlace.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// Review with two reviewers, in Chromium against `distillate serve` on a library seeded as the
// pipeline writes one (test/support/reviewScreens.ts): "me" and "ana" agree on one QA and
// disagree on another. Review must say whose queue it shows, show ana's decision and correction
// next to mine, keep my decisions when I rename myself, and fit at 1440x900 and 1024x700 in
// both themes. Screenshots go to test-artifacts/screenshots/review-*.png.

// Generous limits: a busy 2-core machine may take many seconds for what takes one here.
const SLOW = 300_000;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000, interval: 100 });

describeInBrowser("reviewing with several reviewers in the browser", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, seedReviewScreens));

  // Pages open in the light theme, the first of THEMES; the fit test switches to dark in place.
  const open = (size: Size): Promise<Page> => app.open({ viewport: size, colorScheme: "light" });
  const shot = async (page: Page, name: string) => {
    await saveScreenshot(page, name);
  };
  const focusReady = (page: Page) => page.locator('[data-testid="review-focus"]:not([aria-busy="true"])').waitFor();
  const tableReady = (page: Page) => page.getByTestId("review-row").first().waitFor();

  it("shows whose queue it is, and two reviewers' disagreement on a QA", { timeout: SLOW }, async () => {
    const page = await open(SIZES[0]);
    await app.go(page, `#/review?mode=focus&qa=${app.seed.disputedId}`);
    await focusReady(page);
    await poll(() => page.getByTestId("reviewing-as").textContent()).toMatch(/^Reviewing as me\b/);
    await poll(() => page.getByText("Your queue (me):").isVisible()).toBe(true);
    await poll(() => page.getByTestId("qa-decision").textContent()).toMatch(/Dropped by you/);
    await poll(() => page.getByTestId("qa-disputed").isVisible()).toBe(true);
    const ana = page.locator('[data-testid="qa-other"][data-reviewer="ana"]');
    await poll(() => ana.textContent()).toMatch(/Kept.*disagrees with you/);
    await poll(() => ana.textContent()).toContain(app.seed.anasAnswer);
    await shot(page, "review-disagreement-focus");

    // The table says the same, and the "All reviewers" filter finds the disputed QA alone.
    await app.go(page, "#/review?mode=table");
    await page.getByTestId("queue-all").click();
    await tableReady(page);
    const disputedRow = page.getByTestId("review-row").filter({ has: page.getByRole("gridcell", { name: String(app.seed.disputedId), exact: true }) });
    await poll(() => disputedRow.getByTestId("row-others").textContent()).toMatch(/disagree/);
    // The disagreement's cell shows its words whole within its column (on two lines where they
    // need them), and the table does not scroll sideways to show it.
    const textPastCell = (el: Element) => {
      const words = document.createRange();
      words.selectNodeContents(el.querySelector('[aria-hidden="true"]')!);
      return words.getBoundingClientRect().right - el.closest('[role="gridcell"]')!.getBoundingClientRect().right;
    };
    expect(await disputedRow.getByTestId("row-others").evaluate(textPastCell)).toBeLessThanOrEqual(0);
    expect(await page.getByRole("grid").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId("filter-status").getByRole("button").first().click();
    await page.getByRole("checkbox", { name: /^Disputed/ }).check();
    await page.keyboard.press("Escape");
    await poll(() => page.getByTestId("review-row").count()).toBe(1);
    await poll(() => page.getByTestId("review-row").first().getByTestId("row-others").textContent()).toMatch(/disagree/);
    await shot(page, "review-disagreement-table");
  });

  it("fits at 1440x900 and 1024x700 in both themes: decisions in view, popovers on screen, selection moves nothing", { timeout: SLOW }, async () => {
    // One page per size: the second theme's pass comes back to the table from the first's focus
    // view by way of the library, as a user does, and the table must fit then too.
    await eachSizeThenTheme(
      open,
      async (page, { size, tag }) => {
        await app.goToView(page, "library");
        await app.go(page, "#/review?mode=table");
        await tableReady(page);
        // The bar above the table fills in after the rows (its counts, the score columns' menu)
        // and at 1024 px wraps to more lines: the table's place is read once it has stopped moving.
        await page.getByText("Score columns").first().waitFor();
        let last = "";
        await expect
          .poll(async () => {
            const box = JSON.stringify(await page.getByRole("grid").boundingBox());
            const still = box === last;
            last = box;
            return still;
          }, { timeout: 60_000, interval: 400 })
          .toBe(true);
        const grid = (await page.getByRole("grid").boundingBox())!;
        // Verdict and both decision columns are inside the table, with no sideways scroll.
        for (const name of ["Verdict", "Your decision", "Others"]) {
          const header = (await page.getByRole("columnheader", { name, exact: true }).boundingBox())!;
          expect(header.x + header.width, `${name} at ${tag}`).toBeLessThanOrEqual(grid.x + grid.width);
        }
        const sideways = await page.getByRole("grid").evaluate((el) => ({ content: el.scrollWidth, room: el.clientWidth }));
        expect(sideways.content, `table's content in ${sideways.room} px at ${tag}`).toBeLessThanOrEqual(sideways.room);
        // Whose queue it is reads whole: "Reviewing as", the name and "change" are never cut (at
        // 1024 px beside a second reviewer's name the words were cut to "Reviewing …").
        const cutParts = (line: HTMLElement) =>
          [...line.querySelectorAll<HTMLElement>(".review-reviewer-as, .review-reviewer-name, .review-reviewer-change")]
            .filter((part) => part.scrollWidth > part.clientWidth + 1 || part.getBoundingClientRect().right > line.getBoundingClientRect().right + 1)
            .map((part) => part.textContent);
        await poll(() => page.getByTestId("reviewing-as").evaluate(cutParts)).toEqual([]);
        await shot(page, `review-truth-table-${tag}`);

        await page.getByRole("checkbox", { name: /^Select QA/ }).nth(1).click();
        await poll(() => page.getByTestId("bulk-selected").textContent()).toBe("1 selected");
        expect(await page.getByRole("grid").boundingBox()).toEqual(grid);

        await page.getByTestId("filter-scores").getByRole("button").first().click();
        const popover = (await page.getByRole("group", { name: "Score ranges" }).boundingBox())!;
        expect(popover.x).toBeGreaterThanOrEqual(0);
        expect(popover.x + popover.width).toBeLessThanOrEqual(size.width);
        await shot(page, `review-scores-filter-${tag}`);
        await page.keyboard.press("Escape");

        // The focus view: the question, its answer and the evidence are on the first screen.
        await app.go(page, `#/review?mode=focus&qa=${app.seed.qaIds[4]}`);
        await focusReady(page);
        for (const part of [page.locator("#qa-question"), page.getByTestId("qa-answer"), page.getByTestId("qa-evidence").first()]) {
          const box = (await part.boundingBox())!;
          expect(box.y + box.height, `focus view at ${tag}`).toBeLessThanOrEqual(size.height);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        await shot(page, `review-truth-focus-${tag}`);
        // Scores say in words whether they are good, and no metric id shows.
        const scores = (await page.getByTestId("qa-scores").textContent()) ?? "";
        expect(scores).toContain("Numbers found in the paper");
        expect(scores).not.toMatch(/numeric-source|dseper|near-duplicate|context-dependence/);
        // Its 50% shows what it rests on, beside the share itself: one of the answer's two numbers.
        expect(scores).toMatch(/Numbers found in the paper\s*50% \(1 of 2\)\s*1 of 2 numbers found in the paper/);
        // So does the evidence check's 100%: the answer's one evidence sentence, found.
        expect(scores).toMatch(/Evidence found in the paper\s*100% \(1 of 1\)/);
        const side = (await page.locator(".qa-side").textContent()) ?? "";
        // The paper is named by its title, never by the library's internal number.
        expect(side).not.toMatch(/\bpaper \d+\b/);
        expect(side).not.toMatch(/paperKeyphrases|includedSections|omittedSections|paperTokens|policy/);
      },
    );
  });

  it("has no serious accessibility violations with two reviewers' decisions and in the rename question (axe-core)", { timeout: SLOW }, async () => {
    // axe is injected as a script, which the page's CSP rightly forbids: this context bypasses it for the audit only.
    const context = await app.newContext({ viewport: SIZES[0], bypassCSP: true });
    const page = await context.newPage();
    const axeSource = fs.readFileSync(path.join(REPO_ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8");
    const audit = async (where: string) => {
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
      });
      return violations.map((v) => `${where} ${v}`);
    };
    const found: string[] = [];
    await app.go(page, `#/review?mode=focus&qa=${app.seed.disputedId}`);
    await focusReady(page);
    await poll(() => page.getByTestId("qa-other").count()).toBe(1);
    found.push(...(await audit("focus")));
    await app.go(page, "#/review?mode=table");
    await tableReady(page);
    found.push(...(await audit("table")));
    await app.go(page, "#/settings");
    await page.getByLabel("Reviewer name").fill("Kim");
    await page.getByLabel("Reviewer name").press("Enter");
    await page.getByTestId("reviewer-rename-dialog").waitFor();
    found.push(...(await audit("rename question")));
    await page.getByTestId("reviewer-rename-dialog").getByRole("button", { name: "Cancel" }).click();
    await poll(() => page.getByLabel("Reviewer name").inputValue()).toBe("me");
    expect(found).toEqual([]);
  });

  it("keeps my decisions when I rename myself in Settings as the same person, and leaves them with me for a different reviewer", { timeout: SLOW }, async () => {
    const page = await open(SIZES[1]);
    await app.go(page, "#/settings");
    const name = page.getByLabel("Reviewer name");
    await name.fill("Maria");
    await name.press("Enter");
    const dialog = page.getByTestId("reviewer-rename-dialog");
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => dialog.textContent()).toMatch(/me has 4 decisions \(3 kept, 1 dropped\)/);
    await shot(page, "review-rename-question");
    await dialog.getByRole("button", { name: "Same person: move the decisions" }).click();
    await poll(() => page.locator("#setting-reviewer-note").textContent()).toMatch(/Reviewing as Maria: 4 QAs/);

    await app.go(page, `#/review?mode=focus&qa=${app.seed.qaIds[0]}`);
    await focusReady(page);
    await poll(() => page.getByTestId("reviewing-as").textContent()).toMatch(/^Reviewing as Maria\b/);
    await poll(() => page.getByText("Your queue (Maria):").isVisible()).toBe(true);
    await poll(() => page.getByTestId("review-reviewed").textContent()).toBe("4");
    await poll(() => page.getByTestId("qa-decision").textContent()).toMatch(/Kept by you/);
    // ana's decision on the same QA still shows as hers, agreeing.
    await poll(() => page.locator('[data-testid="qa-other"][data-reviewer="ana"]').textContent()).toMatch(/agrees with you/);
    await shot(page, "review-after-rename");

    // Now a different person takes over the keyboard: Maria's decisions stay hers.
    await app.go(page, "#/settings");
    await name.fill("Lee");
    await name.press("Enter");
    await dialog.getByRole("button", { name: "A different reviewer" }).click();
    await poll(() => page.locator("#setting-reviewer-note").textContent()).toMatch(/Reviewing as Lee\. Maria's decisions stay with Maria/);
    await app.go(page, `#/review?mode=focus&qa=${app.seed.qaIds[0]}`);
    await focusReady(page);
    await poll(() => page.getByTestId("reviewing-as").textContent()).toMatch(/^Reviewing as Lee\b/);
    await poll(() => page.getByTestId("review-reviewed").textContent()).toBe("0");
    await poll(() => page.getByTestId("qa-decision").textContent()).toMatch(/Pending for you/);
    await poll(() => page.locator('[data-testid="qa-other"][data-reviewer="Maria"]').textContent()).toMatch(/Kept/);
    expect(app.pageErrors).toEqual([]);
  });
});
