// Ask's in-paper reread keeps each paper's passages as stemmed terms between questions. A paper
// removed and another imported in its place (SQLite gives the freed id again) must be read anew:
// otherwise a question finds the removed paper's words and names passages that are not there.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rereadPapers } from "../../../src-main/core/ask/rereadPapers.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

function paperAbout(seed: string, sentence: string) {
  const doc = samplePaper(seed, 3);
  doc.passages = doc.passages.map((p, i) => {
    const text = `${sentence} Passage ${i + 1} of ${seed}.`;
    return { ...p, text, boxes: [{ ...p.boxes[0]!, end: text.length }], sentences: [[0, text.length]] };
  });
  return doc;
}

describe("Ask's reread of a paper's passages", () => {
  it("reads a paper again when another took its place, so answers cite passages that exist", () => {
    const db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const first = insertPaperDocument(db, paperAbout("films", "Perovskite films were annealed under nitrogen."));
    expect(rereadPapers(db, "annealed perovskite films", [first]).length).toBe(3);
    expect(deletePaper(db, first)).toBe(true);
    const second = insertPaperDocument(db, paperAbout("enzymes", "The enzyme kinetics were measured by stopped flow."));
    expect(second).toBe(first);
    const passages = new Set(listPassages(db, second).map((p) => p.id));
    // The old paper's words find nothing in the new one; its own words find its own passages.
    expect(rereadPapers(db, "annealed perovskite films", [second])).toEqual([]);
    const found = rereadPapers(db, "enzyme kinetics stopped flow", [second]);
    expect(found.length).toBe(3);
    for (const hit of found) expect(passages.has(hit.passageId)).toBe(true);
    closeDatabase(db);
  });
});
