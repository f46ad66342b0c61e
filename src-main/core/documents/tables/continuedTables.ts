import { tableDoubt, type ParsedTable } from "../../../contract/tables.ts";
import { gridRows } from "../../../contract/tableGrid.ts";
import type { PageTable } from "./pageTable.ts";
import { MAX_TABLE_ROWS } from "./tableLimits.ts";

const headerKey = (t: ParsedTable) => JSON.stringify(gridRows(t.header).map((r) => r.map((c) => c.replace(/\s+/g, " ").trim().toLowerCase())));

/**
 * A table continued over pages is one table: a part whose caption repeats the label of the table
 * on the page before (with or without "(Continued)") joins it, its repeated header dropped. A
 * part whose header has other words is a table of its own under the same label; one whose header
 * was read into other cells, or repeats a row of the table's body (a section's heading carried
 * over), keeps those rows as body rows, and the table says it is unsure.
 */
export function joinContinuedTables(parts: readonly PageTable[]): ParsedTable[] {
  const out: PageTable[] = [];
  for (const part of parts) {
    // Rows with no caption of their own that go on from the foot of the page before: a guess, said so.
    if (part.continues && out.includes(part.continues)) {
      const into = part.continues.table;
      if (!into.doubts.some((d) => d.kind === "continuation-unsure")) into.doubts.push(tableDoubt("continuation-unsure"));
      mergeInto(into, part.table);
      continue;
    }
    const previous = [...out].reverse().find((p) => p.caption && part.caption && p.caption.key === part.caption.key && p.caption.label.toLowerCase() === part.caption.label.toLowerCase());
    const lastPage = previous?.table.pages.at(-1) ?? -1;
    if (previous && part.table.page > lastPage && part.table.page - lastPage <= 2 && !otherColumnsOfSameRows(previous.table, part.table) && !headedOtherwise(previous.table, part.table)) {
      mergeInto(previous.table, part.table);
      continue;
    }
    out.push(part);
  }
  return out.map((p) => p.table);
}

const stubKey = (row: ParsedTable["rows"][number]) => (row.cells[0]?.text ?? "").replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Whether a later part goes on with a table across, not down: a table too wide for its page goes
 * on with its other columns under a header of their own, its stub column (the rows' names)
 * printed again row for row. Its rows are not more rows of the first part's columns, so it stays
 * a table of its own under the same label.
 */
function otherColumnsOfSameRows(first: ParsedTable, later: ParsedTable): boolean {
  if (later.header.length === 0 || headerKey(later) === headerKey(first)) return false;
  // Where the two parts' headers were read apart differently, a row may sit in one's header and
  // the other's body: the stubs are matched in order, not index for index.
  const a = first.rows.map(stubKey).filter(Boolean);
  const b = later.rows.map(stubKey).filter(Boolean);
  if (b.length < 3) return false;
  let same = 0;
  let from = 0;
  for (const key of b) {
    const at = a.indexOf(key, from);
    if (at < 0) continue;
    same++;
    from = at + 1;
  }
  return same >= 0.8 * Math.max(a.length, b.length);
}

const wordsOf = (rows: ParsedTable["header"]) => rows.flatMap((r) => r.cells.map((c) => c.text)).join(" ").replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Whether a later part under the same label heads its rows with other words than the table's
 * header ("Benchmarking education systems" where the first part has "Education system"): its rows
 * are another set of the same columns, each under its own header, so it stays a table of its own
 * under the same label rather than the first's header going on with the second's as a body row.
 * A header with the same words read into other cells (a heading split differently on one page)
 * is the same header, and so is a section's heading row carried over the page (the later header's
 * words are a row of the table's body): the part joins.
 */
function headedOtherwise(first: ParsedTable, later: ParsedTable): boolean {
  if (first.header.length === 0 || later.header.length === 0) return false;
  const words = wordsOf(later.header);
  return words !== wordsOf(first.header) && !first.rows.some((r) => wordsOf([r]) === words) && !(first.rotated && later.rotated && sharesHeaderWords(first, later));
}

/** How many of a later part's header words the first part's header must hold to be the same header misread. */
const SHARED_HEADER_WORDS = 0.6;

/**
 * Whether a sideways table's later part repeats the first's header, read differently: OCR reads
 * the header printed again on each page with other slips ("Study i population" beside "Pop
 * opulation": papers-more 67's Table 1 on a scan). Most of its words (of three letters or more)
 * are the first's; another set of columns' header shares few.
 */
function sharesHeaderWords(first: ParsedTable, later: ParsedTable): boolean {
  const wordSet = (rows: ParsedTable["header"]) => new Set(wordsOf(rows).split(" ").map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter((w) => w.length >= 3));
  const had = wordSet(first.header);
  const words = [...wordSet(later.header)];
  return words.length > 0 && words.filter((w) => had.has(w)).length >= SHARED_HEADER_WORDS * words.length;
}

/** Appends a later part to a table: its pages, boxes and rows, its header dropped when it repeats the table's. */
function mergeInto(into: ParsedTable, t: ParsedTable): void {
  into.pages.push(...t.pages.filter((p) => !into.pages.includes(p)));
  into.boxes.push(...t.boxes);
  if (t.header.length > 0 && headerKey(t) !== headerKey(into)) {
    into.rows.push(...t.header);
    if (!into.doubts.some((d) => d.kind === "continuation-unsure")) into.doubts.push(tableDoubt("continuation-unsure"));
  }
  into.rows.push(...t.rows);
  into.footnotes.push(...t.footnotes.filter((n) => !into.footnotes.includes(n)));
  for (const d of t.doubts) if (!into.doubts.some((o) => o.kind === d.kind)) into.doubts.push(d);
  into.rotated ||= t.rotated;
  if (into.rows.length > MAX_TABLE_ROWS) {
    into.rows.length = MAX_TABLE_ROWS;
    if (!into.doubts.some((d) => d.kind === "cut-at-limit")) into.doubts.push(tableDoubt("cut-at-limit"));
  }
}
