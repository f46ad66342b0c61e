import type { ParsedTable, TableRow } from "../../../contract/tables.ts";
// The database as better-sqlite3 types it, as migrations take it: migration 018 links the tables of
// papers stored before it with linkTablePassages, and openDatabase.ts runs the migrations, so naming
// its LibraryDatabase here would close a cycle (openDatabase -> migrations -> this -> openDatabase).
import type { Database as LibraryDatabase } from "better-sqlite3";
import { prepared } from "../statements.ts";
import { captionText, rowPassages } from "../tablePassageText.ts";
import type { TextBox } from "../../../contract/paperDetail.ts";

// The passages of a paper's tables (migration 18): each body row, and the caption, linked to its
// table, so the full-text index, Ask, the strategies and evidence read a table as they read text.

interface StoredTable {
  id: number;
  ordinal: number;
  label: string | null;
  caption: string | null;
  page: number;
  pages: string;
  kind: ParsedTable["kind"];
  header: string;
  rows: string;
}

interface CaptionRow {
  id: number;
  text: string;
  page: number;
  sectionId: number | null;
}

const fold = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The paper's caption passage that is this table's: on a page of the table (or the page before,
 * where a caption may sit above a table that starts overleaf), starting with its label ("Table 1",
 * not "Table 10"), and holding the caption's first words when the table has a caption. An
 * unlabelled table's caption is found by its words alone.
 */
function captionOf(table: StoredTable, captions: readonly CaptionRow[], used: ReadonlySet<number>): CaptionRow | undefined {
  const pages = JSON.parse(table.pages) as number[];
  const near = captions.filter((c) => !used.has(c.id) && (pages.includes(c.page) || c.page === table.page - 1));
  const words = table.caption ? fold(table.caption).slice(0, 24) : null;
  const holdsWords = (c: CaptionRow) => words === null || fold(c.text).includes(words);
  if (table.label) {
    const label = fold(table.label);
    const labelled = near.filter((c) => {
      const text = fold(c.text);
      return text.startsWith(label) && !/^[0-9]/.test(text.slice(label.length));
    });
    return labelled.find(holdsWords) ?? labelled[0];
  }
  return words === null ? undefined : near.find(holdsWords);
}

/**
 * Makes the passages of the paper's stored tables and links them: each body row a passage of kind
 * "table" (its text the row read with its column headings, one sentence, a box per cell), and each
 * table's caption, the paper's caption passage when it has one, else a passage of its own. Called
 * in the transaction that stored the tables. A row or caption passage already in the library with
 * the same text keeps its id (and so the evidence and answers that quote it); those no table has
 * any more are removed. Returns how many passages the tables have.
 */
export function linkTablePassages(db: LibraryDatabase, paperId: number): number {
  prepared(db, `DELETE FROM table_passages WHERE table_id IN (SELECT id FROM paper_tables WHERE paper_id = ?)`).run(paperId);
  const tables = prepared<[number], StoredTable>(
    db,
    `SELECT id, ordinal, label, caption, page, pages_json AS pages, kind, header_json AS header, rows_json AS rows FROM paper_tables WHERE paper_id = ? ORDER BY ordinal`,
  ).all(paperId);
  // Passages of earlier tables, to keep by text.
  const spare = new Map<string, number[]>();
  for (const old of prepared<[number], { id: number; text: string }>(db, `SELECT id, text FROM passages WHERE paper_id = ? AND kind = 'table' ORDER BY ordinal`).all(paperId)) {
    spare.set(old.text, [...(spare.get(old.text) ?? []), old.id]);
  }
  const captions = prepared<[number], CaptionRow>(db, `SELECT id, text, page, section_id AS sectionId FROM passages WHERE paper_id = ? AND kind = 'caption' ORDER BY ordinal`).all(paperId);
  let next = prepared<[number], { next: number }>(db, `SELECT coalesce(max(ordinal), -1) + 1 AS next FROM passages WHERE paper_id = ?`).get(paperId)!.next;
  const insert = prepared(db, `INSERT INTO passages (paper_id, section_id, ordinal, kind, text, page, boxes_json) VALUES (?, ?, ?, 'table', ?, ?, ?)`);
  const sentence = prepared(db, `INSERT INTO sentences (passage_id, ordinal, start, "end") VALUES (?, 0, 0, ?)`);
  const keep = prepared(db, `UPDATE passages SET section_id = ?, page = ?, boxes_json = ? WHERE id = ?`);
  const link = prepared(db, `INSERT INTO table_passages (passage_id, table_id, row, cells_json) VALUES (?, ?, ?, ?)`);

  const place = (text: string, page: number, boxes: TextBox[], section: number | null): number => {
    const kept = spare.get(text)?.shift();
    if (kept !== undefined) {
      keep.run(section, page, JSON.stringify(boxes), kept);
      return kept;
    }
    const id = Number(insert.run(paperId, section, next++, text, page, JSON.stringify(boxes)).lastInsertRowid);
    sentence.run(id, text.length);
    return id;
  };

  const used = new Set<number>();
  let count = 0;
  for (const table of tables) {
    // Its rows sit where its caption does, in the caption's section.
    const caption = captionOf(table, captions, used);
    const section = caption?.sectionId ?? null;
    if (caption) {
      used.add(caption.id);
      link.run(caption.id, table.id, null, "[]");
      count++;
    } else {
      const text = captionText(table);
      if (text) {
        link.run(place(text, table.page, [], section), table.id, null, "[]");
        count++;
      }
    }
    const parsed = { header: JSON.parse(table.header) as TableRow[], rows: JSON.parse(table.rows) as TableRow[], page: table.page, kind: table.kind };
    for (const row of rowPassages(parsed)) {
      link.run(place(row.text, row.page, row.boxes, section), table.id, row.row, JSON.stringify(row.cells));
      count++;
    }
  }
  const gone = [...spare.values()].flat();
  if (gone.length > 0) prepared(db, `DELETE FROM passages WHERE id IN (SELECT value FROM json_each(?))`).run(JSON.stringify(gone));
  return count;
}
