import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { PAPER_PAGE_MAX } from "../../src-main/contract/papers.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { insertQaItem } from "../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { POLL_MS } from "../support/browser.ts";
import { seedReviewLibrary } from "../support/reviewData.ts";
import { REPO_ROOT } from "../support/runCliProcess.ts";
import { samplePaper } from "../support/sampleData.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// Review's Paper menu in a library longer than one answer of library.browse may hold: the papers
// under test come after more than PAPER_PAGE_MAX others by title, so only a search of the whole
// library finds them. Found by typing, chosen, the table narrows to their QAs, and the menu's
// button keeps naming the chosen paper whatever the search shows next, or after a reload. A
// paper without QAs, first by title, is never offered: there is nothing of it to review or export.

const FILLERS = PAPER_PAGE_MAX + 50; // titled "... (filler-0000)" and on: before "... (review-N)" by title, one QA each
const QAS_PER_PAPER = 5;
const PAPERS = FILLERS + 3; // with QAs; "... (aaa-no-qas)" has none
const ALL_QAS = FILLERS + 3 * QAS_PER_PAPER;
const qaCount = (n: number) => new RegExp(`^(Row 1 of )?${n.toLocaleString("en-US")}( QAs)?$`);
const title = (seed: string) => `Phase-pure formamidinium perovskites (${seed})`;
describeInBrowser("the review Paper menu in a library of more than a thousand papers, in the browser", () => {
  const app = useServedApp(({ dataDir }) =>
    seedLibrary(dataDir, (db) => {
      // Papers "review-0" to "review-2", 5 QAs each, all pending: the last three by title.
      const seed = seedReviewLibrary(db, 3, QAS_PER_PAPER);
      db.transaction(() => {
        insertPaperDocument(db, samplePaper("aaa-no-qas", 1));
        const fillers = Array.from({ length: FILLERS }, (_, i) => insertPaperDocument(db, samplePaper(`filler-${String(i).padStart(4, "0")}`, 1)));
        const model = { id: null, name: "tiny-test-model", sha256: null, quantization: "Q8_0" };
        const runId = createRun(db, { strategy: "kgqa", promptVersion: "kgqa@1", settings: {}, model, seed: 3, paperIds: fillers });
        for (const paperId of fillers) {
          insertQaItem(db, { runId, workItemId: null, paperId, question: `Filler question ${paperId}?`, answer: "Filler.", type: "factual", difficulty: "easy", hop: "single", evidence: [] });
        }
      })();
      return seed;
    }),
  );
  let page: Page;
  const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: POLL_MS, interval: 100 });
  const menu = () => page.getByTestId("filter-paper");
  const menuButton = () => menu().locator("button.choice-button");
  const summary = () => menuButton().locator(".choice-summary").textContent();
  const options = () => menu().locator(".choice-option");
  const optionLabels = () => menu().locator(".choice-option-label").allTextContents();
  const rowTexts = () => page.getByTestId("review-row").allTextContents();

  beforeAll(async () => {
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  it("finds a paper past the first thousand by typing, filters the table to its QAs and keeps naming it", async () => {
    await app.go(page, "#/review?mode=table");
    await poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(qaCount(ALL_QAS));
    expect(await summary()).toBe("any");

    // Opened without typing: the first page by title, saying how many there are, with more on request.
    await menuButton().click();
    await poll(() => options().count()).toBe(100);
    await poll(() => menu().locator(".choice-more").textContent()).toBe(`100 of ${PAPERS.toLocaleString("en-US")} papers by title. Show more`);
    expect((await optionLabels())[0]).toBe(title("filler-0000"));
    await menu().getByRole("button", { name: "Show more" }).click();
    await poll(() => options().count()).toBe(200);
    expect((await optionLabels())[199]).toBe(title("filler-0199"));
    // Focus stays on "Show more": the keyboard asks for the page after.
    await page.keyboard.press("Enter");
    await poll(() => options().count()).toBe(300);

    // Typing searches the whole library: "review-2" is the last paper by title.
    const search = menu().getByRole("searchbox", { name: "Search papers" });
    await search.fill("review-2");
    await poll(() => optionLabels()).toEqual([title("review-2")]);
    await menu().getByRole("checkbox", { name: title("review-2") }).check();
    expect(await summary()).toBe(title("review-2"));

    // The table narrows to that paper's QAs.
    await poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(qaCount(QAS_PER_PAPER));
    await poll(async () => (await rowTexts()).length).toBe(QAS_PER_PAPER);
    for (const text of await rowTexts()) expect(text).toContain("of sample 2?");

    // Another search: the chosen paper stays listed first, chosen, and the button still names it.
    await search.fill("filler-0007");
    await poll(() => optionLabels()).toEqual([title("review-2"), title("filler-0007")]);
    expect(await menu().getByRole("checkbox", { name: title("review-2") }).isChecked()).toBe(true);
    expect(await menu().getByRole("checkbox", { name: title("filler-0007") }).isChecked()).toBe(false);
    expect(await summary()).toBe(title("review-2"));
    // The paper without QAs is in the library but not on offer.
    await search.fill("aaa-no-qas");
    await poll(() => menu().locator(".choice-none").allTextContents()).toEqual(["No match."]);
    await search.fill("no such paper anywhere");
    await poll(() => menu().locator(".choice-none").allTextContents()).toEqual(["No match."]);
    expect(await optionLabels()).toEqual([title("review-2")]);
    expect(await summary()).toBe(title("review-2"));

    // Closed, the filter holds and the button names it.
    await page.keyboard.press("Escape");
    expect(await menu().locator(".choice-popover").count()).toBe(0);
    expect(await summary()).toBe(title("review-2"));
    await poll(async () => (await rowTexts()).length).toBe(QAS_PER_PAPER);
    expect(app.pageErrors).toEqual([]);
  }, 180_000);

  it("names a paper chosen by a link, though no page of the menu was loaded", async () => {
    await app.go(page, `#/review?mode=table&paper=${app.seed.paperIds[1]}`);
    await page.reload(); // a fresh page: nothing remembered from the last test
    await poll(() => summary()).toBe(title("review-1"));
    await poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(qaCount(QAS_PER_PAPER));
    for (const text of await rowTexts()) expect(text).toContain("of sample 1?");
    // Opened, it lists the chosen paper above the first page, where it does not come by title.
    await menuButton().click();
    await poll(() => options().count()).toBe(101);
    expect((await optionLabels()).slice(0, 2)).toEqual([title("review-1"), title("filler-0000")]);
    // Unchosen there, the table shows every paper's QAs again, and the paper stays in its place to choose again.
    const chosenBox = menu().getByRole("checkbox", { name: title("review-1") });
    await chosenBox.uncheck();
    await poll(() => summary()).toBe("any");
    await poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(qaCount(ALL_QAS));
    expect((await optionLabels())[0]).toBe(title("review-1"));
    await chosenBox.check();
    await poll(() => summary()).toBe(title("review-1"));
    await poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(qaCount(QAS_PER_PAPER));
    expect(app.pageErrors).toEqual([]);
  }, 180_000);

  it("lists the export's papers a page at a time, finds the others by searching the whole library, and keeps the chosen ones named", async () => {
    await app.go(page, "#/export");
    await page.reload();
    await page.getByRole("radio", { name: "Only these papers" }).check();
    const picker = page.getByRole("list", { name: "Papers to export" });
    const titles = () => picker.locator(".paper-picker-title").allTextContents();
    await poll(() => picker.locator(".paper-picker-none").textContent()).toBe(
      `The first 100 of ${PAPERS.toLocaleString("en-US")} papers with QAs by title. Show more or search to find the others.`,
    );
    await picker.getByRole("button", { name: "Show more" }).click();
    await poll(async () => (await titles()).length).toBe(200);
    const search = page.getByRole("searchbox", { name: "Search papers to export" });
    await search.fill("aaa-no-qas");
    await poll(() => picker.locator(".paper-picker-none").textContent()).toBe("No paper matches “aaa-no-qas”.");
    await search.fill("review");
    await poll(() => titles()).toEqual([title("review-0"), title("review-1"), title("review-2")]);
    await picker.getByRole("checkbox", { name: title("review-2") }).check();
    await picker.getByRole("checkbox", { name: title("review-0") }).check();
    // Another search: the chosen papers stay listed first, by name, chosen.
    await search.fill("filler-0001");
    await poll(() => titles()).toEqual([title("review-2"), title("review-0"), title("filler-0001")]);
    expect(await picker.getByRole("checkbox", { name: title("review-0") }).isChecked()).toBe(true);
    expect(await page.getByText("2 selected").count()).toBe(1);
    expect(app.pageErrors).toEqual([]);
  }, 180_000);

  it("has no serious accessibility violations with the menu open on a search, a chosen paper outside it and more to show (axe-core)", async () => {
    // axe is injected as a script, which the page's CSP rightly forbids: this context bypasses it for the audit only.
    const context = await app.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const audited = await context.newPage();
    await app.go(audited, `#/review?mode=table&paper=${app.seed.paperIds[0]}`);
    const button = audited.getByTestId("filter-paper").locator("button.choice-button");
    await poll(() => button.locator(".choice-summary").textContent()).toBe(title("review-0"));
    await button.click();
    await audited.getByRole("searchbox", { name: "Search papers" }).fill("filler");
    await poll(() => audited.getByTestId("filter-paper").locator(".choice-more").textContent()).toBe(`100 of ${FILLERS.toLocaleString("en-US")} papers. Show more`);
    await audited.evaluate(fs.readFileSync(path.join(REPO_ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8"));
    const violations = await audited.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document.querySelector("[data-testid=filter-paper]")!, { resultTypes: ["violations"] });
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
    });
    expect(violations).toEqual([]);
  }, 180_000);
});
