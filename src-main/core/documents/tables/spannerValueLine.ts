import type { Chunk } from "./tableChunks.ts";
import type { Edge } from "./tableEdges.ts";
import type { Heading } from "./headingLines.ts";
import { baselineBands, type Band } from "./tableRows.ts";
import { SWEPT_VALUE } from "./widerSpanner.ts";

/** How far (in ems) a heading must stand right of the table's left edge to leave the stub open. */
const STUB_OPEN = 2;

/**
 * Whether a header of spanners alone (nothing over the stub: "Number of agents", "Design effect")
 * has lines to head. A spanner heads sub-headings; a header of nothing else has left them in the
 * body, because a line of figures under a spanner reads like a row ("1 2 4 8 16 32", "Proportion
 * 1.0 1.1 ... 1.6"). `left` is the table's left edge.
 */
export function spannersAlone(header: readonly Chunk[], left: number): boolean {
  return header.length > 0 && header.every((c) => c.x0 > left + STUB_OPEN * c.size);
}

/**
 * Whether a line is the values of one swept quantity heading the columns under a spanner: at most
 * a stub heading first ("Proportion", wherever its cell sets it), then two or more values, each a
 * heading's worth (a figure or "p=2").
 */
export function valueLine(band: Band): boolean {
  const sorted = [...band].sort((a, b) => a.x0 - b.x0);
  const values = sorted[0] && !SWEPT_VALUE.test(sorted[0].text.trim()) ? sorted.slice(1) : sorted;
  return values.length >= 2 && values.every((c) => SWEPT_VALUE.test(c.text.trim()));
}

/**
 * With no rule under the header: the line of values under a header of spanners alone is its lower
 * level when it is set apart from the rows under it, farther below it than they are from each other
 * by half a line (where a typed rule of dashes or a drawn one stood). A first row of the body is
 * set at the rows' leading, so a table whose header is a lone spanner over its rows keeps them.
 */
export function valueLineSetApart(bands: readonly Band[], count: number, left: number): boolean {
  const line = bands[count];
  const next = bands[count + 1];
  const after = bands[count + 2];
  if (!line || !next || !after || count === 0) return false;
  // Under the spanners at a line's leading or a little more, not a paragraph away.
  if (line[0]!.baseline - bands[count - 1]![0]!.baseline > 2.5 * line[0]!.size) return false;
  if (!spannersAlone(bands.slice(0, count).flat(), left) || !valueLine(line)) return false;
  const leading = after[0]!.baseline - next[0]!.baseline;
  return next[0]!.baseline - line[0]!.baseline > leading + 0.5 * line[0]!.size;
}

/**
 * With a rule open at the stub under the header (a spanner's underline, `\cmidrule`): the header
 * ends at the next rule across the whole table instead, when the one line between them is a line
 * of values and the header above the open rule is spanners alone standing over it. Booktabs sets
 * a swept quantity so: its name over a `\cmidrule`, its values, then `\midrule`.
 */
export function ruleUnderValueLine(edge: Edge | undefined, parting: readonly Edge[], inside: readonly Chunk[]): Edge | undefined {
  if (!edge || edge.kind !== "rule" || inside.length === 0) return edge;
  const left = Math.min(...inside.map((c) => c.x0));
  const size = inside[0]!.size;
  if (edge.x0 <= left + STUB_OPEN * size) return edge;
  const full = parting.find((e) => e.kind === "rule" && e.y > edge.y && e.x0 <= left + STUB_OPEN * size);
  if (!full) return edge;
  const above = inside.filter((c) => c.baseline < edge.y);
  if (!spannersAlone(above, left)) return edge;
  const between = baselineBands(inside.filter((c) => c.baseline > edge.y && c.baseline < full.y));
  if (between.length !== 1 || !valueLine(between[0]!)) return edge;
  // The spanners stand over the open rule's stretch, as a spanner over its underline does.
  if (!above.every((c) => c.x0 >= edge.x0 - size && c.x1 <= edge.x1 + size)) return edge;
  return full;
}

/**
 * Whether a heading under a spanner of several columns is a value of the quantity it names, set
 * a line below it: at a typewriter's solid leading (a line a little over an em) it is nearer than
 * a header's levels usually stand, but a heading does not wrap onto a figure ("Design effect" over
 * "1.0 1.1 ... 1.6").
 */
export function valueUnder(o: Heading, h: Heading, size: number): boolean {
  return o.top > h.bottom + 0.9 * size && SWEPT_VALUE.test(o.chunks.map((c) => c.text).join(" ").trim());
}
