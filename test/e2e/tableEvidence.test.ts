import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import type { ParsedTable, TableBox } from "../../src-main/contract/tables.ts";
import { citeAnswer } from "../../src-main/core/ask/citeAnswer.ts";
import { numberSentences } from "../../src-main/core/ask/numberSentences.ts";
import { retrievePassages } from "../../src-main/core/ask/retrievePassages.ts";
import { toRetrieval } from "../../src-main/core/ask/toRetrieval.ts";
import { ASK_PROMPT_VERSION } from "../../src-main/core/ask/answerPrompt.ts";
import { insertAskAnswer } from "../../src-main/core/db/repositories/askAnswers.ts";
import { insertQaItem } from "../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { focusToolbarRows, internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { importTablePaper, prepareTablePaper } from "../support/servedTablePaper.ts";
import { tableRow } from "../support/tableLibrary.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { showTheme } from "../support/themeInPlace.ts";

// Evidence and answers resting on a table's cells, seen in Chromium against `distillate serve`:
// the generated paper with three tables is imported and its tables stored through the repository
// (as the reader's output is); a QA whose evidence is the cell "1,024" of Table 1 (as the runner
// stores a table question's evidence) opens in Review named "Table 1, row 7, Cases / n" with that
// cell boxed on page 1; an answer citing the row of the same study for a statement that reads its
// controls (cited by the app's own citing from a real retrieval) shows in Ask with the cell
// "1,011" boxed. Both at 1440x900 and 1024x700.

const QUESTION = "How many controls did Kantarci genotype in the USA?";

describeInBrowser("table evidence in Review and Ask", () => {
  const app = useServedApp(prepareTablePaper);
  let page: Page;
  let tables: ParsedTable[];
  let qaId: number;
  let answerId: number;

  beforeAll(async () => {
    ({ tables } = app.seed);
    const paperId = await importTablePaper(app);
    // Asking is asynchronous: the seeded library stays open until the answer is stored.
    ({ qaId, answerId } = await seedLibrary(app.seed.dataDir, async (db) => {
      const row = tableRow(db, paperId, "Kantarci");
      const piece = "Cases / n: 1,024";
      const at = row.text.indexOf(piece);
      const model = { id: null, name: "qwen2.5-7b-instruct-q4_k_m", sha256: null, quantization: "Q4_K_M" };
      const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: { tableQuestions: true }, model, seed: 1, paperIds: [paperId] });
      const qa = insertQaItem(db, {
        runId,
        workItemId: null,
        paperId,
        question: "How many people with multiple sclerosis did the 2003 study by Kantarci in the USA genotype?",
        answer: "It genotyped 1,024 cases.",
        type: "table-value",
        evidence: [{ text: piece, passageId: row.id, start: at, end: at + piece.length, page: 1 }],
        context: { policy: "table", table: { index: 0, label: "Table 1", caption: "General information for the included studies" }, passageIds: [row.id] },
      });
      const found = await retrievePassages(db, QUESTION, { paperIds: [paperId], limit: 3 });
      const sentences = numberSentences(found.passages);
      const cited = citeAnswer(db, { verdict: "answered", statements: [{ text: "The Kantarci study genotyped 1,011 controls.", sentences: [sentences.find((s) => s.passage.passageId === row.id)!.id] }] }, sentences, QUESTION);
      const answer = insertAskAnswer(db, {
        question: QUESTION,
        ...cited,
        retrieval: toRetrieval(QUESTION, found, found.passages.length),
        paperIds: [paperId],
        model,
        promptVersion: ASK_PROMPT_VERSION,
        settings: { temperature: 0, seed: 1 },
        tokens: { prompt: 0, generated: 0 },
      });
      return { qaId: qa, answerId: answer };
    }));
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  /**
   * Where the boxes drawn on page 1 are, in page points: the page and its boxes measured together
   * in the page (the pane scrolls smoothly to the box, so two separate measurements could straddle
   * a scroll step), once two measurements a frame apart agree.
   */
  const drawnBoxes = async (scope: ReturnType<Page["getByTestId"]>) => {
    const pdfPage = scope.locator('.pdf-page[data-page="1"]');
    await pdfPage.locator("canvas").first().waitFor({ timeout: POLL_MS });
    await pdfPage.getByTestId("evidence-box").first().waitFor({ timeout: POLL_MS });
    const measure = () =>
      pdfPage.evaluate(async (element) => {
        const read = () => {
          const page = element.getBoundingClientRect();
          const scale = page.width / 612;
          return [...element.querySelectorAll('[data-testid="evidence-box"]')].map((box) => {
            const r = box.getBoundingClientRect();
            return { x: (r.left - page.left) / scale, y: (r.top - page.top) / scale, w: r.width / scale, h: r.height / scale };
          });
        };
        for (;;) {
          const first = JSON.stringify(read());
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          if (JSON.stringify(read()) === first) return JSON.parse(first) as { x: number; y: number; w: number; h: number }[];
        }
      });
    return measure();
  };
  const expectAt = (drawn: { x: number; y: number; w: number; h: number }, cell: TableBox) => {
    expect(drawn.x).toBeCloseTo(cell.x, 0);
    expect(drawn.y).toBeCloseTo(cell.y, 0);
    expect(drawn.w).toBeCloseTo(cell.w, 0);
  };
  /** Whether a select is wide enough for its chosen option's text (in its own font), beside its arrow. */
  const selectShowsItsChoice = (select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0]?.textContent ?? "").width;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
    return text <= room;
  };
  const kantarci = () => tables[0]!.rows.find((r) => r.cells[0]?.text === "Kantarci")!;

  it("Review names the evidence's place in the table and boxes the cell on the page where it is printed", async () => {
    await app.go(page, `#/review?mode=focus&qa=${qaId}`);
    const focus = page.locator('[data-testid="review-focus"]:not([aria-busy="true"])');
    await focus.waitFor();
    const evidence = focus.getByTestId("qa-evidence").first();
    await expect.poll(() => evidence.locator("figcaption").textContent()).toMatch(/^Table 1, row 7, Cases \/ n/);
    expect(await evidence.locator("mark").textContent()).toBe("Cases / n: 1,024");
    // The QA's facts say where its evidence is, as the evidence beside them does (never a dash).
    expect(await focus.getByTestId("qa-evidence-from").textContent()).toBe("Table 1");
    // The toolbar's type shows its whole name at this size, not "Value read from a".
    const type = page.getByRole("combobox", { name: "Type" });
    expect(await type.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe("Table value");
    expect(await type.evaluate(selectShowsItsChoice)).toBe(true);
    const onPage = focus.getByTestId("qa-table-page");
    // The place is named once, in the caption above; the page's own line says where the box is.
    expect(await onPage.locator(".qa-table-page-title").textContent()).toBe("Boxed on page 1");
    expect((await focus.textContent())!.split("Table 1, row 7, Cases / n").length - 1).toBe(1);
    // The page too is said once: "Boxed on page 1" above the page, not again in the caption.
    expect(await evidence.locator("figcaption").textContent()).not.toMatch(/page/i);
    const drawn = await drawnBoxes(onPage);
    expect(drawn).toHaveLength(1);
    expectAt(drawn[0]!, kantarci().cells[4]!.box!);
    await saveScreenshot(page, "review-table-evidence");
  });

  it("Ask shows the answer's source as the cell its statement reads, boxed on its page", async () => {
    await app.go(page, `#/ask?answer=${answerId}`);
    const source = page.getByTestId("ask-source-1");
    await source.waitFor({ timeout: POLL_MS });
    expect(await source.locator(".ask-quote").textContent()).toBe("Controls / n: 1,011");
    // A library of one paper is not "all 1 paper".
    expect(await page.getByTestId("ask-scope").textContent()).toContain("Asking the one paper in the library.");
    // No model is registered here, yet the answer below names the model that wrote it: the line where the menu would be says both.
    const answeredBy = (await page.locator(".ask-provenance").textContent())!.match(/^Answered by (.+?)(?: · | \(| from )/)![1]!;
    await expect.poll(() => page.getByTestId("ask-no-model").textContent(), { timeout: POLL_MS }).toContain(`the answer below was written by ${answeredBy}`);
    expect(await page.getByTestId("ask-no-model").textContent()).not.toMatch(/yet/);
    expect(await source.locator(".ask-source-where").textContent()).toMatch(/ · Table 1, row 7, Controls \/ n · page 1$/);
    await source.click();
    const pane = page.getByTestId("ask-page");
    await expect.poll(() => pane.locator(".ask-page-title").textContent()).toContain("Table 1, row 7, Controls / n, page 1");
    const drawn = await drawnBoxes(pane);
    expect(drawn).toHaveLength(1);
    expectAt(drawn[0]!, kantarci().cells[8]!.box!);
    // The passages found name the table row they are, and how well each matches against the best
    // found, not a bare score with no unit; the search's time in ms is not a figure a user can use.
    const found = page.getByTestId("ask-found");
    await found.locator("summary").click();
    expect(await found.locator(".ask-found-where").first().textContent()).toMatch(/ · Table 1, row 7 · page 1 · best match$/);
    expect(await found.textContent()).not.toMatch(/\bscore \d|\d ms\b/);
    await saveScreenshot(page, "ask-table-citation");
  });

  it("lays out both at the smaller window size without overlaps or internal names", async () => {
    await page.setViewportSize({ width: 1024, height: 700 });
    const problems: string[] = [];
    for (const [where, route, ready] of [
      ["review", `#/review?mode=focus&qa=${qaId}`, '[data-testid="qa-table-page"] .pdf-page[data-rendered="true"]'],
      ["ask", `#/ask?answer=${answerId}`, '[data-testid="ask-page"] .pdf-page[data-rendered="true"]'],
    ] as const) {
      await app.go(page, route);
      await page.locator(ready).first().waitFor({ timeout: POLL_MS });
      problems.push(...(await layoutProblems(page)).map((p) => `${where}: ${p}`), ...(await internalNames(page)).map((p) => `${where}: ${p}`));
      // A QA read from a table has the longest type name; its toolbar keeps to two rows too.
      if (where === "review") {
        const { rows, wrapped } = await focusToolbarRows(page);
        if (rows > 2) problems.push(`review: the focus toolbar takes ${rows} rows ("${wrapped.join('", "')}" wrapped)`);
        // And its type menu shows the whole name in its narrow width (the tooltip is not the only place).
        const type = page.getByRole("combobox", { name: "Type" });
        if (!(await type.evaluate(selectShowsItsChoice))) problems.push(`review: the type menu cuts "${await type.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)}"`);
      }
      await saveScreenshot(page, `${where}-table-1024x700`, { fullPage: true });
      // And in the dark, switched in place as the system setting does: the boxed cell must still be seen.
      await showTheme(page, "dark");
      problems.push(...(await layoutProblems(page)).map((p) => `${where} dark: ${p}`));
      await saveScreenshot(page, `${where}-table-1024x700-dark`, { fullPage: true });
      await showTheme(page, "light");
    }
    expect(problems).toEqual([]);
  });
});
