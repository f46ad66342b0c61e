import { readsRightToLeft } from "./rightToLeft.ts";
import { isNoteLine, NUMBERED_NOTE } from "./tableFootnotes.ts";
import type { Chunk } from "./tableChunks.ts";
import { baselineBands } from "./tableRows.ts";
import type { TableRegion } from "./regionContext.ts";

/** More lines than this under the last rule are rows, not a table's notes. */
const MAX_NOTE_LINES = 6;

/**
 * A table framed round its notes: a rule across the table, under its last row, with only notes
 * under it before the frame's foot ("(1) Private consumption plus ...", "a Mean (SD)."). The
 * region ends at that rule, so the notes are read as the table's footnotes, not as its last rows.
 * They are told from rows by the page: the first line under the rule opens with a note's marker,
 * no line there is a row of three or more cells, and a line runs across the columns of the row
 * above the rule (a note is set across the table; a row keeps to its columns).
 */
export function withoutNotesInFoot(region: TableRegion, chunks: readonly Chunk[]): TableRegion {
  const width = region.x1 - region.x0;
  const inside = chunks.filter((c) => c.baseline > region.top && c.baseline - 0.6 * c.size < region.bottom && (c.x0 + c.x1) / 2 >= region.x0 && (c.x0 + c.x1) / 2 <= region.x1);
  const rules = region.edges.filter((e) => e.kind === "rule" && e.x1 - e.x0 >= 0.75 * width && e.y > region.top + 1 && e.y < region.bottom - 1);
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    const below = baselineBands(inside.filter((c) => c.baseline - 0.6 * c.size > rule.y));
    const above = baselineBands(inside.filter((c) => c.baseline < rule.y));
    const lastRow = above.at(-1);
    // The last rule with text on both sides; a rule under all the text (the frame's own foot) is passed over.
    if (below.length === 0) continue;
    if (!lastRow || lastRow.length < 2 || below.length > MAX_NOTE_LINES || below.some((b) => b.length >= 3)) return region;
    if (!opensNote(below[0]!)) return region;
    const across = below.some((band) => band.some((c) => lastRow.filter((r) => r.x1 > c.x0 && r.x0 < c.x1).length >= 2));
    if (!across) return region;
    return { ...region, bottom: rule.y, edges: region.edges.filter((e) => e.y <= rule.y + 1), notesInFoot: true };
  }
  return region;
}

/** Whether a line's first chunk, in reading order (a right-to-left line's rightmost), opens a note. */
function opensNote(band: readonly Chunk[]): boolean {
  const rtl = readsRightToLeft(band.map((c) => c.text).join(" "));
  const first = rtl ? band.reduce((a, b) => (b.x1 > a.x1 ? b : a)) : band.reduce((a, b) => (b.x0 < a.x0 ? b : a));
  return NUMBERED_NOTE.test(first.text) || isNoteLine({ ...first.line, text: first.text });
}
