import type { TableCaption } from "./tableCaptions.ts";
import type { Edge } from "./tableEdges.ts";
import type { RegionContext } from "./regionContext.ts";
import { overlap } from "./regionLines.ts";

/** How far under its caption a table set off to one side may start, in lines of the caption's type. */
const MOST_GAP_LINES = 3;

/**
 * The top rule of a narrow table set off to one side under a caption that starts at the margin
 * (a one- or two-column tabular centred in the column, its caption left-aligned): the caption's
 * measure and the table's barely meet, so no rule runs across the caption. The first edge below
 * the caption, within a few lines, inside the caption's column (`reach`), when no line of text
 * lies between them anywhere across that column: nothing else there for the caption to name.
 * Null otherwise.
 */
export function edgeOffside(caption: TableCaption, reach: readonly [number, number], context: RegionContext): Edge | null {
  const size = caption.lines[0]!.size;
  const [r0, r1] = reach;
  const inColumn = (x0: number, x1: number) => x0 >= r0 - 2 && x1 <= r1 + 2;
  const edge = context.edges.find((e) => e.y > caption.bottom && e.y <= caption.bottom + MOST_GAP_LINES * size && inColumn(e.x0, e.x1));
  if (!edge) return null;
  const between = context.lines.some((l) => !caption.lines.includes(l) && l.baseline > caption.bottom && l.top < edge.y && overlap(l.x0, l.x1, r0, r1) > 0);
  return between ? null : edge;
}
