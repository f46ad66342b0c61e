import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { getPaper } from "../../../src-main/core/db/repositories/papers.ts";
import { importPapers } from "../../../src-main/core/documents/importPapers.ts";
import { variedPaperDetails, writeVariedPaper } from "../../support/generatedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

let db: LibraryDatabase | undefined;
afterEach(() => {
  if (db) closeDatabase(db);
  db = undefined;
});

// The scale benchmark's papers (bench/scale.bench.ts) must be distinct papers the importer reads
// as printed, or the library it builds would be duplicates and untitled files.
describe("the varied generated papers of the scale benchmark", () => {
  it("import as distinct papers with the title, authors and DOI each one prints", async () => {
    const dir = tempDir();
    const files = [0, 1, 13].map((index) => path.join(dir, `paper-${index}.pdf`));
    await Promise.all([0, 1, 13].map((index, i) => writeVariedPaper(files[i]!, index)));
    db = openDatabase(path.join(dir, "library.sqlite"));
    const results = await importPapers(db, files);
    expect(results.map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
    [0, 1, 13].forEach((index, i) => {
      const paper = getPaper(db!, results[i]!.paperId!)!;
      const printed = variedPaperDetails(index);
      expect(paper).toMatchObject({ title: printed.title, doi: printed.doi, authors: printed.authors });
      expect(paper.pageCount).toBeGreaterThanOrEqual(2);
    });
    // Papers 1 and 13 are on the same material, yet differ in title and text.
    expect(variedPaperDetails(1).title).not.toBe(variedPaperDetails(13).title);
  });
});
