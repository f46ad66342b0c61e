import { tableDoubt, type ParsedTable } from "../../../contract/tables.ts";
import { tableWidth } from "../../../contract/tableGrid.ts";
import type { PageText, TextRun } from "../layout/types.ts";
import type { PageTable } from "./pageTable.ts";

const headerKey = (t: ParsedTable) => JSON.stringify(t.header.map((r) => r.cells.map((c) => c.text.replace(/\s+/g, " ").trim().toLowerCase())));

/** A page number or folio: furniture, not a column's text. */
const FOLIO = /^\s*(?:\d{1,4}|[ivxlc]{1,6})\s*$/i;

/**
 * A table set across a page's two text columns is one table: its first rows fill the foot of
 * one column, its last rows open the next, and its caption sits under those, so the first part is
 * read unnamed and apart. The two parts are joined when the unnamed part ends its column (no text
 * of the column under it), the named part opens the next column to its right (no text of that
 * column over it: its caption is under it), and both have as many columns. A pair of real tables
 * side by side fails the first two (each has its caption, or text, over or under it in its
 * column), and an unnamed table with text under it is left alone. The later part's first row,
 * read as its header, is a body row unless it repeats the first part's header; the join is a
 * guess from the page's layout, and the table says so.
 * `parts` are one page's upright tables in reading order; returns them with each such pair joined.
 */
export function joinedAcrossColumns(parts: readonly PageTable[], page: PageText): PageTable[] {
  const out = [...parts];
  for (const named of parts) {
    if (!named.caption || named.table.rotated || named.table.boxes.length !== 1) continue;
    const b = named.table.boxes[0]!;
    const first = out.find((p) => p !== named && !p.caption && !p.table.label && !p.table.rotated && p.table.boxes.length === 1 && p.table.page === named.table.page && leftColumnOf(p.table.boxes[0]!, b));
    if (!first) continue;
    const a = first.table.boxes[0]!;
    if (tableWidth(first.table) !== tableWidth(named.table)) continue;
    if (!endsColumn(a, page.runs) || !opensColumn(b, page.runs)) continue;
    joinInto(named, first);
    out.splice(out.indexOf(first), 1);
  }
  return out;
}

type Box = ParsedTable["boxes"][number];

/** `a` lies wholly left of `b`, as a column left of the next one, and about as wide. */
function leftColumnOf(a: Box, b: Box): boolean {
  return a.x + a.w <= b.x + 2 && Math.abs(a.w - b.w) <= 0.15 * Math.max(a.w, b.w);
}

/** Whether a run's text lies within the box's width (its middle there, and no wider than it): the column's text. */
function inColumn(run: TextRun, box: Box): boolean {
  const mid = run.x + run.w / 2;
  return mid > box.x && mid < box.x + box.w && run.x >= box.x - run.size && run.x + run.w <= box.x + box.w + run.size && run.text.trim() !== "" && !FOLIO.test(run.text);
}

/** Nothing of the column is printed under the box. */
function endsColumn(box: Box, runs: readonly TextRun[]): boolean {
  const foot = box.y + box.h;
  return !runs.some((r) => r.y - r.size > foot && inColumn(r, box));
}

/** Nothing of the column is printed over the box. */
function opensColumn(box: Box, runs: readonly TextRun[]): boolean {
  return !runs.some((r) => r.y < box.y && inColumn(r, box));
}

/** The first part's header and rows, then the named part's: the named part keeps its caption and place. */
function joinInto(named: PageTable, first: PageTable): void {
  const into = named.table;
  const head = first.table;
  const later = into.header.length > 0 && headerKey(into) !== headerKey(head) ? into.header : [];
  into.header = head.header;
  into.rows = [...head.rows, ...later, ...into.rows];
  into.boxes = [...head.boxes, ...into.boxes];
  into.footnotes = [...head.footnotes.filter((n) => !into.footnotes.includes(n)), ...into.footnotes];
  for (const d of head.doubts) if (!into.doubts.some((o) => o.kind === d.kind)) into.doubts.push(d);
  if (!into.doubts.some((d) => d.kind === "continuation-unsure")) into.doubts.push(tableDoubt("continuation-unsure"));
  if (first.continues && !named.continues) named.continues = first.continues;
}
