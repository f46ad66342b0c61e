import { expect, it } from "vitest";
import { upsertScore } from "../../src-main/core/db/repositories/scores.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { SIZES } from "../support/themeInPlace.ts";

// Review in words a user can read and knows: a rejection's reason and a score's count whole in
// the table at both window sizes, the paper column's hover the paper's title (not its library
// number), and the focus view naming a QA by its place in the list, never by its stored number.
// Screenshots: test-artifacts/screenshots/review-own-words-*.png.

describeInBrowser("Review in the user's words", () => {
  const app = useServedApp(({ dataDir }) =>
    seedLibrary(dataDir, (db) => {
      const seed = seedReviewScreens(db);
      // The second paper's third QA (its evidence does not support it; pending for the reviewer) also fails as definition only: two reasons in one cell.
      upsertScore(db, { qaId: seed.qaIds[10]!, metric: "definitional", scorer: "filters", value: 1, verdict: "fail", reason: "only asks for a definition", counts: null });
      return seed;
    }),
  );

  it("shows each rejection's reason whole in the verdict column, at both sizes (light and dark)", async () => {
    const problems: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      for (const size of SIZES) {
        const page = await app.open({ viewport: size, colorScheme });
        await app.go(page, "#/review?mode=table");
        await page.getByTestId("review-row").first().waitFor({ timeout: POLL_MS });
        const reasons = page.locator(".vt-verdict-why");
        await expect.poll(() => reasons.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
        const shown = await reasons.evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? "", cut: el.scrollWidth > el.clientWidth + 1 })));
        for (const reason of shown) if (reason.cut) problems.push(`${size.width} ${colorScheme}: "${reason.text}" is cut`);
        // A score with what it rests on ("50% (1 of 2)") whole in its column.
        const chips = await page.locator('[role="gridcell"] .score-chip-text').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ""));
        for (const chip of chips) problems.push(`${size.width} ${colorScheme}: the score "${chip}" is cut`);
        const texts = shown.map((r) => r.text);
        expect(texts).toContain("Numbers missing");
        expect(texts.some((t) => / \+1 more$/.test(t)), `a QA that failed two checks: ${texts.join(" | ")}`).toBe(true);
        await saveScreenshot(page, `review-own-words-table-${size.width}x${size.height}-${colorScheme}`);
        problems.push(...[...(await layoutProblems(page)), ...(await internalNames(page))].map((p) => `${size.width} ${colorScheme}: ${p}`));
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it("names the paper by its title on hover, not by its library number", async () => {
    const page = await app.open({ viewport: SIZES[0] });
    await app.go(page, "#/review?mode=table");
    const cell = page.locator('[role="gridcell"][data-column="paper"]').first();
    await cell.waitFor({ timeout: POLL_MS });
    const title = await cell.getAttribute("title");
    expect(title).toBe((await cell.innerText()).replace(/\s+/g, " ").trim());
    expect(title).not.toMatch(/\(paper \d+\)/);
    await page.close();
  });

  it("names the QA in focus by its place in the list, not its stored number", async () => {
    const ids = app.seed.qaIds;
    const page = await app.open({ viewport: SIZES[1] });
    await app.go(page, "#/review?mode=focus");
    const position = page.getByTestId("focus-position");
    await expect.poll(() => position.textContent(), { timeout: POLL_MS }).toMatch(/^1 of \d+$/);
    const total = (await position.textContent())!.split(" of ")[1];
    const meta = (await page.locator(".qa-meta").innerText()).replace(/\s+/g, " ");
    for (const id of ids) expect(meta, "the QA's stored number").not.toMatch(new RegExp(`#${id}\\b`));
    await page.getByRole("button", { name: /^Keep/ }).click();
    await expect.poll(() => page.locator(".focus-notice").textContent(), { timeout: POLL_MS }).toMatch(new RegExp(`^Kept QA 1 of ${total}\\.`));
    await saveScreenshot(page, "review-own-words-focus-1024x700-light");
    expect(await internalNames(page)).toEqual([]);
    await page.close();
  });
  // A run's name a user knows: its method, its model and when it was made ("SciQAG · qwen2.5-3b-instruct · 5 Dec 10:14").
  const RUN_NAME = /^SciQAG · qwen2\.5-3b-instruct · \d{1,2} [A-Z][a-z]{2}( \d{4})? \d\d:\d\d$/;

  it("names a run by its method, model and time in Review's Run menu and in the Report, never by its number", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await app.open({ viewport: SIZES[1], colorScheme });
      await app.go(page, "#/review?mode=table");
      const menu = page.getByTestId("filter-run");
      await menu.getByRole("button").first().click();
      const options = menu.getByRole("checkbox");
      await expect.poll(() => options.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
      const names = (await menu.locator("label").allInnerTexts()).map((t) => t.trim());
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(RUN_NAME);
      await saveScreenshot(page, `review-own-words-run-menu-1024x700-${colorScheme}`);
      expect([...(await layoutProblems(page)), ...(await internalNames(page))]).toEqual([]);
      await page.close();
    }
    const page = await app.open({ viewport: SIZES[0] });
    await app.go(page, "#/report");
    const choice = page.getByTestId("report-choice");
    await choice.waitFor({ timeout: POLL_MS });
    const runOption = (await choice.locator("option").allInnerTexts()).find((t) => t.startsWith("SciQAG ·"));
    expect(runOption).toMatch(/^SciQAG · qwen2\.5-3b-instruct · \d{1,2} [A-Z][a-z]{2}( \d{4})? \d\d:\d\d · \d+ QAs?$/);
    await expect.poll(() => page.getByRole("heading", { level: 2 }).first().textContent(), { timeout: POLL_MS }).toMatch(/^Report: SciQAG · qwen2\.5-3b-instruct · /);
    expect(await choice.locator("option").allInnerTexts()).not.toContainEqual(expect.stringMatching(/^Run \d/));
    await saveScreenshot(page, "review-own-words-report-run-1440x900-light");
    await page.close();
  });

  it("names the run of the QA in focus by its name, and a QA kept from the table by its place, never by their numbers", async () => {
    const page = await app.open({ viewport: SIZES[1] });
    await app.go(page, "#/review?mode=focus");
    const run = page.getByTestId("qa-run");
    await expect.poll(() => run.textContent(), { timeout: POLL_MS }).toMatch(RUN_NAME);
    await app.go(page, "#/review?mode=table");
    await page.getByTestId("review-row").first().waitFor({ timeout: POLL_MS });
    await page.getByRole("toolbar", { name: "Bulk actions" }).locator('button[data-action="keep"]').click();
    await expect.poll(() => page.locator(".bulk-status").textContent(), { timeout: POLL_MS }).toMatch(/^Kept QA 1 of \d+\. Undo with U\.$/);
    await saveScreenshot(page, "review-own-words-table-kept-1024x700-light");
    await page.close();
  });

  it("counts the table's rows by their place in the list, whatever the order, not by the QAs' stored numbers", async () => {
    const page = await app.open({ viewport: SIZES[0] });
    await app.go(page, "#/review?mode=table");
    await page.getByTestId("review-row").first().waitFor({ timeout: POLL_MS });
    const places = page.getByRole("columnheader", { name: "Place" });
    expect(await places.textContent()).toMatch(/^#/);
    // Sorted by question the QAs come in another order than they were made: the places still read 1, 2, 3…
    await page.getByRole("columnheader", { name: "Question" }).getByRole("button").click();
    await expect.poll(() => page.getByRole("columnheader", { name: "Question" }).getAttribute("aria-sort"), { timeout: POLL_MS }).toBe("ascending");
    const cells = page.locator('[data-testid="review-row"] [data-column="id"]');
    await expect.poll(async () => (await cells.allTextContents()).slice(0, 5), { timeout: POLL_MS }).toEqual(["1", "2", "3", "4", "5"]);
    await page.close();
  });

  it("names each row's checkbox by the QA's place in the list, as a screen reader reads it, not by its stored number", async () => {
    const page = await app.open({ viewport: SIZES[0] });
    await app.go(page, "#/review?mode=table");
    await page.getByTestId("review-row").first().waitFor({ timeout: POLL_MS });
    // Sorted by question, so that the places differ from the order the QAs were stored in.
    await page.getByRole("columnheader", { name: "Question" }).getByRole("button").click();
    await expect.poll(() => page.getByRole("columnheader", { name: "Question" }).getAttribute("aria-sort"), { timeout: POLL_MS }).toBe("ascending");
    const boxes = page.getByTestId("review-row").getByRole("checkbox");
    const names = async () => boxes.evaluateAll((all) => all.slice(0, 5).map((box) => box.getAttribute("aria-label")));
    // The table lists the reviewer's Pending queue: its count, as its tab shows it, is the "of".
    const listed = Number((await page.getByTestId("queue-pending").textContent())!.match(/\d+/)![0]);
    await expect.poll(names, { timeout: POLL_MS }).toEqual([1, 2, 3, 4, 5].map((place) => `Select QA ${place} of ${listed}`));
    // The name is what the box is found by: ticking "QA 2 of N" selects one row.
    await page.getByRole("checkbox", { name: `Select QA 2 of ${listed}`, exact: true }).click();
    await expect.poll(() => page.getByTestId("bulk-selected").textContent(), { timeout: POLL_MS }).toBe("1 selected");
    await page.close();
  });
});
