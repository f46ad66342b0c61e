// An imported dataset's texts are not papers: a real SQLite library with two papers and a
// dataset's texts lists, counts and asks the papers only, lists the dataset once with its texts
// in their own order, and asks the texts only when they are chosen. A library made before the
// texts were told apart (version 17) gets each text's dataset and number from its stored name.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { retrievePassages } from "../../../src-main/core/ask/retrievePassages.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listDatasets, listDatasetTexts } from "../../../src-main/core/db/repositories/datasets.ts";
import { countPaperRows, listPaperRows, paperListFacets } from "../../../src-main/core/db/repositories/paperList.ts";
import { getPaper, listPapers } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { storeTextSource } from "../../../src-main/core/qaImport/storeTextSource.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

const ANY = { words: [], status: null, language: null, strategy: null, details: null };
let db: LibraryDatabase;
let papers: number[];
let texts: number[];

libraryEachTest((opened) => {
  db = opened;
  papers = [insertPaperDocument(db, samplePaper("a")), insertPaperDocument(db, samplePaper("b"))];
  // Stored in the order rows met them: 1, 2, ... 11, so a text sort would put 10 and 11 before 2.
  texts = Array.from({ length: 11 }, (_, i) =>
    storeTextSource(db, { text: `Zirconia film ${i + 1} conducts oxide ions above ${500 + i} K.`, sourceName: `chemlit.csv (source ${i + 1})`, title: null, doi: null, dataset: { dataset: "chemlit.csv", position: i + 1 } }),
  );
});

describe("an imported dataset's texts in the library", () => {
  it("are not listed, counted or run as papers", () => {
    expect(listPapers(db).map((p) => p.id).sort()).toEqual([...papers].sort());
    expect(paperListFacets(db).totalPapers).toBe(2);
    expect(countPaperRows(db, ANY)).toBe(2);
    expect(listPaperRows(db, ANY, "title", "asc", { offset: 0, limit: 100 }).map((r) => r.kind)).toEqual(["paper", "paper"]);
    // Named by id (a menu naming its chosen entries), a text is listed, as a text.
    expect(listPaperRows(db, { ...ANY, ids: [texts[0]!] }, "title", "asc", { offset: 0, limit: 100 })).toEqual([expect.objectContaining({ id: texts[0], kind: "text" })]);
    expect(getPaper(db, texts[3]!)).toMatchObject({ kind: "text", dataset: { dataset: "chemlit.csv", position: 4 } });
  });

  it("make one dataset, its texts in their own order", () => {
    expect(listDatasets(db)).toEqual([{ name: "chemlit.csv", texts: 11, qas: 0, importedAt: expect.any(String) }]);
    expect(listDatasetTexts(db, "chemlit.csv").map((t) => t.name)).toEqual(Array.from({ length: 11 }, (_, i) => `Source ${i + 1}`));
    expect(listDatasetTexts(db, "other.csv")).toEqual([]);
  });

  it("are asked only when chosen", async () => {
    const all = await retrievePassages(db, "Which zirconia film conducts oxide ions?");
    expect(all.papersSearched).toBe(2);
    expect(all.passages.filter((p) => texts.includes(p.paperId))).toEqual([]);
    const chosen = await retrievePassages(db, "Which zirconia film conducts oxide ions?", { paperIds: texts });
    expect(chosen.papersSearched).toBe(11);
    expect(chosen.passages.length).toBeGreaterThan(0);
    expect(chosen.passages.every((p) => texts.includes(p.paperId))).toBe(true);
  });
});

describe("a library made before texts were told apart", () => {
  it("gives each stored text its dataset and number, from its name or its import run", () => {
    const file = path.join(tempDir(), "old.sqlite");
    const old = openDatabase(file, { targetVersion: 17 });
    old.exec(`
      INSERT INTO papers (id, sha256, source_path, file_size, file_name, parser_version) VALUES (1, '${"a".repeat(64)}', '/p/a.pdf', 10, 'a.pdf', 'layout-3');
      INSERT INTO papers (id, sha256, source_path, file_size, file_name, parser_version) VALUES (2, '${"b".repeat(64)}', 'set.csv (source 10)', 10, 'set.csv (source 10)', 'text-source-1');
      INSERT INTO papers (id, sha256, source_path, file_size, file_name, parser_version) VALUES (3, '${"c".repeat(64)}', 'set.csv (source 2)', 10, 'set.csv (source 2)', 'text-source-1');
      INSERT INTO papers (id, sha256, source_path, file_size, file_name, parser_version) VALUES (4, '${"d".repeat(64)}', 'notes.txt', 10, 'notes.txt', 'text-source-1');
      INSERT INTO runs (id, strategy, prompt_version, model_name, seed, settings_json) VALUES (1, 'imported', 'import@1', 'none', 0, '{"file":"notes-qas.jsonl"}');
      INSERT INTO run_papers (run_id, paper_id) VALUES (1, 4);
    `);
    closeDatabase(old);
    const migrated = openDatabase(file);
    try {
      expect(listPapers(migrated).map((p) => p.id)).toEqual([1]);
      expect(listDatasets(migrated).map((d) => [d.name, d.texts]).sort()).toEqual([["notes-qas.jsonl", 1], ["set.csv", 2]]);
      expect(listDatasetTexts(migrated, "set.csv").map((t) => t.name)).toEqual(["Source 2", "Source 10"]);
      expect(listDatasetTexts(migrated, "notes-qas.jsonl").map((t) => t.name)).toEqual(["notes.txt"]);
    } finally {
      closeDatabase(migrated);
    }
  });
});
