import { gridRows, tableDoubt, type ParsedTable } from "../../../contract/tables.ts";
import type { PageTable } from "./findTables.ts";
import { MAX_TABLE_ROWS } from "./tableLimits.ts";

const headerKey = (t: ParsedTable) => JSON.stringify(gridRows(t.header).map((r) => r.map((c) => c.replace(/\s+/g, " ").trim().toLowerCase())));

/**
 * A table continued over pages is one table: a part whose caption repeats the label of the table
 * on the page before (with or without "(Continued)") joins it, its repeated header dropped. A
 * part whose header differs keeps those rows as body rows, and the table says it is unsure.
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
    if (previous && part.table.page > lastPage && part.table.page - lastPage <= 2) {
      mergeInto(previous.table, part.table);
      continue;
    }
    out.push(part);
  }
  return out.map((p) => p.table);
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
