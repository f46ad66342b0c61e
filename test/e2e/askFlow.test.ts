import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import type { AskAnswerSummary } from "../../src-main/contract/ask.ts";
import { writeTinyLlamaGguf } from "../../src-main/core/llm/models/tinyLlamaGguf.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../support/generatedPdfs.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES } from "../support/themeInPlace.ts";

// Asking the library in Chromium against `distillate serve`, with a model the test writes (random
// weights, wide enough to write only about ten tokens a second on one thread after a 3,300-token
// prompt, so the answer is seen growing; in heads of 16, which llama.cpp reads that prompt with
// some 35 times faster than heads of 8 while writing at the same pace; seed 3 answers the first
// question below): type a question, watch the answer being written, open a source and find its
// sentence boxed on the page, keep the answer as a QA with K, stop a second answer midway, ask
// one paper from the library, and look at it all at both window sizes in both themes.

const QUESTIONS = [
  "How does the activation energy of the zirconia films change with their thickness?",
  "What limits the ionic conductivity of the yttria-stabilised zirconia films?",
  "Which substrate were the thin films grown on?",
  "How much of the measured conductance is parasitic conduction through the substrate?",
];

describeInBrowser("asking the library in the browser", () => {
  const app = useServedApp(async ({ work }) => ({ pdfs: await writeGeneratedPdfs(path.join(work, "pdfs")), model: writeTinyLlamaGguf(path.join(work, "writer.gguf"), { seed: 3, contextLength: 8192, embeddingLength: 256, blockCount: 4, headWidth: 16 }).file }));
  let page: Page;
  let pdfs: GeneratedPdfSet;
  let paperId: number;
  /** A question the model answers (rather than refuses) with the view's settings, found before the browser asks it. */
  let question: string;
  let others: string[];

  beforeAll(async () => {
    pdfs = app.seed.pdfs;
    await app.serve.call("settings.update", { runtime: { threads: 1, backend: "cpu" } });
    const imported = await app.serve.call("imports.importPapers", [pdfs.twoColumn, pdfs.lineNumbered]);
    paperId = imported[0]!.paperId!;
    const { model } = await app.serve.call("models.add", app.seed.model, { waitForHash: true });
    await app.serve.call("settings.update", { defaultModelId: model.id });
    // Random weights answer some questions and refuse others; the view asks at temperature 0, so the outcome repeats.
    // Started, then awaited by listing: one HTTP request held open for a whole answer would meet
    // fetch's five-minute wait for headers on a busy machine.
    for (const candidate of QUESTIONS) {
      await app.serve.call("ask.start", { question: candidate });
      let answer: AskAnswerSummary | undefined;
      // (expect.poll is for tests, not hooks; the hook's own limit catches a hang.)
      while (!(answer = (await app.serve.call("ask.list", { limit: 500 })).find((a) => a.question === candidate))) await new Promise((resolve) => setTimeout(resolve, 500));
      if (answer.outcome === "answered") {
        question = candidate;
        break;
      }
    }
    expect(question, "the model refused every question; pick others").toBeDefined();
    others = QUESTIONS.filter((q) => q !== question);
    page = await app.open({ viewport: SIZES[0] });
  }, 3_600_000);

  /** Every text the answer's draft and the status line above it showed while it was written, recorded in the page. */
  const recordWriting = () =>
    page.evaluate(() => {
      const seen = { drafts: [] as string[], statuses: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const note = (list: string[], selector: string) => {
        const text = document.querySelector(selector)?.textContent ?? "";
        if (text && text !== list.at(-1)) list.push(text);
      };
      new MutationObserver(() => {
        note(seen.drafts, '[data-testid="ask-draft"]');
        note(seen.statuses, '[data-testid="ask-status"]');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  const written = () => page.evaluate(() => (window as unknown as { seen: { drafts: string[]; statuses: string[] } }).seen);

  it("writes the answer while the reader watches, then shows it with numbered sources, the first one boxed on its page", async () => {
    await app.go(page, "#/ask");
    await page.getByTestId("ask-question").waitFor();
    await expect.poll(() => page.getByTestId("ask-scope").textContent()).toMatch(/Asking all 2 papers in the library\./);
    await recordWriting();
    await page.getByTestId("ask-question").fill(question);
    await page.getByTestId("ask-question").press("Enter");
    await page.getByTestId("ask-text").waitFor({ timeout: POLL_MS });
    const { drafts, statuses } = await written();
    // While the model wrote, the page said so and counted the tokens as they came, more than once,
    // and showed the answer's text before the finished answer replaced it.
    expect(statuses[0]).toBe("Searching your papers…");
    const counts = statuses.flatMap((s) => /writing the answer \((\d+) tokens? so far\)/.exec(s)?.[1] ?? []).map(Number);
    expect(counts.length).toBeGreaterThan(1);
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeGreaterThan(counts[i - 1]!);
    expect(drafts.length).toBeGreaterThan(0);
    for (let i = 1; i < drafts.length; i++) expect(drafts[i]!.startsWith(drafts[i - 1]!)).toBe(true);

    const marks = page.locator('[data-testid^="ask-mark-"]');
    expect(await marks.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("ask-sources").locator("li").count()).toBeGreaterThan(0);
    const pane = page.getByTestId("ask-page");
    await pane.locator('.pdf-page[data-rendered="true"]').first().waitFor({ timeout: POLL_MS });
    await pane.getByTestId("evidence-box").first().waitFor({ timeout: POLL_MS });
    await saveScreenshot(page, "ask-answer");
  }, 900_000);

  it("shows a source's sentence boxed on its page when its number is clicked", async () => {
    const last = page.locator('[data-testid^="ask-source-"]').last();
    await last.click();
    await expect.poll(() => last.getAttribute("aria-pressed")).toBe("true");
    const box = page.getByTestId("ask-page").getByTestId("evidence-box").first();
    await box.waitFor({ timeout: POLL_MS });
    // The box is in the part of the page the pane shows.
    await expect
      .poll(() =>
        box.evaluate((element) => {
          const scroller = element.closest('[data-testid="pdf-scroller"]')!.getBoundingClientRect();
          const rect = element.getBoundingClientRect();
          return rect.height > 0 && rect.top >= scroller.top - 1 && rect.bottom <= scroller.bottom + 1;
        }),
      )
      .toBe(true);
    const title = await page.locator(".ask-page-title").textContent();
    const quote = await last.locator(".ask-source-where").textContent();
    expect(title).toContain(quote!.split(" · ").at(-1)!.replace("page ", "page "));
  });

  it("keeps the answer as a QA with K, marked as asked, and links to it in Review", async () => {
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("k");
    const kept = page.getByTestId("ask-kept");
    await kept.waitFor();
    const href = await kept.getByRole("link").getAttribute("href");
    const qaId = Number(/qa=(\d+)/.exec(href ?? "")![1]);
    const qa = await app.serve.call("review.get", qaId);
    expect(qa.row).toMatchObject({ question, strategy: "asked" });
    expect(qa.review.decision).toBe("keep");
    expect(qa.evidence.length).toBeGreaterThan(0);
    await saveScreenshot(page, "ask-kept");
  });

  it("fits both window sizes in both themes with no internal names on screen", async () => {
    const problems: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await app.serve.call("settings.update", { theme });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset["theme"])).toBe(theme);
        await page.getByTestId("ask-page").locator('.pdf-page[data-rendered="true"]').first().waitFor({ timeout: POLL_MS });
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const where = `ask at ${size.width}x${size.height} (${theme})`;
        await saveScreenshot(page, `ask-${size.width}x${size.height}-${theme}`, { fullPage: true });
        problems.push(...(await layoutProblems(page)).map((p) => `${where}: ${p}`));
        problems.push(...(await internalNames(page)).map((p) => `${where}: ${p}`));
      }
    }
    await app.serve.call("settings.update", { theme: "light" });
    await page.setViewportSize(SIZES[0]);
    expect(problems).toEqual([]);
  });

  it("stops an answer being written, says nothing was stored, and says plainly what an empty question lacks", async () => {
    const before = (await app.serve.call("ask.list", { limit: 500 })).length;
    await page.getByTestId("ask-question").fill(others[0]!);
    await page.getByTestId("ask-submit").click();
    await page.getByTestId("ask-stop").click();
    await expect.poll(() => page.getByTestId("ask-status").textContent(), { timeout: POLL_MS }).toMatch(/Stopped before the answer was finished\. Nothing was stored\./);
    await saveScreenshot(page, "ask-stopped");
    expect((await app.serve.call("ask.list", { limit: 500 })).length).toBe(before);

    await page.getByTestId("ask-question").fill("   ");
    await page.getByTestId("ask-submit").click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Type a question to ask your papers.");
  });

  it("asks one paper from the library and lists the answers about it", async () => {
    await app.goToView(page, "library");
    // Selecting the paper's row (not its title, which opens it) brings up what can be done with it.
    await page.getByRole("row").filter({ hasText: pdfs.truth.title }).first().locator("td").last().click();
    await expect.poll(() => page.locator(".selection-title").textContent()).toBe(pdfs.truth.title);
    await page.getByTestId("ask-this-paper").click();
    await expect.poll(() => page.url()).toContain(`#/ask?papers=${paperId}`);
    await expect.poll(() => page.getByTestId("ask-scope").textContent()).toContain(pdfs.truth.title);
    await expect.poll(() => page.getByTestId("ask-history").textContent()).toContain(question);
    await saveScreenshot(page, "ask-one-paper");
    expect(app.pageErrors).toEqual([]);
  });
});
