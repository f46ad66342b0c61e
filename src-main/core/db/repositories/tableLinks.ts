import type { TablePlace } from "../../../contract/evidence.ts";
import type { TableBox } from "../../../contract/tables.ts";
import type { TextBox } from "../../../contract/paperDetail.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { tablePlace, type CellSpan, type TableLink } from "../tablePassageText.ts";

// Reading the links tablePassages.ts writes: which passage is which table's row or caption, and
// where in a table a quoted span sits (Ask, evidence, exports, the paper view). Kept apart from
// the writer, which migrations also call, so readers do not depend on the migration's needs.

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
