import path from "node:path";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { paperTableLinks, readTablePlaces } from "../../../src-main/core/db/repositories/tableLinks.ts";
import { LATEST_SCHEMA_VERSION, migrate } from "../../../src-main/core/db/migrations/index.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tablePaperDocument } from "../../support/tableLibrary.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// A paper's tables read as passages in a real library file: each body row a passage written as
// the row read on its own with its column headings, one box per cell over that cell's words, the
// table's caption linked, and a span of a row's text told as a cell or a row of the table.

let printed: ParsedTable[];
beforeAll(async () => {
  printed = await writeTablePaper(path.join(tempDirForSuite(), "tables.pdf"));
});

let db: LibraryDatabase;
let file: string;
libraryEachTest((opened, at) => {
  db = opened;
  file = at;
});

const tablePassages = (paperId: number) => listPassages(db, paperId).filter((p) => p.kind === "table");

describe("a paper's tables as passages", () => {
  it("writes each body row as the row read on its own with its column headings, its group first, one box per cell", () => {
    const paperId = insertPaperDocument(db, tablePaperDocument("rows", printed));
    const rows = tablePassages(paperId);
    // Table 1: 21 study rows (its two sub-heading rows open the rows under them); Table 2 is a picture; Table 3: 4 rows.
    expect(rows).toHaveLength(21 + 4);
    const kantarci = rows.find((p) => p.text.includes("Kantarci"))!;
    expect(kantarci.text).toBe(
      "Caucasian populations — Study: Kantarci; Year: 2003; Country: USA; Method: TaqMan; Cases / n: 1,024; Cases / GG: 398; Cases / GA: 489; Cases / AA: 137; Controls / n: 1,011; Controls / GG: 387; Controls / GA: 492; Controls / AA: 132",
    );
    expect(kantarci.sentences).toEqual([[0, kantarci.text.length]]);
    const cases = printed[0]!.rows.find((r) => r.cells[0]!.text === "Kantarci")!.cells[4]!;
    const box = kantarci.boxes.find((b) => kantarci.text.slice(b.start, b.end) === "1,024")!;
    expect({ page: box.page, x: box.x, y: box.y, w: box.w, h: box.h }).toEqual(cases.box);
    expect(kantarci.boxes).toHaveLength(12);
    expect(rows.find((p) => p.text.includes("Kouki"))!.text).toMatch(/^Asian populations — Study: Kouki; Year: 2000/);
    // A ragged row says what it has.
    expect(rows.find((p) => p.text.startsWith("Model: Recessive"))!.text).toBe("Model: Recessive; OR: 1.09; 95% CI: 0.93-1.28; P: 0.29");
  });

  it("links every row and each table's caption passage to its table, and tells a span as a cell, a row or the caption", () => {
    const paperId = insertPaperDocument(db, tablePaperDocument("places", printed));
    const links = paperTableLinks(db, paperId);
    const captions = listPassages(db, paperId).filter((p) => p.kind === "caption");
    expect(captions.map((c) => links.get(c.id)?.table.index)).toEqual([0, 1, 2]);
    expect(links.size).toBe(3 + 25);

    const kantarci = tablePassages(paperId).find((p) => p.text.includes("Kantarci"))!;
    const cell = kantarci.text.indexOf("Country: USA");
    const [inCell, wholeRow, overTwo, caption] = readTablePlaces(db, [
      { passageId: kantarci.id, start: cell, end: cell + "Country: USA".length },
      { passageId: kantarci.id, start: 0, end: kantarci.text.length },
      { passageId: kantarci.id, start: cell, end: cell + 30 },
      { passageId: captions[0]!.id, start: 0, end: 10 },
    ]);
    const usa = printed[0]!.rows.find((r) => r.cells[0]!.text === "Kantarci")!.cells[2]!;
    // Row 7: the sub-heading row is row 1, as the table view numbers rows.
    expect(inCell).toEqual({ table: { index: 0, label: "Table 1", caption: "General information for the included studies" }, part: "cell", row: 7, column: 3, heading: "Country", cell: "USA", box: usa.box });
    expect(wholeRow).toMatchObject({ part: "row", row: 7, column: null, cell: null });
    expect(wholeRow!.box!.w).toBeGreaterThan(480);
    expect(overTwo).toMatchObject({ part: "row", row: 7 });
    expect(caption).toMatchObject({ part: "caption", row: null, table: { index: 0, label: "Table 1" } });
    expect(readTablePlaces(db, [{ passageId: listPassages(db, paperId)[1]!.id, start: 0, end: 5 }, { passageId: null, start: null, end: null }])).toEqual([null, null]);
  });

  it("gives a table whose caption the paper's text lacks a caption passage of its own", () => {
    const paperId = insertPaperDocument(db, { ...samplePaper("no captions"), tables: printed });
    const captions = tablePassages(paperId).filter((p) => paperTableLinks(db, paperId).get(p.id)!.row === null);
    expect(captions.map((c) => c.text)).toEqual([
      "Table 1. General information for the included studies",
      "Table 2. Haplotype frequencies in cases and controls (as printed, a scanned image)",
      "Table 3. Pooled odds ratios under each genetic model",
    ]);
  });

  it("replaces the row passages with the tables, keeping the id (and the evidence) of a row that reads the same", () => {
    const paperId = insertPaperDocument(db, tablePaperDocument("again", printed));
    const kantarci = tablePassages(paperId).find((p) => p.text.includes("Kantarci"))!;
    const recessive = tablePassages(paperId).find((p) => p.text.includes("Recessive"))!;
    const run = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const qa = insertQaItem(db, { runId: run, workItemId: null, paperId, question: "How many cases?", answer: "1,024", evidence: [{ text: kantarci.text, passageId: kantarci.id, start: 0, end: kantarci.text.length, page: 1 }] });

    // Read again: Table 3's Recessive row now has its last cell.
    const fixed = structuredClone(printed);
    fixed[2]!.rows[2]!.cells.push({ ...fixed[2]!.rows[2]!.cells[3]!, text: "12" });
    expect(replacePaperTables(db, paperId, fixed)).toBe(true);
    const after = tablePassages(paperId);
    expect(after).toHaveLength(25);
    expect(after.find((p) => p.text.includes("Kantarci"))!.id).toBe(kantarci.id);
    expect(after.find((p) => p.text.includes("Recessive"))!.text).toMatch(/I² \(%\): 12$/);
    expect(after.some((p) => p.id === recessive.id)).toBe(false);
    expect(db.prepare("SELECT passage_id FROM qa_evidence WHERE qa_id = ?").pluck().get(qa)).toBe(kantarci.id);
    // The full-text index follows: the old row's words are gone, the new row's found.
    const found = (word: string) => db.prepare("SELECT count(*) FROM passages_fts WHERE passages_fts MATCH ?").pluck().get(word);
    expect(found('"12"')).toBeGreaterThan(0);

    expect(replacePaperTables(db, paperId, [])).toBe(true);
    expect(tablePassages(paperId)).toEqual([]);
    expect(db.prepare("SELECT count(*) FROM table_passages").pluck().get()).toBe(0);
    expect(listPassages(db, paperId).filter((p) => p.kind === "caption")).toHaveLength(3);
  });

  it("gives tables stored before rows were passages (migration 17) their passages when the library is migrated", () => {
    closeDatabase(db);
    file = path.join(tempDir(), "library-17.sqlite");
    db = openDatabase(file, { targetVersion: 17 });
    // The helper closes the file it opened; the test closes the one it opens in its place.
    onTestFinished(() => closeDatabase(db));
    const paperId = insertPaperDocument(db, tablePaperDocument("old", undefined));
    db.prepare("INSERT INTO paper_tables (paper_id, ordinal, label, caption, page, pages_json, boxes_json, kind, rotated, ruling, header_json, rows_json) VALUES (?, 0, ?, ?, 1, '[1]', ?, 'text', 0, 'horizontal', ?, ?)").run(
      paperId,
      printed[0]!.label,
      printed[0]!.caption,
      JSON.stringify(printed[0]!.boxes),
      JSON.stringify(printed[0]!.header),
      JSON.stringify(printed[0]!.rows),
    );
    expect(migrate(db, file)).toBe(LATEST_SCHEMA_VERSION);
    expect(tablePassages(paperId)).toHaveLength(21);
    expect(paperTableLinks(db, paperId).size).toBe(22);
    // A paper's links are read through its tables by the index on (table_id, row), not a scan.
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT tp.passage_id FROM table_passages tp JOIN paper_tables t ON t.id = tp.table_id WHERE t.paper_id = ? ORDER BY t.ordinal, tp.row`).all(paperId) as { detail: string }[];
    expect(plan.map((p) => p.detail).join("\n")).toMatch(/SEARCH tp USING (COVERING )?INDEX table_passages_table/);
  });
});
