import type { Line, RunSpan } from "./types.ts";

/**
 * Top-to-bottom, then left-to-right within a row. Rows are found by baseline, not by top: a
 * fragment that starts with a raised "1" has a higher top but belongs to the same line.
 */
export function sortRows(lines: Line[]): Line[] {
  const byBaseline = [...lines].sort((a, b) => a.baseline - b.baseline);
  const out: Line[] = [];
  let row: Line[] = [];
  for (const line of byBaseline) {
    if (row.length > 0 && line.baseline - row[0]!.baseline > 0.45 * Math.max(line.size, row[0]!.size)) {
      out.push(...row.sort((a, b) => a.x0 - b.x0));
      row = [];
    }
    row.push(line);
  }
  out.push(...row.sort((a, b) => a.x0 - b.x0));
  return out;
}

/**
 * The size of a line's capitals when it is set in small capitals (a heading's "REVERB": R, E and
 * V in the heading's size, "ERB" smaller): every piece in smaller type is capitals alone, so the
 * line's size by characters is the small capitals' and not its type's. Else the line's size.
 */
function capitalsSize(line: Line): number {
  const largest = Math.max(...line.spans.map((s) => s.h));
  if (largest - line.size < 0.5) return line.size;
  const smaller = line.spans.filter((s) => s.h < largest - 0.5);
  const capitals = (s: RunSpan) => /^[\p{Lu}\s]+$/u.test(line.text.slice(s.start, s.end)) && /\p{Lu}/u.test(line.text.slice(s.start, s.end));
  return smaller.every(capitals) ? largest : line.size;
}

/**
 * Re-joins pieces of one line that the gap rule split (loosely justified lines), when they sit
 * on the same baseline in the same column and follow each other in reading order.
 */
export function mergeRowFragments(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (
      prev && prev.page === line.page && prev.column === line.column && prev.spanning === line.spanning &&
      Math.abs(prev.baseline - line.baseline) < 0.3 * prev.size && line.x0 > prev.x1 && line.x0 - prev.x1 < 3 * prev.size &&
      (Math.abs(prev.size - line.size) < 0.5 || Math.abs(capitalsSize(line) - prev.size) < 0.5)
    ) {
      const offset = prev.text.length + 1;
      prev.text = `${prev.text} ${line.text}`;
      prev.spans.push(...line.spans.map((s) => ({ ...s, start: s.start + offset, end: s.end + offset })));
      prev.x1 = line.x1;
      prev.top = Math.min(prev.top, line.top);
      prev.bottom = Math.max(prev.bottom, line.bottom);
      continue;
    }
    out.push(line);
  }
  return out;
}
