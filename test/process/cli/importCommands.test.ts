import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ImportResultSchema, PaperDetailSchema, PaperSummarySchema } from "../../../src-main/contract/index.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { writeImportTree } from "../../support/importTree.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const jsonLines = (stdout: string) => stdout.trim().split("\n").map((line) => ImportResultSchema.parse(JSON.parse(line)));

describe("distillate import, papers, show (child process)", () => {
  it("import --json prints one result per file and exits 2 when a file failed, 0 when none did", async () => {
    const root = tempDir();
    const { batch, expected, files } = await writeImportTree(root);
    const dataDir = tempDir();

    const mixed = runCliProcess(["import", ...batch, "--json", "--data-dir", dataDir]);
    expect(mixed.stderr).toBe("");
    expect(mixed.code).toBe(2);
    const results = jsonLines(mixed.stdout);
    expect(results.map((r) => r.file).sort()).toEqual([...expected].sort());
    const twoColumn = results.find((r) => r.file === files.twoColumn)!;
    expect(results.find((r) => r.file === files.duplicate)).toMatchObject({ status: "duplicate", paperId: twoColumn.paperId });
    expect(results.find((r) => r.file === files.encrypted)!.error!.name).toBe("PasswordRequiredError");

    const pdfs = await writeGeneratedPdfs(tempDir());
    const clean = runCliProcess(["import", pdfs.encrypted, "--password", pdfs.encryptedPassword, "--json", "--data-dir", dataDir]);
    expect(clean.code).toBe(0);
    // The password-protected copy of a paper already imported: other bytes, so imported, and said to
    // be the same paper as the oldest one with its text. The owner-password copy in the batch has
    // that text too, and which of the two was stored first depends on which parse worker finished first.
    const oldestSameText = Math.min(twoColumn.paperId!, results.find((r) => r.file === files.ownerOnly)!.paperId!);
    expect(jsonLines(clean.stdout)).toEqual([
      {
        file: pdfs.encrypted,
        status: "imported",
        paperId: expect.any(Number),
        pages: pdfs.truth.pageCount,
        error: null,
        likelyDuplicateOf: { paperId: oldestSameText, name: pdfs.truth.title, matchedBy: "text" },
      },
    ]);
  });

  it("--password is offered only to a file that needs one: an owner-password-only PDF imports, a wrong user password fails", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const dataDir = tempDir();
    const batch = runCliProcess(["import", pdfs.ownerOnly, pdfs.encrypted, "--password", "not-the-password", "--json", "--data-dir", dataDir]);
    expect(batch.code).toBe(2);
    const results = jsonLines(batch.stdout);
    expect(results.find((r) => r.file === pdfs.ownerOnly)).toMatchObject({ status: "imported", pages: pdfs.truth.pageCount });
    expect(results.find((r) => r.file === pdfs.encrypted)!.error!.name).toBe("IncorrectPasswordError");
  });

  it("without --json: a line per file and a summary on stdout, progress on stderr", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const dataDir = tempDir();
    const { code, stdout, stderr } = runCliProcess(["import", pdfs.twoColumn, pdfs.textless, "--data-dir", dataDir]);
    expect(code).toBe(2);
    expect(stdout).toMatch(/^imported +#1 .*two-column\.pdf \(\d+ pages\)$/m);
    // OCR is on by default: a page of drawn shapes has no picture to read, and is refused as such.
    expect(stdout).toMatch(/^FAILED +NothingToReadError: .*textless\.pdf has nothing to read: its pages hold neither text nor pictures of text/m);
    expect(stdout).toMatch(/^1 imported, 0 already in the library, 1 failed; \d+ pages? in [\d.]+ s/m);
    expect(stderr).toMatch(/^\[1\/2\] .*two-column\.pdf$/m);
    expect(stderr).toMatch(/^\[2\/2\] .*textless\.pdf$/m);

    expect(runCliProcess(["import", "--data-dir", dataDir]).code).toBe(64);
  });

  it("papers --json and show --json print the documented shapes", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const dataDir = tempDir();
    runCliProcess(["import", pdfs.twoColumn, pdfs.lineNumbered, "--data-dir", dataDir]);

    const list = runCliProcess(["papers", "--json", "--data-dir", dataDir]);
    expect(list.code).toBe(0);
    const papers = z.array(PaperSummarySchema).parse(JSON.parse(list.stdout));
    expect(papers.map((p) => p.title).sort()).toEqual([pdfs.truth.title, pdfs.lineNumberedTruth.title].sort());
    const article = papers.find((p) => p.title === pdfs.truth.title)!;
    expect(article).toMatchObject({ doi: pdfs.truth.doi, pages: pdfs.truth.pageCount, authors: pdfs.truth.authors });
    expect(Date.parse(article.importedAt)).not.toBeNaN();

    const shown = runCliProcess(["show", String(article.id), "--json", "--data-dir", dataDir]);
    expect(shown.code).toBe(0);
    const detail = PaperDetailSchema.parse(JSON.parse(shown.stdout));
    expect(detail).toMatchObject({ id: article.id, title: pdfs.truth.title, doi: pdfs.truth.doi, pages: pdfs.truth.pageCount });
    expect(detail.abstract).toContain(pdfs.truth.abstract.slice(0, 60));
    expect(detail.sections.length).toBeGreaterThan(0);
    expect(detail.sections.every((s) => s.heading !== "" || s.level === 0)).toBe(true);
    // The abstract is not repeated in the body, and references are apart from it.
    const body = detail.sections.flatMap((s) => s.paragraphs.map((p) => p.text)).join("\n");
    expect(body).not.toContain(pdfs.truth.abstract.slice(0, 60));
    expect(detail.references.length).toBeGreaterThan(0);
    expect(detail.captions.every((c) => c.page >= 1 && c.page <= detail.pages)).toBe(true);

    const human = runCliProcess(["show", String(article.id), "--data-dir", dataDir]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(pdfs.truth.title);
    expect(human.stdout).toMatch(new RegExp(`^DOI +${pdfs.truth.doi.replaceAll(".", "\\.")}$`, "m"));
    expect(human.stdout).toMatch(/^Sections$/m);
    expect(human.stdout).toMatch(new RegExp(`${detail.references.length} references`));
    expect(runCliProcess(["papers", "--data-dir", dataDir]).stdout).toContain(pdfs.lineNumberedTruth.title);

    const missing = runCliProcess(["show", "999", "--json", "--data-dir", dataDir]);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr)).toMatchObject({ error: { name: "PaperNotFoundError" } });
    // The message is the app's; the command-line advice follows it on the terminal only.
    expect(runCliProcess(["show", "999", "--data-dir", dataDir]).stderr).toBe(
      'distillate: There is no paper with id 999 in this library (it may have been removed).\n"distillate papers" lists the papers of this library.\n',
    );
    expect(runCliProcess(["show", "abc", "--data-dir", dataDir]).code).toBe(64);
  });
});
