import type { Line } from "./types.ts";

/** Fewest lines that make a sidebar: a paragraph's last lines or a short list are not one. */
const MIN_RUN = 5;

/**
 * A caption set in a narrow sidebar beside a wide figure sits in the body column's place but is
 * set to a narrower measure of its own: measured against the body column's right edge every one
 * of its lines looks short, so the caption would be cut at each change of font and after each
 * line that ends a sentence (papers-wide 36: Fig. 3's caption in four pieces, "Representa-" |
 * "tive"). A run of such lines keeps its own right edge, as the misfits band in readingOrder does
 * for lines set right of the page's gutter. It is a sidebar when at least five lines in a row of
 * one column, one type and one left edge all stop well short of the column's edge, most of them
 * at one edge of their own (a measure, not ragged labels or a list), and no prose stands beside
 * them (the space right of them is a figure or empty, not another column's text).
 */
export function keepSidebarEdges(lines: Line[]): void {
  const columns = new Set(lines.filter((l) => !l.spanning).map((l) => l.column));
  for (const column of columns) {
    const inColumn = lines.filter((l) => !l.spanning && l.column === column).sort((a, b) => a.baseline - b.baseline);
    // A line sharing its baseline with another of its column is a cell or a label, not prose.
    const shared = (l: Line) => inColumn.some((o) => o !== l && Math.abs(o.baseline - l.baseline) < 0.3 * l.size);
    let run: Line[] = [];
    const close = () => {
      if (run.length >= MIN_RUN) settle(run, lines);
      run = [];
    };
    for (const line of inColumn) {
      const narrow = line.x1 < line.colRight - 4 * line.size && !shared(line);
      if (!narrow) {
        close();
        continue;
      }
      const prev = run.at(-1);
      const size = prev ? Math.max(prev.size, line.size) : line.size;
      const follows = prev && line.baseline - prev.baseline <= 1.6 * size && Math.abs(line.size - prev.size) <= 0.12 * size && Math.abs(line.x0 - run[0]!.x0) < 2 * size;
      if (!follows) close();
      run.push(line);
    }
    close();
  }
}

/** The width of a line's first word, at the line's mean character width. */
function firstWordWidth(line: Line): number {
  const word = line.text.split(/\s+/)[0] ?? "";
  return (word.length * (line.x1 - line.x0)) / Math.max(1, line.text.length);
}

function settle(run: Line[], lines: Line[]): void {
  const ends = run.map((l) => l.x1).sort((a, b) => a - b);
  const edge = ends[Math.floor(0.9 * (ends.length - 1))]!;
  const size = run[0]!.size;
  if (run.filter((l) => l.x1 >= edge - 2 * size).length < 0.7 * run.length) return;
  // Wrapped text: a line ends where the next line's first word would not have fitted before the
  // edge. A list's lines (names, one to a line) end short of it by choice.
  const wrapped = run.slice(0, -1).filter((l, i) => l.x1 + 0.25 * size + firstWordWidth(run[i + 1]!) > edge);
  if (wrapped.length < 0.75 * (run.length - 1)) return;
  const top = Math.min(...run.map((l) => l.top));
  const bottom = Math.max(...run.map((l) => l.bottom));
  const besideProse = lines.some((l) => !run.includes(l) && l.text.length >= 20 && l.x0 >= edge && l.bottom > top && l.top < bottom);
  if (besideProse) return;
  for (const l of run) l.colRight = edge;
}
