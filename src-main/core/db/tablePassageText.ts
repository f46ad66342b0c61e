import type { TablePlace } from "../../contract/evidence.ts";
import { type ParsedTable, type TableBox, type TableCell } from "../../contract/tables.ts";
import { columnHeadings } from "../../contract/tableGrid.ts";
import type { TextBox } from "../../contract/paperDetail.ts";

// A table's rows as passages: each body row written as a row read on its own, every cell after
// its column's heading ("Study: Ligers; Year: 1999; Cases / n: 196"), so a row found by a search,
// shown to a model or quoted as evidence says what each number is. Each cell's value keeps its
// range in that text and its box on the page, so a span of the text is a cell or a row on the page.

/** Where one cell sits in its row's passage: its column (from 0), where its piece starts (the heading, when there is one), and its value's range. */
export type CellSpan = [column: number, from: number, start: number, end: number];

/** A body row of a table as a passage. */
export interface RowPassage {
  /** The body row, from 0 (sub-heading rows counted, as the table view numbers rows). */
  row: number;
  text: string;
  page: number;
  /** One box per cell with a box, over its value's range of `text`. */
  boxes: TextBox[];
  cells: CellSpan[];
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The body rows of a text table as passages, in order. A cell spanning rows from above is read
 * in every row it covers; a sub-heading row ("Asian populations") is not a passage of its own but
 * opens the rows under it ("Asian populations — Study: Kouki; ..."). Empty rows are left out.
 */
export function rowPassages(table: Pick<ParsedTable, "header" | "rows" | "page" | "kind">): RowPassage[] {
  if (table.kind !== "text") return [];
  const headings = columnHeadings(table).map(clean);
  const carried: ({ cell: TableCell; left: number } | undefined)[] = [];
  const out: RowPassage[] = [];
  let group: string | null = null;
  table.rows.forEach((row, index) => {
    const entries: { column: number; cell: TableCell }[] = [];
    const seen = new Set<TableCell>();
    let col = 0;
    const takeCarried = (upTo: number) => {
      while (col < upTo && (carried[col]?.left ?? 0) > 0) {
        const cell = carried[col]!.cell;
        if (!seen.has(cell)) entries.push({ column: col, cell });
        seen.add(cell);
        col++;
      }
    };
    for (const cell of row.cells) {
      takeCarried(Infinity);
      entries.push({ column: col, cell });
      seen.add(cell);
      if (cell.rowSpan > 1) for (let k = 0; k < cell.colSpan; k++) carried[col + k] = { cell, left: cell.rowSpan };
      col += cell.colSpan;
    }
    for (let c = col; c < carried.length; c++) {
      const from = carried[c];
      if (from && from.left > 0 && !seen.has(from.cell)) {
        entries.push({ column: c, cell: from.cell });
        seen.add(from.cell);
      }
    }
    // The row is read: spans from above cover one row fewer (those started here already count it).
    for (const from of carried) if (from && from.left > 0) from.left--;

    if (row.kind === "subheading") {
      group = clean(row.cells.map((c) => c.text).join(" ")) || group;
      return;
    }
    entries.sort((a, b) => a.column - b.column);
    let text = group ? `${group} — ` : "";
    const cells: CellSpan[] = [];
    const boxes: TextBox[] = [];
    for (const { column, cell } of entries) {
      const value = clean(cell.text);
      if (!value) continue;
      if (cells.length > 0) text += "; ";
      const from = text.length;
      const heading = headings[column] ?? "";
      if (heading) text += `${heading}: `;
      const start = text.length;
      text += value;
      cells.push([column, from, start, text.length]);
      if (cell.box) boxes.push({ ...cell.box, start, end: text.length });
    }
    if (cells.length === 0) return;
    // The page its own cells are printed on (a cell spanning from a row above may sit on the page before).
    const own = row.cells.find((c) => c.box)?.box ?? boxes[0];
    out.push({ row: index, text, page: own?.page ?? table.page, boxes, cells });
  });
  return out;
}

/** A table's caption as a passage of its own (when the paper's text has none): "Table 2. Pooled odds ratios". */
export function captionText(table: Pick<ParsedTable, "label" | "caption">): string | null {
  const label = table.label ? clean(table.label) : "";
  const caption = table.caption ? clean(table.caption) : "";
  if (!label && !caption) return null;
  return label && caption ? `${label}. ${caption}` : label || caption;
}

/** A passage's link to its table, as stored with it. */
export interface TableLink {
  table: { index: number; label: string | null; caption: string | null; boxes: TableBox[] };
  /** The body row, from 0; null for the caption. */
  row: number | null;
  cells: CellSpan[];
}

/** The boxes of a passage on one page joined into one rectangle; null when it has none there. */
function union(boxes: readonly TextBox[], page: number): TableBox | null {
  const on = boxes.filter((b) => b.page === page);
  if (on.length === 0) return null;
  const x = Math.min(...on.map((b) => b.x));
  const y = Math.min(...on.map((b) => b.y));
  return { page, x, y, w: Math.max(...on.map((b) => b.x + b.w)) - x, h: Math.max(...on.map((b) => b.y + b.h)) - y };
}

/** The cell whose piece ("Country: China") holds a span of a row's passage; undefined for a span over several cells or without offsets. */
export function cellOfSpan(cells: readonly CellSpan[], span: { start: number | null; end: number | null }): CellSpan | undefined {
  if (span.start === null || span.end === null) return undefined;
  return cells.find(([, from, , end]) => span.start! >= from && span.end! <= end && span.end! > from);
}

/**
 * Where in its table a span of a table passage is: the cell whose piece ("Country: China")
 * holds the span, else the whole row (a span over several cells, or with no offsets); the
 * caption for a caption passage. The box is the cell's, the row's cells joined, or the caption's.
 */
export function tablePlace(link: TableLink, passage: { text: string; page: number; boxes: readonly TextBox[] }, span: { start: number | null; end: number | null }): TablePlace {
  const table = { index: link.table.index, label: link.table.label, caption: link.table.caption };
  if (link.row === null) {
    return { table, part: "caption", row: null, column: null, heading: null, cell: null, box: union(passage.boxes, passage.page) ?? link.table.boxes[0] ?? null };
  }
  const row = link.row + 1;
  const cell = cellOfSpan(link.cells, span);
  if (!cell) return { table, part: "row", row, column: null, heading: null, cell: null, box: union(passage.boxes, passage.page) };
  const [column, from, start, end] = cell;
  const box = passage.boxes.find((b) => b.start === start) ?? null;
  return {
    table,
    part: "cell",
    row,
    column: column + 1,
    heading: start > from ? passage.text.slice(from, start - 2) : null,
    cell: passage.text.slice(start, end),
    box: box && { page: box.page, x: box.x, y: box.y, w: box.w, h: box.h },
  };
}
