import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { QaRecordSchema } from "../../src-main/contract/exportRecord.ts";
import { saveScreenshot } from "../support/browser.ts";
import type { GeneratedPdfSet } from "../support/generatedPdfs.ts";
import { REPO_ROOT } from "../support/runCliProcess.ts";
import { useServedPapersAndModel } from "../support/servedPapersAndModel.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The researcher's day in one browser session against `distillate serve` on a fresh data dir:
// import a PDF, add a model, run a strategy to 100%, review three QAs with the keyboard only,
// read the paper's key QAs with the evidence highlighted on the rendered page, and export.
// Each step leaves a screenshot in test-artifacts/screenshots/ (the CI keeps them).

const CORRECTED_ANSWER = "Linear Arrhenius behaviour between 500 K and 1073 K";

const shot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: true });

describeInBrowser("a researcher's session in the browser", () => {
  const app = useServedPapersAndModel();
  let page: Page;
  let pdfs: GeneratedPdfSet;
  let modelFile: string;
  const go = (hash: string) => app.go(page, hash);
  /** A review key, pressed once the focus view shows a QA and no change is in flight. */
  const reviewKey = async (key: string) => {
    await page.locator('[data-testid="review-focus"]:not([aria-busy="true"])').waitFor();
    await page.keyboard.press(key);
  };

  beforeAll(async () => {
    ({ pdfs, modelFile } = app.seed);
    page = await app.open({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  });

  it("starts empty and says what to do next", async () => {
    await go("#/library");
    await expect.poll(() => page.getByText(/import/i).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: /no papers yet/i }).isVisible()).toBe(true);
    await shot(page, "01-library-empty");
  });

  it("imports a PDF chosen in the file picker and lists it with its title", async () => {
    await page.getByLabel("PDF files to import").setInputFiles(pdfs.twoColumn);
    await expect.poll(() => page.getByRole("link", { name: pdfs.truth.title }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/imported/i).first().isVisible()).toBe(true);
    await shot(page, "02-library-imported");
  });

  it("asks for the password of a protected PDF and says why a broken file failed, without stopping the batch", async () => {
    await page.getByLabel("PDF files to import").setInputFiles([pdfs.encrypted, pdfs.notPdf, pdfs.textless]);
    const password = page.getByLabel("Password for encrypted.pdf");
    await expect.poll(() => password.isVisible()).toBe(true);
    // The other files of the batch may still be parsing when the prompt shows.
    // The reason sits beside the file's name and says the cause once, without repeating the name.
    const notPdfRow = page.locator(".import-file-failed", { hasText: "not-a-pdf.pdf" });
    await expect.poll(() => notPdfRow.locator(".import-file-detail").textContent()).toMatch(/^It is not a PDF file/);
    // A page with neither text nor a picture of text: OCR has nothing to read either.
    await expect.poll(() => page.getByText(/has nothing to read/).isVisible()).toBe(true);
    await password.fill("wrong");
    await page.getByRole("button", { name: "Unlock and import" }).click();
    await expect.poll(() => page.getByText("That password did not open the file. Try again.").isVisible()).toBe(true);
    await shot(page, "02b-library-password");
    await password.fill(pdfs.encryptedPassword);
    await page.getByRole("button", { name: "Unlock and import" }).click();
    await expect.poll(() => page.getByText(/2 papers/).first().isVisible()).toBe(true);
    // The later steps work on the first paper only: remove the protected one again (the newest,
    // so the selection bar's default), through the confirmation dialog.
    await page.getByRole("button", { name: "Remove…" }).click();
    await page.getByRole("button", { name: "Remove paper" }).click();
    await expect.poll(() => page.getByText(/^1 paper\b/).first().isVisible()).toBe(true);
  });

  it("imports PDFs dropped on the library, and knows a paper it already has", async () => {
    const bytes = [...fs.readFileSync(pdfs.twoColumn)];
    const transfer = await page.evaluateHandle((data) => {
      const dropped = new DataTransfer();
      dropped.items.add(new File([new Uint8Array(data)], "dropped-copy.pdf", { type: "application/pdf" }));
      return dropped;
    }, bytes);
    const view = page.locator(".library-view");
    await view.dispatchEvent("dragenter", { dataTransfer: transfer });
    await view.dispatchEvent("drop", { dataTransfer: transfer });
    const batch = page.locator(".import-batch-head", { hasText: "dropped-copy.pdf" });
    await expect.poll(() => batch.textContent()).toContain("1 already in the library");
    await expect.poll(() => page.getByText(/^1 paper\b/).first().isVisible()).toBe(true);
  });

  it("adds the model by its path on the server", async () => {
    await go("#/models");
    await page.getByLabel("GGUF file path").fill(modelFile);
    await page.getByRole("button", { name: "Add model" }).click();
    await expect.poll(() => page.getByText("tiny-test").first().isVisible()).toBe(true);
    await shot(page, "03-models");
    // Load it with an explicit context, see it loaded, and unload it again.
    await page.getByLabel("Context size").fill("2048");
    await page.getByRole("button", { name: "Load", exact: true }).click();
    await expect.poll(() => page.locator(".load-status").textContent()).toMatch(/Loaded\s*tiny-test.*context 2,048 tokens/);
    await page.getByRole("button", { name: "Unload" }).click();
    await expect.poll(() => page.locator(".load-status").textContent()).toMatch(/No model is loaded/);
  });

  it("starts a run and follows its progress to 100%", async () => {
    // From the paper's row in the library, as a researcher would: the run form opens with it.
    await go("#/library");
    await page.getByRole("link", { name: "Generate QAs…" }).click();
    await expect.poll(() => page.getByTestId("new-run-form").isVisible()).toBe(true);
    await page.getByRole("radio", { name: "SciQAG" }).check();
    // Greedy decoding: the tiny model then writes the same QAs on every run of this test
    // (SciQAG's own default samples at 0.6, which made the QA count vary between runs).
    await page.getByLabel("Temperature", { exact: true }).fill("0");
    await page.getByTestId("start-run").click();
    // The bar is named by the run's name ("SciQAG · <model> · 5 Dec 10:14 progress"), never "Run 3".
    const bar = page.getByRole("progressbar", { name: /^SciQAG · .+ · \d{1,2} [A-Z][a-z]{2} \d\d:\d\d progress$/ }).first();
    await expect.poll(async () => (await bar.getAttribute("aria-valuemax")) ?? "0").not.toBe("0");
    await expect
      .poll(async () => [await bar.getAttribute("aria-valuenow"), await bar.getAttribute("aria-valuemax")], { interval: 500 })
      .toSatisfy(([now, max]) => now !== null && now === max);
    await expect.poll(() => page.getByTestId("run-item").first().textContent()).toMatch(/1 of 1 item done/);
    await expect.poll(() => page.getByTestId("run-item").first().textContent()).toMatch(/completed/i);
    // The card leads with the QAs accepted and rejected: together, every QA the run wrote.
    const headline = (await page.getByTestId("run-item").first().getByTestId("run-qa-headline").textContent()) ?? "";
    const qas = [...headline.matchAll(/(\d+) (accepted|rejected)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(qas).toBeGreaterThanOrEqual(4); // the review and key-QA steps need a few
    await page.getByTestId("run-item").first().click();
    await shot(page, "04-runs-completed");
  });

  it("reviews three QAs with the keyboard only: keep, drop, keep", async () => {
    await go("#/review?mode=focus");
    const focus = page.getByTestId("review-focus");
    await expect.poll(() => focus.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("review-reviewed").textContent()).toBe("0");
    await shot(page, "05-review-focus");
    // Correct the first QA's answer and difficulty before keeping it.
    await reviewKey("e");
    await expect.poll(() => page.getByLabel("Corrected answer").isVisible()).toBe(true);
    await page.keyboard.press("Control+a");
    await page.keyboard.type(CORRECTED_ANSWER);
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => page.getByTestId("qa-answer").textContent()).toContain(CORRECTED_ANSWER);
    await reviewKey("2");
    await expect.poll(() => page.getByTestId("qa-difficulty").textContent()).toMatch(/medium/i);
    for (const [key, reviewed] of [["k", "1"], ["d", "2"], ["k", "3"]] as const) {
      await reviewKey(key);
      await expect.poll(() => page.getByTestId("review-reviewed").textContent()).toBe(reviewed);
    }
    // Undo takes the last decision back, and K keeps the same QA again.
    await reviewKey("u");
    await expect.poll(() => page.getByTestId("review-reviewed").textContent()).toBe("2");
    await reviewKey("k");
    await expect.poll(() => page.getByTestId("review-reviewed").textContent()).toBe("3");
    await reviewKey("?");
    await expect.poll(() => page.getByTestId("shortcut-help").isVisible()).toBe(true);
    await shot(page, "06-review-shortcuts");
    await page.keyboard.press("Escape");
    await go("#/review?mode=table");
    await expect.poll(() => page.getByTestId("review-row").count()).toBeGreaterThan(0);
    await shot(page, "07-review-table");
    // Bulk: select every pending QA, drop them all, then undo; the three decisions above stay.
    await page.getByRole("grid").focus();
    await page.keyboard.press("Control+a");
    await expect.poll(() => page.getByTestId("bulk-selected").textContent()).toMatch(/^7 selected/);
    await page.keyboard.press("d");
    await expect.poll(() => page.getByTestId("review-reviewed").textContent()).toBe("10");
    await page.keyboard.press("u");
    await expect.poll(() => page.getByTestId("review-reviewed").textContent()).toBe("3");
  });

  it("shows the paper's key QAs and highlights a QA's evidence on the rendered page and in the text", async () => {
    await go("#/library");
    await page.getByRole("link", { name: pdfs.truth.title }).first().click();
    const cards = page.getByRole("listbox", { name: "Key QAs" }).getByRole("option");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await cards.first().click();
    await expect.poll(() => page.locator('.pdf-page[data-rendered="true"]').count()).toBeGreaterThan(0);
    const boxes = page.getByTestId("evidence-box");
    await expect.poll(() => boxes.count()).toBeGreaterThan(0);
    // The extracted text is a tab beside the key QAs.
    await page.getByRole("tab", { name: "Text" }).click();
    await expect.poll(() => page.locator("mark").first().isVisible()).toBe(true);
    // The highlight sits on the page canvas, over ink that pdf.js drew (not on a blank area).
    const check = await page.evaluate(() => {
      const box = document.querySelector('[data-testid="evidence-box"]');
      // The canvas of the page the box is on (not a thumbnail's).
      const canvas = box?.closest(".pdf-page")?.querySelector("canvas");
      if (!canvas || !box) return null;
      const c = canvas.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      const sx = canvas.width / c.width;
      const sy = canvas.height / c.height;
      const data = canvas
        .getContext("2d")!
        .getImageData(Math.round((b.left - c.left) * sx), Math.round((b.top - c.top) * sy), Math.max(1, Math.round(b.width * sx)), Math.max(1, Math.round(b.height * sy))).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
      const inside = b.left >= c.left - 1 && b.right <= c.right + 1 && b.top >= c.top - 1 && b.bottom <= c.bottom + 1;
      return { inside, dark, width: b.width, height: b.height };
    });
    await shot(page, "08-paper-evidence");
    expect(check).toMatchObject({ inside: true });
    expect(check!.width).toBeGreaterThan(5);
    expect(check!.height).toBeGreaterThan(3);
    expect(check!.dark).toBeGreaterThan(0);
  });

  it("exports JSON with the reviewed QAs and their provenance", async () => {
    await go("#/export");
    await page.getByRole("radio", { name: /^JSON\b/ }).check();
    await expect.poll(() => page.getByTestId("export-count").textContent()).toMatch(/\d/);
    await expect.poll(() => page.getByTestId("export-preview").textContent()).toContain('"question"');
    await shot(page, "09-export");
    const shown = Number((await page.getByTestId("export-count").textContent())!.replace(/\D/g, ""));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-save").click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const file = path.join(tempDirForSuite("distillate-flow-export-"), download.suggestedFilename());
    await download.saveAs(file);
    const records = JSON.parse(fs.readFileSync(file, "utf8")) as unknown[];
    expect(records.length).toBe(shown);
    const parsed = records.map((record) => QaRecordSchema.parse(record));
    // The dropped QA is left out by default; the two kept ones are in, marked kept.
    expect(parsed.filter((r) => r.review.status === "kept")).toHaveLength(2);
    expect(parsed.some((r) => r.review.status === "dropped")).toBe(false);
    // The correction made in review is the exported answer; the model's answer stays beside it.
    const corrected = parsed.find((r) => r.answer === CORRECTED_ANSWER);
    expect(corrected).toMatchObject({ difficulty: "medium", review: { status: "kept" } });
    expect(corrected!.originalAnswer).not.toBe(CORRECTED_ANSWER);
    for (const record of parsed) expect(record.paper.title).toBe(pdfs.truth.title);
  });

  it("shows the settings and the system facts, with no page errors along the way", async () => {
    await go("#/settings");
    await expect.poll(() => page.getByRole("heading", { name: /system/i }).first().isVisible()).toBe(true);
    await shot(page, "10-settings");
    // The dark theme applies at once, is stored, and holds across a reload.
    await page.getByRole("radio", { name: "Dark" }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset["theme"])).toBe("dark");
    await go("#/review?mode=focus");
    await expect.poll(() => page.getByTestId("review-focus").isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset["theme"])).toBe("dark");
    await shot(page, "11-review-dark");
    expect(app.pageErrors).toEqual([]);
  });

  it("has no serious accessibility violations in any view (axe-core)", async () => {
    // axe is injected as a script, which the page's CSP rightly forbids: this one context
    // bypasses the CSP for the audit only (every other step runs under it).
    const context = await app.newContext({ viewport: { width: 1360, height: 900 }, bypassCSP: true });
    const audit = await context.newPage();
    const axeSource = fs.readFileSync(path.join(REPO_ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8");
    const found: string[] = [];
    // Each view is audited once it shows what the steps above saw in it (the event stream
    // keeps the network busy, so no "network idle" ever comes): its heading, then its data.
    const shown: Record<string, () => Promise<void>> = {
      "#/library": () => audit.getByRole("link", { name: pdfs.truth.title }).first().waitFor(),
      "#/paper/1": () => audit.locator('.pdf-page[data-rendered="true"]').first().waitFor(),
      "#/runs": () => audit.getByTestId("run-item").filter({ hasText: /completed/i }).first().waitFor(),
      "#/review?mode=focus": () => audit.locator('[data-testid="review-focus"]:not([aria-busy="true"])').waitFor(),
      "#/review?mode=table": () => audit.getByTestId("review-row").first().waitFor(),
      "#/export": () => audit.getByTestId("export-preview").filter({ hasText: '"question"' }).waitFor(),
      "#/models": () => audit.getByText("tiny-test").first().waitFor(),
      "#/settings": () => audit.getByRole("heading", { name: /system/i }).first().waitFor(),
    };
    for (const [hash, viewShown] of Object.entries(shown)) {
      await app.go(audit, hash);
      await audit.locator("main h1").first().waitFor();
      await viewShown();
      await audit.evaluate(axeSource);
      const violations = await audit.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
      });
      found.push(...violations.map((v) => `${hash} ${v}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
