import path from "node:path";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { PaperListSchema } from "../../../src-main/contract/papers.ts";
import { ParsedTableSchema, tableDoubt, type ParsedTable } from "../../../src-main/contract/tables.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPaperTables, replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { storePaper } from "../../../src-main/core/documents/storePaper.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { createLibraryService } from "../../../src-main/core/library/createLibraryService.ts";
import { storeTextSource } from "../../../src-main/core/qaImport/storeTextSource.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// A paper's tables in a real library file: stored with the paper in its transaction, read back
// cell by cell, replaced when read again, removed with the paper, and "not read" told apart from
// "none" for papers the reader never looked at.

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

const stored = (paperId: number) => listPaperTables(db, paperId)?.map(({ id: _id, paperId: _paper, ordinal: _ordinal, ...table }) => table);

describe("a paper's tables in the library", () => {
  it("keeps every table as read: header levels with spans, sub-heading rows, cells with boxes, footnotes, doubts, kind, ruling, pages", () => {
    expect(printed.map((t) => ParsedTableSchema.parse(t))).toHaveLength(3);
    const paperId = insertPaperDocument(db, { ...samplePaper("tables"), tables: printed });
    closeDatabase(db);
    db = openDatabase(file);
    // The helper closes the file it opened; the test closes the one it opens again.
    onTestFinished(() => closeDatabase(db));
    expect(stored(paperId)).toEqual(printed);
    const [one, image, ragged] = listPaperTables(db, paperId)!;
    expect([one!.ordinal, image!.ordinal, ragged!.ordinal]).toEqual([0, 1, 2]);
    expect(one!.header[0]!.cells.map((c) => [c.text, c.colSpan, c.rowSpan])).toEqual([
      ["Study", 1, 2],
      ["Year", 1, 2],
      ["Country", 1, 2],
      ["Method", 1, 2],
      ["Cases", 4, 1],
      ["Controls", 4, 1],
    ]);
    expect(one!.rows.filter((r) => r.kind === "subheading").map((r) => r.cells[0]!.text)).toEqual(["Caucasian populations", "Asian populations"]);
    expect(image!.kind).toBe("image");
    expect(ragged!.doubts).toEqual([tableDoubt("ragged-rows")]);
  });

  it("tells a paper the reader never looked at from one with no tables", () => {
    const before = insertPaperDocument(db, samplePaper("read before tables"));
    const none = insertPaperDocument(db, { ...samplePaper("no tables"), tables: [] });
    expect(listPaperTables(db, before)).toBeNull();
    expect(listPaperTables(db, none)).toEqual([]);
    expect(listPaperTables(db, 999)).toBeUndefined();
    // A text imported with QAs has no page to find a table on: nothing is left to read.
    expect(listPaperTables(db, storeTextSource(db, { text: "One line.\nAnother.", sourceName: "notes.txt", title: null, doi: null, dataset: { dataset: "qas.csv", position: null } }))).toEqual([]);
  });

  it("replaces the tables when the paper is read again, and removes them with the paper", () => {
    const paperId = insertPaperDocument(db, samplePaper("read again"));
    expect(replacePaperTables(db, paperId, printed)).toBe(true);
    expect(stored(paperId)).toEqual(printed);
    expect(replacePaperTables(db, paperId, [printed[2]!])).toBe(true);
    expect(stored(paperId)).toEqual([printed[2]]);
    expect(replacePaperTables(db, 4242, printed)).toBe(false);
    deletePaper(db, paperId);
    expect(db.prepare("SELECT count(*) FROM paper_tables").pluck().get()).toBe(0);
  });

  it("stores a paper's tables in its transaction: a table that cannot be stored leaves no paper behind", () => {
    const broken = { ...printed[0]!, pages: [] as number[] };
    const identity = { sha256: "f".repeat(64), source: "/papers/broken-table.pdf", fileSize: 10 };
    const { sha256: _s, sourcePath: _p, fileSize: _f, ...paper } = samplePaper("broken table");
    expect(() => storePaper(db, { ...paper, tables: [printed[1]!, broken] }, identity)).toThrow(/CHECK constraint/);
    expect(db.prepare("SELECT count(*) FROM papers").pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM paper_tables").pluck().get()).toBe(0);
    const { paperId } = storePaper(db, { ...paper, tables: printed }, identity);
    expect(stored(paperId)).toEqual(printed);
  });

  it("leaves out a doubt kind this version does not know (written by a newer app)", () => {
    const paperId = insertPaperDocument(db, { ...samplePaper("newer"), tables: [printed[2]!] });
    db.prepare(`UPDATE paper_tables SET doubts_json = '["ragged-rows", "from-the-future"]'`).run();
    expect(listPaperTables(db, paperId)![0]!.doubts).toEqual([tableDoubt("ragged-rows")]);
  });

  it("counts a table in doubt for the library's doubtful filter and names it on the row; a table printed as a picture is not in doubt", async () => {
    const library = createLibraryService({ db: () => db, databasePath: file, pool: () => new ParserPool() });
    const clean = { ...samplePaper("clean"), readingDoubts: [] };
    const picture = insertPaperDocument(db, { ...clean, sha256: "1".repeat(64), tables: [printed[0]!, printed[1]!] });
    const ragged = insertPaperDocument(db, { ...clean, sha256: "2".repeat(64), tables: [printed[0]!, printed[2]!] });
    const list = PaperListSchema.parse(await library.browse({ details: "doubtful" }));
    expect(list.papers.map((p) => p.id)).toEqual([ragged]);
    expect(list.papers[0]!.tableDoubts).toEqual([{ table: "Table 3", messages: [tableDoubt("ragged-rows").message] }]);
    expect(list.matching).toBe(1);
    const all = PaperListSchema.parse(await library.browse());
    expect(all.papers.find((p) => p.id === picture)!.tableDoubts).toEqual([]);
  });
});
