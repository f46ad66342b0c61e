import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { DOUBTFUL_TITLE, writeDoubtfulPdf } from "../support/doubtfulPdf.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../support/generatedPdfs.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// A paper whose details the reader doubts, as a researcher meets it: flagged in the library
// (and found by the Details filter), explained in the paper view with how each detail was
// found and the way into "Edit details…"; a corrected paper marked "Edited" in the list.
// Screenshots go to test-artifacts/screenshots/.

describeInBrowser("doubtful details in the browser", () => {
  const app = useServedApp(async ({ work }) => {
    const pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
    const doubtfulFile = path.join(work, "pdfs", "water-notes.pdf");
    await writeDoubtfulPdf(doubtfulFile);
    return { pdfs, doubtfulFile };
  });
  let page: Page;
  let pdfs: GeneratedPdfSet;
  let doubtfulFile: string;
  const go = (hash: string) => app.go(page, hash);
  const row = (name: string | RegExp) => page.getByRole("row").filter({ hasText: name });

  /** The two sizes and schemes the brief asks to look at: wide and light, small and dark. */
  async function shots(name: string): Promise<void> {
    for (const [size, colorScheme] of [
      [{ width: 1440, height: 900 }, "light"],
      [{ width: 1024, height: 700 }, "dark"],
    ] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `${name}-${size.width}x${size.height}-${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: "light" });
  }

  beforeAll(async () => {
    ({ pdfs, doubtfulFile } = app.seed);
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  });

  it("flags the doubtful paper in the library, marks a corrected one, and filters to what needs checking", async () => {
    await go("#/library");
    await page.getByLabel("PDF files to import").setInputFiles([doubtfulFile, pdfs.twoColumn, pdfs.lineNumbered]);
    await expect.poll(() => row(DOUBTFUL_TITLE).count(), { timeout: 120_000 }).toBe(1);
    await expect.poll(() => row(pdfs.truth.title).count(), { timeout: 120_000 }).toBe(1);
    await expect.poll(() => row(pdfs.lineNumberedTruth.title).count(), { timeout: 120_000 }).toBe(1);

    // Correct the preprint's DOI as the paper view would, from another client.
    const papers = await app.serve.call("library.listPapers");
    const preprint = papers.find((p) => p.title === pdfs.lineNumberedTruth.title)!;
    await app.serve.call("library.editPaper", preprint.id, { changes: { doi: "10.5555/corrected.1" } });

    const flag = row(DOUBTFUL_TITLE).locator(".paper-doubt-flag");
    await expect.poll(() => flag.innerText(), { timeout: POLL_MS }).toContain("Check details");
    // A screen reader hears every doubt; a pointer sees them in the tooltip.
    expect(await flag.textContent()).toContain("No sections found");
    expect(await flag.getAttribute("title")).toContain("No sections found");
    expect(await row(pdfs.truth.title).locator(".paper-doubt-flag").count()).toBe(0);
    await expect.poll(() => row(pdfs.lineNumberedTruth.title).locator(".paper-edited-mark").innerText(), { timeout: POLL_MS }).toMatch(/^Edited\b/);
    expect(await row(pdfs.lineNumberedTruth.title).locator(".paper-edited-mark").getAttribute("title")).toBe("Details corrected: DOI");
    await shots("doubts-library");

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("combobox", { name: /^Details\b/ }).selectOption({ label: "To check" });
    await expect.poll(() => page.getByRole("row").count(), { timeout: POLL_MS }).toBe(2); // the header and one paper
    expect(await row(DOUBTFUL_TITLE).count()).toBe(1);
    await page.getByRole("combobox", { name: /^Details\b/ }).selectOption({ label: "Corrected" });
    await expect.poll(() => page.getByRole("row").filter({ hasText: pdfs.lineNumberedTruth.title }).count(), { timeout: POLL_MS }).toBe(1);
    expect(await page.getByRole("row").count()).toBe(2);
    await page.getByRole("combobox", { name: /^Details\b/ }).selectOption({ label: "Any" });
  }, 600_000);

  it("lists the doubts in the paper view with how each detail was found", async () => {
    const papers = await app.serve.call("library.listPapers");
    const doubtful = papers.find((p) => p.title === DOUBTFUL_TITLE)!;
    await go(`#/paper/${doubtful.id}`);
    const notice = page.getByRole("region", { name: "Details to check" });
    await expect.poll(() => notice.isVisible(), { timeout: POLL_MS }).toBe(true);
    expect(await notice.getByRole("listitem").filter({ hasText: "No sections found" }).count()).toBe(1);
    expect(await notice.innerText()).toMatch(/^⚠ Check against the PDF:/);

    await expect.poll(() => page.getByText("Loading the PDF…").count(), { timeout: POLL_MS }).toBe(0);
    await shots("doubts-paper");
    await notice.getByText("How the details were found").click();
    await expect.poll(() => notice.innerText(), { timeout: POLL_MS }).toContain("Title: largest text on page 1");
    expect(await notice.innerText()).toContain("Sections: not found");
    await shots("doubts-paper-found");

    // Sections cannot be corrected by hand, so the notice sends the reader to the text, not the form.
    expect(await notice.innerText()).toContain("The Text tab shows what was read.");
    expect(await notice.getByRole("button", { name: "Edit details…" }).count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  }, 600_000);
});
