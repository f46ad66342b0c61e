import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { PaperDetailSchema } from "../../../src-main/contract/paperDetail.ts";
import { type ParsedTable } from "../../../src-main/contract/tables.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { methods } from "../../../src-main/contract/methods.ts";
import type { ImportsService, LibraryService } from "../../../src-main/contract/services.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { libraryServicesEachTest } from "../../support/libraryServicesEachTest.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// A paper's tables through the library service, on a real import of a PDF with three tables: what
// the reader gives is what the library keeps, the procedures return it in their wire shape, and
// reading the tables again changes the tables and their own passages alone.

let source: string;
let printed: ParsedTable[];
/** What this checkout's reader reads from the file: its tables, or undefined if it does not look for any. */
let readerTables: ParsedTable[] | undefined;
let pool: ParserPool;
beforeAll(async () => {
  source = path.join(tempDirForSuite(), "tables.pdf");
  printed = await writeTablePaper(source);
  readerTables = (await parsePdf(new Uint8Array(fs.readFileSync(source)), { file: source })).tables;
  pool = new ParserPool();
});
afterAll(() => pool.dispose());

let dataDir: string;
let db: LibraryDatabase;
let events: AppEvent[];
let library: LibraryService;
let imports: ImportsService;
libraryServicesEachTest(
  () => pool,
  (opened) => ({ dataDir, db, events, library, imports } = opened),
);

const withoutIds = (tables: Awaited<ReturnType<LibraryService["paperTables"]>>) => tables?.map(({ id: _id, paperId: _paper, ordinal: _ordinal, ...table }) => table) ?? null;

async function importCopy(): Promise<{ paperId: number; file: string }> {
  const file = path.join(dataDir, "tables.pdf");
  fs.copyFileSync(source, file);
  const [result] = await imports.importPapers([file]);
  return { paperId: result!.paperId!, file };
}

describe("a paper's tables in the library service", () => {
  it("keeps what the reader reads on import: the tables, or 'not read' when it did not look", async () => {
    const { paperId } = await importCopy();
    const tables = methods["library.paperTables"].result.parse(await library.paperTables(paperId));
    expect(withoutIds(tables)).toEqual(readerTables ?? null);
    const detail = PaperDetailSchema.parse(await library.getPaper(paperId));
    expect(detail.tables).toEqual(readerTables?.map(tableGrid) ?? null);
    await expect(library.paperTables(4242)).rejects.toMatchObject({ name: "PaperNotFoundError" });
  });

  it("gives the stored tables in their wire shapes: cells with boxes for the view, plain grids for show", async () => {
    const { paperId } = await importCopy();
    replacePaperTables(db, paperId, printed);
    const tables = methods["library.paperTables"].result.parse(await library.paperTables(paperId))!;
    expect(tables.map((t) => [t.label, t.ordinal, t.paperId])).toEqual([
      ["Table 1", 0, paperId],
      ["Table 2", 1, paperId],
      ["Table 3", 2, paperId],
    ]);
    const detail = PaperDetailSchema.parse(await library.getPaper(paperId));
    expect(detail.tables).toEqual(printed.map(tableGrid));
    expect(detail.tables![0]!.header).toEqual([
      ["Study", "Year", "Country", "Method", "Cases", "", "", "", "Controls", "", "", ""],
      ["", "", "", "", "n", "GG", "GA", "AA", "n", "GG", "GA", "AA"],
    ]);
  });

  it("reads the tables again from the PDF, leaving the paper's text as it was and the passage of a row that reads the same", async () => {
    const { paperId, file } = await importCopy();
    replacePaperTables(db, paperId, printed);
    const passages = listPassages(db, paperId);
    events.length = 0;
    const again = methods["library.readTables"].result.parse(await library.readTables(paperId)).tables;
    // A reader that reads tables puts its own in place of those kept; one that does not leaves them.
    expect(withoutIds(again)).toEqual(readerTables ?? printed);
    expect(withoutIds(await library.paperTables(paperId))).toEqual(readerTables ?? printed);
    // The paper's text stays as it was; the tables' own passages (their rows, a caption the text
    // lacks) follow the tables read again, and one that reads the same keeps its id (the QAs and
    // answers citing it still point at it).
    const ofTables = (p: { kind: string }) => p.kind === "table";
    const after = listPassages(db, paperId);
    expect(after.filter((p) => !ofTables(p))).toEqual(passages.filter((p) => !ofTables(p)));
    const before = new Map(passages.filter(ofTables).map((p) => [p.text, p.id]));
    const same = after.filter((p) => ofTables(p) && before.has(p.text));
    expect(same.length).toBeGreaterThan(0);
    for (const p of same) expect(p.id, p.text).toBe(before.get(p.text));
    expect(events).toContainEqual({ type: "library.changed", paperIds: [paperId] });
    // The tables' boxes belong to the imported file: a changed file is refused and nothing changes.
    fs.appendFileSync(file, "\n% edited\n");
    await expect(library.readTables(paperId)).rejects.toMatchObject({ name: "PaperFileMissingError" });
    expect(withoutIds(await library.paperTables(paperId))).toEqual(readerTables ?? printed);
  });
});
