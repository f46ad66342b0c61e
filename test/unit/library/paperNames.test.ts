import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { planWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { createLibraryService } from "../../../src-main/core/library/createLibraryService.ts";
import { runPapers } from "../../../src-main/core/db/repositories/runPapers.ts";
import { createReviewService } from "../../../src-main/core/review/createReviewService.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

// A paper whose title could not be found goes by its file name in every view, so a researcher
// never meets it as "Untitled paper #8" in one place and "scan-0042.pdf" in another.

let db: LibraryDatabase;
let dir: string;
beforeEach(() => {
  dir = tempDir();
  db = openDatabase(path.join(dir, "library.sqlite"));
});
afterEach(() => closeDatabase(db));

describe("a paper's name", () => {
  it("is its title, or the file it came from, in the library, the paper, the run and review", async () => {
    const untitled = insertPaperDocument(db, { ...samplePaper("untitled"), title: null, sourcePath: path.join(dir, "papers", "scan-0042.pdf") });
    const titled = insertPaperDocument(db, { ...samplePaper("titled"), title: "  Grain growth in perovskite films " });
    const library = createLibraryService({ db: () => db, databasePath: "", pool: () => new ParserPool() });
    const names = new Map((await library.browse()).papers.map((p) => [p.id, p.name]));
    expect(names.get(untitled)).toBe("scan-0042.pdf");
    expect(names.get(titled)).toBe("Grain growth in perovskite films");
    expect((await library.getPaper(untitled)).name).toBe("scan-0042.pdf");
    expect((await library.listPapers()).find((p) => p.id === untitled)).toMatchObject({ name: "scan-0042.pdf", title: null });
    // Searching for the file name finds the untitled paper.
    expect((await library.browse({ search: "scan-0042" })).papers.map((p) => p.id)).toEqual([untitled]);

    const model = { id: null, name: "m", sha256: null, quantization: null };
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@2", settings: {}, model, seed: 1, paperIds: [untitled] });
    planWorkItems(db, runId, [{ paperId: untitled, itemKey: "paper", kind: "paper", scope: {} }]);
    expect(runPapers(db, runId)[0]!.name).toBe("scan-0042.pdf");
    insertQaItem(db, { runId, workItemId: null, paperId: untitled, ordinal: 0, question: "Q?", answer: "A.", type: null, difficulty: null, hop: null, labels: {}, context: {}, evidence: [] });
    const review = createReviewService(() => db, () => "me", () => undefined);
    expect((await review.query({})).rows[0]!.paperName).toBe("scan-0042.pdf");
  });

  it("is filled in for papers imported before names were stored", () => {
    closeDatabase(db);
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 2 });
    insertPaperDocumentV2(old, "C:\\Users\\ana\\Downloads\\old-scan.pdf");
    closeDatabase(old);
    db = openDatabase(file);
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare("SELECT file_name FROM papers").pluck().get()).toBe("old-scan.pdf");
    raw.close();
  });
});

/** A paper row as schema v2 stored it (no file_name column yet). */
function insertPaperDocumentV2(db: LibraryDatabase, sourcePath: string): void {
  db.prepare(`INSERT INTO papers (sha256, source_path, file_size, title) VALUES (?, ?, 10, NULL)`).run("a".repeat(64), sourcePath);
}
