import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import type { AskAnswer } from "../../src-main/contract/ask.ts";
import { writeTinyLlamaGguf } from "../../src-main/core/llm/models/tinyLlamaGguf.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The Ask view's switch for the built-in sentence encoder, in Chromium against `distillate serve`
// with the real encoder: it starts as measurement set it (the Models card's "ask" use), its reason
// is on screen with its figures, and flipping it decides whether the next answer's passages were
// re-ranked by meaning, as the stored answer and the list of passages found say. Screenshots:
// test-artifacts/screenshots/ask-meaning-*.png.

const SLOW = 1_800_000;

describeInBrowser("the Ask view's meaning switch", () => {
  const app = useServedApp(async ({ work }) => ({ pdfs: await writeGeneratedPdfs(path.join(work, "pdfs")), model: writeTinyLlamaGguf(path.join(work, "writer.gguf"), { seed: 1, contextLength: 4096, embeddingLength: 64, blockCount: 2, headWidth: 16 }).file }));
  let page: Page;
  let onByDefault: boolean;

  beforeAll(async () => {
    await app.serve.call("settings.update", { runtime: { threads: 1, backend: "cpu" } });
    await app.serve.call("imports.importPapers", [app.seed.pdfs.twoColumn, app.seed.pdfs.lineNumbered]);
    const { model } = await app.serve.call("models.add", app.seed.model, { waitForHash: true });
    await app.serve.call("settings.update", { defaultModelId: model.id });
    onByDefault = (await app.serve.call("models.builtIn")).uses.find((u) => u.id === "ask")!.use === "default";
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  }, SLOW);

  /** Asks in the view and returns the stored answer, once the view shows it (answered or refused). */
  const askInView = async (question: string): Promise<AskAnswer> => {
    await page.getByTestId("ask-question").fill(question);
    await page.getByTestId("ask-submit").click();
    await page.locator('[data-testid="ask-text"], [data-testid="ask-refusal"]').first().waitFor({ timeout: POLL_MS });
    const listed = (await app.serve.call("ask.list", { limit: 500 })).find((a) => a.question === question);
    expect(listed, "the answer the view shows is stored").toBeDefined();
    return app.serve.call("ask.get", listed!.id);
  };
  const foundNote = () => page.getByTestId("ask-found").locator(".ask-found-note").textContent();

  it("starts as measurement set it and says why, with the figures", { timeout: SLOW }, async () => {
    await app.go(page, "#/ask");
    const box = page.getByTestId("ask-meaning");
    await box.waitFor();
    await expect.poll(() => page.getByTestId("ask-meaning-why").textContent(), { timeout: 120_000 }).toMatch(/LitQA2/);
    expect(await box.isChecked()).toBe(onByDefault);
    expect(await page.locator(".ask-meaning-switch").textContent()).toContain(onByDefault ? "on by default" : "off by default");
  });

  it("on: the passages found are re-ranked by meaning, and the answer records the encoder's similarity", { timeout: SLOW }, async () => {
    await page.getByTestId("ask-meaning").setChecked(true);
    const answer = await askInView("Which substrate were the thin films grown on?");
    expect(answer.retrieval.method).toBe("words+embeddings");
    expect(answer.retrieval.passages.some((p) => p.scores.embedding !== null)).toBe(true);
    await expect.poll(foundNote).toContain("re-ranked by how close their meaning is to the question");
    // The choice holds for the next question.
    expect(await page.getByTestId("ask-meaning").isChecked()).toBe(true);
  });

  it("off: words alone, and the list says so", { timeout: SLOW }, async () => {
    await page.getByTestId("ask-meaning").setChecked(false);
    const answer = await askInView("How does the activation energy of the zirconia films change with their thickness?");
    expect(answer.retrieval.method).toBe("words");
    expect(answer.retrieval.passages.every((p) => p.scores.embedding === null)).toBe(true);
    await expect.poll(foundNote).not.toContain("meaning");
  });

  it("fits both window sizes in both themes with no internal names on screen", { timeout: SLOW }, async () => {
    const problems: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await app.serve.call("settings.update", { theme });
      for (const size of [
        { width: 1440, height: 900 },
        { width: 1024, height: 700 },
      ]) {
        await page.setViewportSize(size);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset["theme"])).toBe(theme);
        await page.getByTestId("ask-meaning").scrollIntoViewIfNeeded();
        const where = `ask at ${size.width}x${size.height} (${theme})`;
        await saveScreenshot(page, `ask-meaning-${size.width}x${size.height}-${theme}`);
        problems.push(...(await layoutProblems(page)).map((p) => `${where}: ${p}`));
        problems.push(...(await internalNames(page)).map((p) => `${where}: ${p}`));
      }
    }
    await app.serve.call("settings.update", { theme: "light" });
    expect(problems).toEqual([]);
  });
});
