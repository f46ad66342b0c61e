import type { Chunk } from "./tableChunks.ts";
import { centreColumn, headingSpan, type Column } from "./tableColumns.ts";
import { baselineBands } from "./tableRows.ts";

/**
 * How far apart (in ems) a word placed by its share of a run and the heading under it may stand
 * at their left edges, centres or right edges and still be lines of one heading: the share is a
 * guess, off by up to a few points where letters differ in width.
 */
const ALIGN = 0.6;

/**
 * Headings of several columns the PDF set as one run ("Less than $10,000– $15,000– $30,000–",
 * each the first line of a column's heading): a run has no gap between its runs to part it at, so
 * it would read as one heading spanning those columns and push their own headings a level down.
 * It is parted at its spaces when its words, each placed at its share of the run's characters,
 * fall in turn into every column it covers, and the header's next line holds a heading in each of
 * those columns alone, lined up with its words (left, centre or right). A spanner ("Amount
 * borrowed" over three columns) leaves a column without a word, or stands off the headings under
 * it, and stays whole. Two words over two columns may still be a spanner lined up by chance
 * ("Mexican American" over "Male" and "Female"), so they are parted only under a heading of one
 * of those columns alone, which no spanner stands under.
 */
export function splitHeadingRuns(chunks: readonly Chunk[], columns: readonly Column[]): Chunk[] {
  if (columns.length < 2) return [...chunks];
  // From the lowest line up, so a run parted below counts as the headings of its columns above it.
  const out: Chunk[][] = [];
  const bands = baselineBands(chunks);
  for (let i = bands.length - 1; i >= 0; i--) out.unshift(bands[i]!.flatMap((c) => parted(c, columns, out[0] ?? [], bands[i - 1] ?? []) ?? [c]));
  return out.flat();
}

function parted(chunk: Chunk, columns: readonly Column[], next: readonly Chunk[], previous: readonly Chunk[]): Chunk[] | null {
  // Only one run of the PDF's is parted by its characters: between several, the PDF drew the gaps.
  if (chunk.spanFrom < 0 || chunk.spanFrom !== chunk.spanTo || next.length === 0) return null;
  const [first, last] = headingSpan(chunk, columns);
  if (first === last) return null;
  const perChar = (chunk.x1 - chunk.x0) / chunk.text.length;
  const groups: { text: string[]; x0: number; x1: number; column: number }[] = [];
  for (const m of chunk.text.matchAll(/\S+/g)) {
    const x0 = chunk.x0 + m.index * perChar;
    const x1 = x0 + m[0].length * perChar;
    const column = centreColumn({ x0, x1 }, columns);
    const group = groups.at(-1);
    if (group && group.column === column) {
      group.text.push(m[0]);
      group.x1 = x1;
    } else groups.push({ text: [m[0]], x0, x1, column });
  }
  if (groups.length !== last - first + 1 || groups.some((g, k) => g.column !== first + k)) return null;
  const near = (a: number, b: number) => Math.abs(a - b) <= ALIGN * chunk.size;
  const linedUp = (g: (typeof groups)[number], line: readonly Chunk[]) =>
    line.some((o) => {
      const [a, b] = headingSpan(o, columns);
      return a === g.column && b === g.column && (near(o.x0, g.x0) || near(o.x1, g.x1) || near(o.x0 + o.x1, g.x0 + g.x1));
    });
  if (!groups.every((g) => linedUp(g, next))) return null;
  // A spanner heads its columns, so no heading of one of them alone stands right above it.
  if (groups.length < 3 && !groups.some((g) => linedUp(g, previous))) return null;
  // No runs of its own: a piece of a run is not parted again.
  return groups.map((g) => ({ ...chunk, text: g.text.join(" "), x0: g.x0, x1: g.x1, spanFrom: -1, spanTo: -1 }));
}
