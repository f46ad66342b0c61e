import type { TablePlace } from "../../../contract/evidence.ts";
import type { ParsedTable, TableBox, TableRow } from "../../../contract/tables.ts";
// The database as better-sqlite3 types it, as migrations take it: migration 018 links the tables of
// papers stored before it with linkTablePassages, and openDatabase.ts runs the migrations, so naming
// its LibraryDatabase here would close a cycle (openDatabase -> migrations -> this -> openDatabase).
import type { Database as LibraryDatabase } from "better-sqlite3";
import { prepared } from "../statements.ts";
import { captionText, rowPassages, tablePlace, type CellSpan, type TableLink } from "../tablePassageText.ts";
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

interface RawLink {
  passageId: number;
  row: number | null;
  cells: string;
  ordinal: number;
  label: string | null;
  caption: string | null;
  boxes: string;
}

const toLink = (raw: RawLink): TableLink => ({
  table: { index: raw.ordinal, label: raw.label, caption: raw.caption, boxes: JSON.parse(raw.boxes) as TableBox[] },
  row: raw.row,
  cells: JSON.parse(raw.cells) as CellSpan[],
});

const LINK_COLUMNS = `tp.passage_id AS passageId, tp.row, tp.cells_json AS cells, t.ordinal, t.label, t.caption, t.boxes_json AS boxes`;

/** The table links of these passages, by passage id (passages of no table are absent). */
export function tableLinksOf(db: LibraryDatabase, passageIds: readonly number[]): Map<number, TableLink> {
  if (passageIds.length === 0) return new Map();
  const rows = prepared<[string], RawLink>(
    db,
    `SELECT ${LINK_COLUMNS} FROM json_each(?) j JOIN table_passages tp ON tp.passage_id = j.value JOIN paper_tables t ON t.id = tp.table_id`,
  ).all(JSON.stringify([...new Set(passageIds)]));
  return new Map(rows.map((raw) => [raw.passageId, toLink(raw)]));
}

/** Every table link of a paper's passages, by passage id. */
export function paperTableLinks(db: LibraryDatabase, paperId: number): Map<number, TableLink> {
  const rows = prepared<[number], RawLink>(db, `SELECT ${LINK_COLUMNS} FROM table_passages tp JOIN paper_tables t ON t.id = tp.table_id WHERE t.paper_id = ? ORDER BY t.ordinal, tp.row`).all(paperId);
  return new Map(rows.map((raw) => [raw.passageId, toLink(raw)]));
}

/** A span of a passage (evidence, a citation). */
export interface PassageSpan {
  passageId: number | null;
  start: number | null;
  end: number | null;
}

/**
 * Where in a table each span is (tablePlace), in the order given: null for a span of the paper's
 * text, or of no passage. One query for the passages, one for their links, for a page of spans.
 */
export function readTablePlaces(db: LibraryDatabase, spans: readonly PassageSpan[]): (TablePlace | null)[] {
  const ids = [...new Set(spans.map((s) => s.passageId).filter((id): id is number => id !== null))];
  const links = tableLinksOf(db, ids);
  if (links.size === 0) return spans.map(() => null);
  const passages = new Map(
    prepared<[string], { id: number; text: string; page: number; boxes: string }>(db, `SELECT p.id, p.text, p.page, p.boxes_json AS boxes FROM json_each(?) j JOIN passages p ON p.id = j.value`)
      .all(JSON.stringify([...links.keys()]))
      .map((p) => [p.id, { text: p.text, page: p.page, boxes: JSON.parse(p.boxes) as TextBox[] }]),
  );
  return spans.map((span) => {
    const link = span.passageId === null ? undefined : links.get(span.passageId);
    const passage = span.passageId === null ? undefined : passages.get(span.passageId);
    return link && passage ? tablePlace(link, passage, span) : null;
  });
}
