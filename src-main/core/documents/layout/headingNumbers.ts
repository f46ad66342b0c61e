import type { Line } from "./types.ts";

/**
 * The bare numbers among `candidates` that number a section heading set beside them on their row
 * ("1" then, a quad further on, "Introduction"), though they stand left of the page's text edge.
 *
 * Why: on a first page the text's left edge is taken from the lines most of the page starts at,
 * and there that is often the abstract's indented block (ACL's abstract is set in from both
 * sides, LNCS's too), not the column's own edge, where the body's few lines under it start. The
 * heading's number stands at the column's edge, so it looked like a margin number and was left
 * out: the paper's first section read "Introduction" without its "1".
 *
 * A line number or a stray page number in the margin is told apart by three things the page
 * shows: it stands outside every line of text (this number starts where some line of at least 20
 * characters starts, or right of it); the line beside it is in the number's own face and size
 * (a preprint's line numbers are set smaller, in a face of their own); and that line is a short
 * one starting with a capital, as a heading is, not a line of prose running to the column's edge.
 */
export function headingNumbers(candidates: readonly Line[], lines: readonly Line[]): Set<Line> {
  const found = new Set<Line>();
  if (candidates.length === 0) return found;
  const long = lines.filter((l) => l.text.length >= 20);
  if (long.length === 0) return found;
  const textStart = Math.min(...long.map((l) => l.x0));
  // Lines by their baseline rounded to a point, so each number looks only at its own row.
  const rows = new Map<number, Line[]>();
  for (const l of lines) {
    const key = Math.round(l.baseline);
    const row = rows.get(key);
    if (row) row.push(l);
    else rows.set(key, [l]);
  }
  const widest = Math.max(...long.map((l) => l.x1 - l.x0));
  for (const number of candidates) {
    if (number.x0 < textStart - 1) continue;
    const key = Math.round(number.baseline);
    const beside = [key - 1, key, key + 1].flatMap((k) => rows.get(k) ?? []).filter((o) =>
      o !== number && Math.abs(o.baseline - number.baseline) < 0.3 * number.size &&
      o.x0 > number.x1 && o.x0 - number.x1 < 2.5 * number.size,
    );
    const heading = beside.find((o) =>
      o.font === number.font && Math.abs(o.size - number.size) < 0.5 && /^\p{Lu}/u.test(o.text) &&
      o.text.split(/\s+/).length <= 12 && o.x1 - o.x0 < 0.75 * widest,
    );
    if (heading) found.add(number);
  }
  return found;
}
