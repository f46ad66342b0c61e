import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createCore } from "../../src-main/core/createCore.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// "Edit details…" as a researcher corrects a paper in Chromium against `distillate serve`: the
// form sits beside the PDF page (both visible, at 1440x900 and 1024x700), a DOI that is not one
// is refused and a doi.org link stored as its DOI, "use the PDF's" on one field keeps the other
// unsaved edits and saves nothing by itself, and an emptied title needs the explicit choice of
// the file name. Screenshots: test-artifacts/screenshots/paper-edit-*.png.

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: POLL_MS, interval: 100 });

describeInBrowser("correcting a paper's details in the browser", () => {
  const app = useServedApp(async ({ dataDir, work }) => {
    const pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
    const core = createCore({ dataDir });
    try {
      const [imported] = await core.services.imports.importPapers([pdfs.twoColumn]);
      return { paperId: imported!.paperId!, fileName: path.basename(pdfs.twoColumn) };
    } finally {
      await core.closeAsync();
    }
  });

  const paper = () => app.serve.call("library.getPaper", app.seed.paperId);
  const form = (page: Page) => page.getByRole("form", { name: "Correct the paper's details" });

  /** Opens the paper and its form; returns the problems a user would see on the screen. */
  const openForm = async (page: Page, shot: string): Promise<string[]> => {
    await app.go(page, `#/paper/${app.seed.paperId}`);
    await page.locator('.pdf-page[data-page="1"][data-rendered="true"]').waitFor({ timeout: POLL_MS });
    await page.getByRole("button", { name: "Edit details…" }).first().click();
    await form(page).waitFor();
    // Beside, not above: the form and the rendered page are both on screen, side by side.
    const formBox = (await form(page).boundingBox())!;
    const pageBox = (await page.locator('.pdf-page[data-page="1"]').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(pageBox.x + 1);
    expect(pageBox.y).toBeLessThan(viewport.height - 200);
    expect(formBox.y).toBeLessThan(viewport.height - 200);
    expect(pageBox.x + Math.min(pageBox.width, 300)).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, shot);
    return [...(await layoutProblems(page)), ...(await internalNames(page))];
  };

  it("refuses a DOI that is not one, stores a doi.org link as its DOI, beside the page at 1440x900", { timeout: POLL_MS * 2 }, async () => {
    const page = await app.open({ viewport: { width: 1440, height: 900 }, colorScheme: "light" });
    const problems = await openForm(page, "paper-edit-beside-1440x900-light");
    const doi = form(page).getByLabel("DOI");
    await doi.fill("not a doi");
    await doi.blur();
    await poll(() => form(page).getByRole("alert").first().innerText()).toMatch(/^“not a doi” is not a DOI/);
    await form(page).getByRole("button", { name: "Save corrections" }).click();
    await saveScreenshot(page, "paper-edit-bad-doi-1440x900-light");
    expect((await paper()).doi).not.toBe("not a doi");
    expect(await form(page).isVisible()).toBe(true);

    await doi.fill("https://doi.org/10.1021/acs.jpcc.0c01234");
    await form(page).getByLabel("Journal or venue").fill("Journal of Careful Reading");
    await form(page).getByRole("button", { name: "Save corrections" }).click();
    await poll(() => form(page).count()).toBe(0);
    expect(await paper()).toMatchObject({ doi: "10.1021/acs.jpcc.0c01234", venue: "Journal of Careful Reading" });
    await poll(() => page.getByRole("link", { name: "10.1021/acs.jpcc.0c01234" }).getAttribute("href")).toBe("https://doi.org/10.1021/acs.jpcc.0c01234");
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  it("keeps the other unsaved edits when one field takes the PDF's back, and asks before a title becomes the file name, at 1024x700", { timeout: POLL_MS * 2 }, async () => {
    const read = await paper();
    await app.serve.call("library.editPaper", app.seed.paperId, { changes: { title: "A title typed by hand" } });
    const page = await app.open({ viewport: { width: 1024, height: 700 }, colorScheme: "dark" });
    const problems = await openForm(page, "paper-edit-beside-1024x700-dark");
    const authors = form(page).getByLabel("Authors");
    await authors.fill("Ada Lovelace; Alan Turing");
    await form(page).getByRole("button", { name: "Use the PDF's title" }).click();
    // The title's box shows what the PDF says; the authors typed stay; nothing is saved yet.
    expect(await form(page).getByLabel("Title").inputValue()).toBe(read.title);
    expect(await authors.inputValue()).toBe("Ada Lovelace; Alan Turing");
    expect((await paper()).title).toBe("A title typed by hand");
    await saveScreenshot(page, "paper-edit-use-pdfs-1024x700-dark");
    await form(page).getByRole("button", { name: "Save corrections" }).click();
    await poll(() => form(page).count()).toBe(0);
    expect(await paper()).toMatchObject({ title: read.title, authors: ["Ada Lovelace", "Alan Turing"] });

    // An emptied title is not saved as the file name unless that is chosen.
    await page.getByRole("button", { name: "Edit details…" }).first().click();
    await form(page).getByLabel("Title").fill("");
    await form(page).getByRole("button", { name: "Save corrections" }).click();
    await poll(() => form(page).getByRole("alert").first().innerText()).toBe("The title is empty: type one, or choose to call the paper by its file name.");
    expect((await paper()).title).toBe(read.title);
    await saveScreenshot(page, "paper-edit-empty-title-1024x700-dark");
    problems.push(...(await layoutProblems(page)), ...(await internalNames(page)));
    await form(page).getByLabel("No title: call the paper by its file name").check();
    await form(page).getByRole("button", { name: "Save corrections" }).click();
    await poll(() => form(page).count()).toBe(0);
    expect(await paper()).toMatchObject({ title: null, name: app.seed.fileName });
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
