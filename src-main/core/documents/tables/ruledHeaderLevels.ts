import type { Column } from "./tableColumns.ts";
import type { Heading } from "./headingLines.ts";

/** Rules across this close in y (points) are one line of the grid (a rule drawn twice, a little apart). */
const SAME_LINE = 1.5;
/** How far above its baseline a line's glyphs reach, in ems: a rule above that is above the line. */
const ASCENT = 0.7;

/** A heading placed in a ruled header: the row its box begins on and how many rows the box covers. */
export interface RuledHeading {
  heading: Heading;
  level: number;
  rows: number;
}

/**
 * A grid's header read by its rules across, not by its text lines. The rules drawn across the
 * header part it into ruled rows; each heading's box runs from the nearest rule over its columns
 * above it to the nearest one below, so a heading centred in a box two ruled rows tall ("11/12"
 * over "(a)", no rule between them) is one cell over both rows, and the headings of one ruled row
 * are one level however their baselines differ (one line beside a cell of two). Shading's
 * edges are no such rows (a strip may end inside a heading's box). Null when the rules do not settle it: no rule inside the header, a rule through a heading's own lines, or two
 * headings in one box (levels set without rules, read by their lines instead).
 */
export function ruledHeaderLevels(headings: readonly Heading[], columns: readonly Column[], across: readonly { y: number; x0: number; x1: number; kind?: "rule" | "band" }[]): { levels: number; placed: RuledHeading[] } | null {
  if (headings.length < 2) return null;
  const size = headings[0]!.chunks[0]!.size;
  const top = Math.min(...headings.map((h) => h.top)) - ASCENT * size;
  const bottom = Math.max(...headings.map((h) => h.bottom));
  // Rules only: a shaded header drawn in strips has a fill's edge inside one heading's box.
  const inside = across.filter((a) => a.kind !== "band" && a.y > top && a.y < bottom - ASCENT * size).sort((a, b) => a.y - b.y);
  // The grid's lines across the header, rules drawn twice or in pieces at one height taken once.
  const lines: number[] = [];
  for (const a of inside) if (lines.length === 0 || a.y - lines.at(-1)! > SAME_LINE) lines.push(a.y);
  if (lines.length === 0) return null;
  const lineOf = (y: number) => lines.findIndex((l) => Math.abs(l - y) <= SAME_LINE);
  const boxes = new Map<string, { heading: Heading; level: number; rows: number }>();
  for (const h of headings) {
    const x0 = columns[h.first]!.x0;
    const x1 = columns[h.last]!.x1;
    // A rule over the heading's columns: drawn across most of their width.
    const over = inside.filter((a) => Math.min(a.x1, x1) - Math.max(a.x0, x0) > 0.5 * (x1 - x0));
    const hTop = h.top - ASCENT * h.chunks[0]!.size;
    if (over.some((a) => a.y > hTop && a.y < h.bottom - ASCENT * size)) return null;
    const above = over.filter((a) => a.y <= hTop).map((a) => lineOf(a.y));
    const below = over.filter((a) => a.y >= h.bottom).map((a) => lineOf(a.y));
    const level = above.length > 0 ? Math.max(...above) + 1 : 0;
    const end = below.length > 0 ? Math.min(...below) : lines.length;
    const key = `${h.first}:${h.last}:${level}`;
    const same = boxes.get(key);
    // Lines of one box set apart (a heading and its note centred under it) are one cell.
    if (same && same.rows === end - level + 1) {
      same.heading = { ...same.heading, chunks: [...same.heading.chunks, ...h.chunks], top: Math.min(same.heading.top, h.top), bottom: Math.max(same.heading.bottom, h.bottom) };
      continue;
    }
    if (same) return null;
    boxes.set(key, { heading: h, level, rows: end - level + 1 });
  }
  const placed = [...boxes.values()];
  // Boxes that overlap are headings the rules do not part: leave them to their lines.
  for (const a of placed) {
    for (const b of placed) {
      if (a === b) continue;
      const rows = a.level < b.level + b.rows && b.level < a.level + a.rows;
      const cols = a.heading.first <= b.heading.last && b.heading.first <= a.heading.last;
      if (rows && cols) return null;
    }
  }
  return { levels: lines.length + 1, placed };
}
