import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createCore } from "../../src-main/core/createCore.ts";
import { closeDatabase, openDatabase } from "../../src-main/core/db/openDatabase.ts";
import { insertQaItem } from "../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { DATABASE_FILE_NAME } from "../../src-main/core/system/dataDir.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// One paper imported twice as two files (Chromium against `distillate serve`): the library holds
// a paper and its password-protected copy (same text, other bytes), each with a QA. Importing a
// third copy says at once which paper it looks like, with "Keep both" and "Remove the new copy";
// the Library's list, the run form's paper picker and Review's Paper menu tell them apart by
// number and file.
// Screenshots: test-artifacts/screenshots/duplicates-*.png.

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: POLL_MS, interval: 100 });

describeInBrowser("a paper imported twice, in the browser", () => {
  const app = useServedApp(async ({ dataDir, work }) => {
    const pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
    const core = createCore({ dataDir });
    let ids: number[];
    try {
      const [first] = await core.services.imports.importPapers([pdfs.twoColumn]);
      const [locked] = await core.services.imports.importPapers([pdfs.encrypted], { password: pdfs.encryptedPassword });
      ids = [first!.paperId!, locked!.paperId!];
    } finally {
      await core.closeAsync();
    }
    // A QA on each, so both are in Review's Paper menu.
    const db = openDatabase(path.join(dataDir, DATABASE_FILE_NAME));
    try {
      const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: ids });
      for (const [i, paperId] of ids.entries()) {
        insertQaItem(db, { runId, workItemId: null, paperId, ordinal: 0, question: `Question ${i}?`, answer: `Answer ${i}.`, type: null, difficulty: null, hop: null, labels: {}, context: {}, evidence: [] });
      }
    } finally {
      closeDatabase(db);
    }
    return { ids, title: pdfs.truth.title, ownerOnly: pdfs.ownerOnly };
  });

  const problemsOf = async (page: Page) => [...(await layoutProblems(page)), ...(await internalNames(page))];

  it("says at import which paper a copy looks like, and keeps both or removes the copy as chosen", { timeout: POLL_MS * 2 }, async () => {
    const { ids, title, ownerOnly } = app.seed;
    const page = await app.open({ viewport: { width: 1440, height: 900 }, colorScheme: "light" });
    await app.go(page, "#/library");
    await page.getByLabel("PDF files to import").setInputFiles([ownerOnly]);
    const prompt = page.getByTestId("duplicate-prompt");
    // Each paper named in words, by a link: the library's numbers ("paper 3") are shown nowhere else to find.
    await poll(() => prompt.innerText()).toMatch(new RegExp(`^owner-only\\.pdf was imported as a new paper, but it is likely the same paper as “${title}”, already in the library: the text read from both files is the same\\.`));
    expect(await prompt.getByRole("link", { name: `“${title}”` }).getAttribute("href")).toMatch(new RegExp(`/${ids[0]}$`));
    expect(await prompt.getByRole("link", { name: "a new paper" }).count()).toBe(1);
    await saveScreenshot(page, "duplicates-import-1440x900-light");
    const problems = await problemsOf(page);
    await prompt.getByRole("button", { name: "Remove the new copy" }).click();
    await poll(() => prompt.count()).toBe(0);
    expect((await app.serve.call("library.listPapers")).map((p) => p.id).sort()).toEqual([...ids].sort());

    // Sent again and kept: both stay, the warning goes.
    await page.getByLabel("PDF files to import").setInputFiles([ownerOnly]);
    await poll(() => prompt.count()).toBe(1);
    await prompt.getByRole("button", { name: "Keep both" }).click();
    await poll(() => prompt.count()).toBe(0);
    expect(await app.serve.call("library.listPapers")).toHaveLength(3);
    // The Library's rows of one name say which file each is (never the library's numbers).
    await poll(async () => (await page.getByTestId("paper-twin").allInnerTexts()).map((t) => t.trim())).toEqual(expect.arrayContaining(["two-column.pdf", "encrypted.pdf", "owner-only.pdf"]));
    await saveScreenshot(page, "duplicates-library-1440x900-light");
    problems.push(...(await problemsOf(page)));
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  // A name holding U+202E (right-to-left override): raw, it would turn the rest of the prompt's
  // sentence around ("was imported as a new paper ..." read backwards); it is shown as its escape.
  it("shows a copy's name with a bidi override as an escape, the sentence in its own order", { timeout: POLL_MS * 2 }, async () => {
    const { ownerOnly } = app.seed;
    const page = await app.open({ viewport: { width: 1024, height: 700 }, colorScheme: "light" });
    await app.go(page, "#/library");
    // Other bytes than the copies already kept (a line after its end), the same text.
    await page.getByLabel("PDF files to import").setInputFiles([{ name: "notes\u202efdp.exe.pdf", mimeType: "application/pdf", buffer: Buffer.concat([fs.readFileSync(ownerOnly), Buffer.from("\n% another copy\n")]) }]);
    const prompt = page.getByTestId("duplicate-prompt");
    await poll(() => prompt.innerText()).toMatch(/^notes\\u202efdp\.exe\.pdf was imported as a new paper, but it is likely the same paper as “.+”, already in the library:/);
    expect(await prompt.innerText()).not.toContain("\u202e");
    await prompt.getByRole("button", { name: "Remove the new copy" }).click();
    await poll(() => prompt.count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });

  it("tells the two apart in the run form's paper picker and in Review's Paper menu", { timeout: POLL_MS * 2 }, async () => {
    const page = await app.open({ viewport: { width: 1024, height: 700 }, colorScheme: "dark" });
    // The run form wants a model before it offers papers.
    await app.serve.call("models.addDemo");
    await app.go(page, "#/runs");
    await page.getByTestId("open-new-run").click();
    await page.getByRole("radio", { name: "Choose papers" }).check();
    const picker = page.getByTestId("run-paper-picker");
    await poll(async () => (await picker.locator(".paper-picker-twin").allInnerTexts()).map((t) => t.trim())).toEqual(expect.arrayContaining(["two-column.pdf ·", "encrypted.pdf ·"]));
    await picker.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "duplicates-run-picker-1024x700-dark");
    const problems = await problemsOf(page);

    await app.goToView(page, "review?mode=table");
    const menu = page.getByTestId("filter-paper");
    await menu.locator("button.choice-button").click();
    await poll(() => menu.locator(".choice-detail").allInnerTexts()).toEqual(expect.arrayContaining(["two-column.pdf · 1 QA", "encrypted.pdf · 1 QA"]));
    await saveScreenshot(page, "duplicates-review-menu-1024x700-dark");
    problems.push(...(await problemsOf(page)));
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
