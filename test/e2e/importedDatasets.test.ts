import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createCore } from "../../src-main/core/createCore.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { writeVariedPaper } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES } from "../support/themeInPlace.ts";

// A QA dataset imported with its rows' source texts, beside two generated PDFs, in Chromium against
// `distillate serve`: the Library lists the two papers and the dataset as one entry apart (its
// texts inside it, source 2 before source 10), the run form's and Ask's "all papers" are the two
// papers, the dataset is chosen as one, and its text opens as text (no PDF pane, no missing
// file, no "0 pages"). Both window sizes, both themes. Screenshots:
// test-artifacts/screenshots/imported-dataset-*.png.

// Two generated papers: they only stand for "papers beside the dataset", and a clone without ../shared has them too.
const PDFS = ["paper-1.pdf", "paper-2.pdf"];
const DATASET = "chemlit_test_split.csv";
/** Eleven distinct source texts, so "Source 10" and "Source 11" exist to sort after "Source 2". */
const SOURCES = Array.from({ length: 11 }, (_, i) => `Sample ${i + 1} was annealed at ${100 + i * 10} °C for ${i + 2} min under argon before the XRD scan.`);
describeInBrowser("an imported dataset in the browser", () => {
  const app = useServedApp(async ({ dataDir, work }) => {
    const core = createCore({ dataDir, llm: { backend: "cpu", threads: TEST_THREADS } });
    try {
      await core.services.settings.update({ runtime: { threads: TEST_THREADS, backend: "cpu" } });
      const pdfs = PDFS.map((name) => path.join(work, name));
      for (const [index, pdf] of pdfs.entries()) await writeVariedPaper(pdf, index);
      await core.services.imports.importPapers(pdfs);
      // The run form asks for a model before it shows; none runs here.
      await core.services.models.add(writeTinyModel(work, "tiny-test.gguf"), { waitForHash: true });
      const file = path.join(work, DATASET);
      const rows = SOURCES.map((source, i) => `"At what temperature was sample ${i + 1} annealed?","At ${100 + i * 10} °C.","${source}"`);
      fs.writeFileSync(file, `question,answer,chunk\n${rows.join("\n")}\n`);
      await core.services.qaImport.importQas({ file, fields: { source: "chunk" } });
    } finally {
      await core.closeAsync();
    }
  });

  const look = async (page: Page, name: string, problems: string[]) => {
    await saveScreenshot(page, name);
    problems.push(...[...(await layoutProblems(page)), ...(await internalNames(page))].map((p) => `${name}: ${p}`));
  };

  it("shows the dataset as one entry apart from the papers, chosen only as one, and its text as text", async () => {
    const problems: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await app.serve.call("settings.update", { theme });
      for (const size of SIZES) {
        const tag = `${size.width}x${size.height}-${theme}`;
        const page = await app.open({ viewport: size });

        // Library: two papers, and the dataset once, its texts inside in their own order.
        await app.go(page, "#/library");
        const table = page.locator(".paper-table tbody tr");
        await expect.poll(() => table.count(), { timeout: POLL_MS }).toBe(2);
        // The header's QAs are the papers' QAs: the dataset's 11 are counted on its own entry below.
        await expect.poll(() => page.locator(".view-header-meta").textContent(), { timeout: POLL_MS }).toBe("2 papers · 0 QAs");
        await expect(page.locator(".paper-table").textContent()).resolves.not.toContain("(source");
        // The datasets are asked for apart from the papers, so their list may come after the table.
        const dataset = page.locator(".dataset-entry");
        await expect.poll(() => dataset.count(), { timeout: POLL_MS }).toBe(1);
        await expect.poll(() => dataset.locator("summary").textContent(), { timeout: POLL_MS }).toContain(`${DATASET}Imported dataset · 11 texts · 11 QAs`);
        await dataset.locator("summary").click();
        const texts = dataset.locator(".dataset-texts a");
        await expect.poll(() => texts.count(), { timeout: POLL_MS }).toBe(11);
        await expect(texts.allTextContents()).resolves.toEqual(SOURCES.map((_, i) => `Source ${i + 1}`));
        await look(page, `imported-dataset-library-${tag}`, problems);

        // The run form: "All papers" are the two papers; the dataset is chosen as one entry.
        await app.goToView(page, "runs");
        // The imported run is listed; the form opens on "New run".
        await page.getByTestId("open-new-run").click({ timeout: POLL_MS });
        const form = page.getByTestId("new-run-form");
        await form.waitFor({ timeout: POLL_MS });
        await expect.poll(() => form.getByText("All papers (2)").count(), { timeout: POLL_MS }).toBe(1);
        await form.getByRole("radio", { name: /Choose papers/ }).check();
        const picker = page.getByTestId("run-paper-picker");
        const datasetChoice = picker.getByRole("checkbox", { name: `Imported dataset “${DATASET}”` });
        await datasetChoice.waitFor({ timeout: POLL_MS });
        await expect.poll(() => picker.locator(".paper-picker-list > li").count(), { timeout: POLL_MS }).toBe(3);
        await expect(picker.textContent()).resolves.not.toContain("(source");
        await datasetChoice.check();
        await expect.poll(() => form.textContent(), { timeout: POLL_MS }).toContain(`Choose papers (the dataset “${DATASET}” chosen)`);
        // The line beside Start names the dataset, not eleven papers.
        await expect.poll(() => form.textContent(), { timeout: POLL_MS }).toMatch(new RegExp(`on the dataset “${DATASET.replace(/\./g, "\\.")}” with tiny-test`));
        await look(page, `imported-dataset-run-form-${tag}`, problems);

        // Ask: all papers are the two papers; choosing the dataset asks it, named as one.
        await app.goToView(page, "ask");
        const scope = page.getByTestId("ask-scope");
        await expect.poll(() => scope.textContent(), { timeout: POLL_MS }).toContain("Asking all 2 papers in the library.");
        await scope.getByRole("button", { name: "Choose papers…" }).click();
        const askPicker = page.getByTestId("ask-paper-picker");
        await askPicker.getByRole("checkbox", { name: `Imported dataset “${DATASET}”` }).check();
        await expect.poll(() => scope.locator(".ask-scope-line").textContent(), { timeout: POLL_MS }).toContain(`Asking the dataset “${DATASET}” only.`);
        await look(page, `imported-dataset-ask-${tag}`, problems);

        // A text opens as text: its words where the PDF page would be, no missing file, no pages.
        await app.goToView(page, "library");
        await page.locator(".dataset-entry summary").click();
        await page.locator(".dataset-texts a", { hasText: /^Source 10$/ }).click();
        const heading = page.locator(".paper-title-heading");
        await expect.poll(() => heading.textContent(), { timeout: POLL_MS }).toBe("Source 10");
        const pane = page.locator(".dataset-text-pane");
        await expect.poll(() => pane.textContent(), { timeout: POLL_MS }).toContain(SOURCES[9]);
        await expect.poll(() => page.locator(".paper-view").textContent(), { timeout: POLL_MS }).toContain(`A text from the imported QA dataset “${DATASET}”`);
        const body = (await page.locator(".paper-view").textContent()) ?? "";
        expect(body).not.toMatch(/0 pages|not where it was imported|PDF could not be shown/);
        await expect(page.locator(".pdf-page-view, .pdf-missing, canvas").count()).resolves.toBe(0);
        // A text has no sections and no tables, and its words are already beside: no tab offers them.
        await expect.poll(() => page.locator("#paper-tab-qas").count(), { timeout: POLL_MS }).toBe(1);
        await expect(page.locator("#paper-tab-text, #paper-tab-outline, #paper-tab-tables").count()).resolves.toBe(0);
        await look(page, `imported-dataset-text-${tag}`, problems);
        await page.close();
      }
    }
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
