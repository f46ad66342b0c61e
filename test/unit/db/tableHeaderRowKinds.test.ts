import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { tempDir } from "../../support/tempDir.ts";

const cell = (text: string) => ({ text, box: null, colSpan: 1, rowSpan: 1 });

describe("migration 23: a stored table's header rows say they are headers", () => {
  it("rewrites the header rows a version-22 library stored as body rows, and leaves the body's kinds alone", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 22 });
    old.exec(`INSERT INTO papers (id, sha256, source_path, file_size, file_name, parser_version, tables_read) VALUES (1, '${"a".repeat(64)}', '/p/a.pdf', 10, 'a.pdf', 'layout-30', 1)`);
    const insert = old.prepare(
      `INSERT INTO paper_tables (paper_id, ordinal, page, pages_json, boxes_json, kind, rotated, ruling, header_json, rows_json) VALUES (1, ?, 1, '[1]', '[{"page":1,"x":0,"y":0,"w":1,"h":1}]', 'text', 0, 'horizontal', ?, ?)`,
    );
    const header = [
      { kind: "body", cells: [{ ...cell("Group"), rowSpan: 2 }, { ...cell("Outcome"), colSpan: 2 }] },
      { kind: "body", cells: [cell("n"), cell("%")] },
    ];
    const rows = [
      { kind: "subheading", cells: [cell("Adults")] },
      { kind: "body", cells: [cell("Men"), cell("12"), cell("40")] },
    ];
    insert.run(0, JSON.stringify(header), JSON.stringify(rows));
    insert.run(1, "[]", JSON.stringify(rows));
    closeDatabase(old);

    const db = openDatabase(file);
    const [headed, headless] = listPaperTables(db, 1)!;
    expect(headed!.header.map((r) => r.kind)).toEqual(["header", "header"]);
    // Only the kind changes: cells, spans and order are as stored.
    expect(headed!.header.map((r) => r.cells)).toEqual(header.map((r) => r.cells));
    expect(headed!.rows.map((r) => r.kind)).toEqual(["subheading", "body"]);
    expect(headless!.header).toEqual([]);
    expect(headless!.rows.map((r) => r.kind)).toEqual(["subheading", "body"]);
    closeDatabase(db);
  });
});
