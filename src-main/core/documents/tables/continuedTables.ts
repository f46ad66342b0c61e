import { gridRows, tableDoubt, type ParsedTable } from "../../../contract/tables.ts";
import type { PageTable } from "./findTables.ts";

const headerKey = (t: ParsedTable) => JSON.stringify(gridRows(t.header).map((r) => r.map((c) => c.replace(/\s+/g, " ").trim().toLowerCase())));

/**
 * A table continued over pages is one table: a part whose caption repeats the label of the table
 * on the page before (with or without "(Continued)") joins it, its repeated header dropped. A
 * part whose header differs keeps those rows as body rows, and the table says it is unsure.
 */
export function joinContinuedTables(parts: readonly PageTable[]): ParsedTable[] {
  const out: PageTable[] = [];
  for (const part of parts) {
    const previous = [...out].reverse().find((p) => p.caption && part.caption && p.caption.key === part.caption.key && p.caption.label.toLowerCase() === part.caption.label.toLowerCase());
    const lastPage = previous?.table.pages.at(-1) ?? -1;
    if (previous && part.table.page > lastPage && part.table.page - lastPage <= 2) {
      const into = previous.table;
      const t = part.table;
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
      continue;
    }
    out.push(part);
  }
  return out.map((p) => p.table);
}
