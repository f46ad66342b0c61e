import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { methods, type MethodName, type MethodResult } from "../../../src-main/contract/methods.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import Database from "better-sqlite3";
import { DATABASE_FILE_NAME } from "../../../src-main/core/system/dataDir.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// A paper imported again as another file (other bytes, same paper): the owner-password copy of
// a paper and its user-password copy hold the same pages, and a file whose DOI a paper of the
// library has. Each import says which paper it looks like, the person keeps both or removes the
// copy, and libraries from before the text digest get one for their papers.

let pdfs: GeneratedPdfSet;
let core: Core | undefined;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
});
afterEach(async () => {
  await core?.closeAsync();
  core = undefined;
});

function open(dataDir = tempDir()) {
  const opened = createCore({ dataDir });
  core = opened;
  const call = async <M extends MethodName>(method: M, ...args: unknown[]): Promise<MethodResult<M>> => {
    const outcome = await invokeService(opened.services, method, args);
    if (!outcome.ok) throw Object.assign(new Error(outcome.error.message), { name: outcome.error.name });
    return methods[method].result.parse(outcome.value) as MethodResult<M>;
  };
  return { core: opened, call, dataDir };
}

describe("importing a paper the library already holds as another file", () => {
  it("says which paper it looks like by its text: a copy with an owner password, and one with a user password", async () => {
    const { call } = open();
    const [first] = await call("imports.importPapers", [pdfs.twoColumn]);
    expect(first).not.toHaveProperty("likelyDuplicateOf");
    const [ownerCopy] = await call("imports.importPapers", [pdfs.ownerOnly]);
    expect(ownerCopy).toMatchObject({ status: "imported", likelyDuplicateOf: { paperId: first!.paperId, matchedBy: "text", name: pdfs.truth.title } });
    const [locked] = await call("imports.importPapers", [pdfs.encrypted], { password: pdfs.encryptedPassword });
    expect(locked).toMatchObject({ status: "imported", likelyDuplicateOf: { paperId: first!.paperId, matchedBy: "text" } });
    // Another paper is not taken for it.
    const [other] = await call("imports.importPapers", [pdfs.lineNumbered]);
    expect(other).not.toHaveProperty("likelyDuplicateOf");
  });

  it("says so by the DOI when the text differs", async () => {
    const { call } = open();
    const [preprint] = await call("imports.importPapers", [pdfs.lineNumbered]);
    await call("library.editPaper", preprint!.paperId!, { changes: { doi: pdfs.truth.doi.toUpperCase() } });
    const [article] = await call("imports.importPapers", [pdfs.twoColumn]);
    expect(article).toMatchObject({ status: "imported", likelyDuplicateOf: { paperId: preprint!.paperId, matchedBy: "doi" } });
  });

  it("keeps both, or removes the copy so the file stands as a duplicate, as the person chooses in the import report", async () => {
    const { call } = open();
    const [first] = await call("imports.importPapers", [pdfs.twoColumn]);
    await call("imports.importPapers", [pdfs.ownerOnly, pdfs.encrypted], { batchId: "b1", password: pdfs.encryptedPassword });
    const files = () => call("imports.importReport").then((r) => r.batches.find((b) => b.id === "b1")!.files);
    const [owner, locked] = await files();
    expect(owner!.likelyDuplicateOf).toMatchObject({ paperId: first!.paperId, matchedBy: "text" });

    const kept = await call("imports.resolveDuplicate", "b1", 0, true);
    expect(kept).toMatchObject({ status: "imported", paperId: owner!.paperId });
    expect(kept).not.toHaveProperty("likelyDuplicateOf");
    const removed = await call("imports.resolveDuplicate", "b1", 1, false);
    expect(removed).toMatchObject({ status: "duplicate", paperId: first!.paperId });
    const papers = (await call("library.listPapers")).map((p) => p.id).sort();
    expect(papers).toEqual([first!.paperId, owner!.paperId].sort());
    expect(papers).not.toContain(locked!.paperId);
    await expect(call("imports.resolveDuplicate", "nope", 0, true)).rejects.toMatchObject({ name: "ImportEntryNotFoundError" });
  });

  it("gives the papers of a library from before the digest theirs when it is opened", async () => {
    const { call, dataDir, core: opened } = open();
    const [first] = await call("imports.importPapers", [pdfs.twoColumn]);
    opened.close();
    core = undefined;
    // The library as version 14 left it: no digest column, and none of what later versions add (asking's tables, papers' tables and their rows' passages, entry kinds, OCR words, the counts a score rests on).
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME));
    db.exec(`DROP INDEX papers_dataset; ALTER TABLE papers DROP COLUMN dataset_position; ALTER TABLE papers DROP COLUMN dataset; ALTER TABLE papers DROP COLUMN kind;`);
    db.exec(`DELETE FROM passages WHERE kind = 'table'; DROP TABLE table_passages; DROP TABLE paper_tables; ALTER TABLE papers DROP COLUMN tables_read;`);
    db.exec(`DROP TABLE ocr_words; DROP TABLE ask_answer_papers; DROP TABLE ask_passage_vectors; DROP TABLE ask_answers; DROP TABLE passages_fts_vocab; DROP TABLE qa_fts_vocab;`);
    db.exec(`ALTER TABLE scores DROP COLUMN items_found; ALTER TABLE scores DROP COLUMN items_checked;`);
    db.exec(`DROP INDEX papers_text_sha256; ALTER TABLE papers DROP COLUMN text_sha256; PRAGMA user_version = 14;`);
    db.close();
    const reopened = open(dataDir);
    const [copy] = await reopened.call("imports.importPapers", [pdfs.ownerOnly]);
    expect(copy).toMatchObject({ likelyDuplicateOf: { paperId: first!.paperId, matchedBy: "text" } });
  });
});
