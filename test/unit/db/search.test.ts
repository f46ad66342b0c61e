import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { searchPassages, searchQaItems, toFtsQuery } from "../../../src-main/core/db/repositories/search.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("full-text search", () => {
  it("finds passages and QAs by words, prefixes and accents, and forgets deleted papers", () => {
    const db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const doc = samplePaper("fts");
    doc.passages[1]!.text = "Prospecção química de extratos etanólicos: the C-H stretch at 2,900 cm-1 (see O(n) bound).";
    doc.passages[1]!.sentences = [[0, doc.passages[1]!.text.length]];
    const paperId = insertPaperDocument(db, doc);

    expect(searchPassages(db, "quimica")[0]?.paperId).toBe(paperId); // accent-insensitive
    expect(searchPassages(db, "etanol*")).toHaveLength(1);
    expect(searchPassages(db, "C-H stretch")[0]!.snippet).toContain("[stretch]");
    // Input that would be FTS5 syntax errors is searched as text instead of throwing.
    expect(() => searchPassages(db, 'O(n) "unbalanced AND OR NOT')).not.toThrow();
    expect(searchPassages(db, "   ")).toEqual([]);
    expect(searchPassages(db, "grain size")).toHaveLength(2);

    const runId = createRun(db, { strategy: "sciqag", promptVersion: "v1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const qaId = insertQaItem(db, { runId, workItemId: null, paperId, question: "Which solvent was used for the extracts?", answer: "Ethanol." });
    expect(searchQaItems(db, "solvent")[0]?.qaId).toBe(qaId);
    expect(searchQaItems(db, "ethanol")[0]?.qaId).toBe(qaId);
    db.prepare("UPDATE qa_items SET answer = 'Methanol.' WHERE id = ?").run(qaId);
    expect(searchQaItems(db, "ethanol")).toEqual([]);
    expect(searchQaItems(db, "methanol")).toHaveLength(1);

    deletePaper(db, paperId);
    expect(searchPassages(db, "grain")).toEqual([]);
    expect(searchQaItems(db, "solvent")).toEqual([]);
    expect(db.prepare("INSERT INTO passages_fts(passages_fts) VALUES ('integrity-check')").run().changes).toBeGreaterThanOrEqual(0);
    closeDatabase(db);
  });

  it("quotes every word of user input", () => {
    expect(toFtsQuery('solar "cells')).toBe('"solar" "cells"');
    expect(toFtsQuery("perov*")).toBe('"perov"*');
    expect(toFtsQuery("!!!")).toBeNull();
  });
});
