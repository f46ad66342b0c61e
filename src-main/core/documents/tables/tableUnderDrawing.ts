import type { TableCaption } from "./tableCaptions.ts";
import type { Edge } from "./tableEdges.ts";
import type { RegionContext } from "./regionContext.ts";
import { overlap } from "./regionLines.ts";

/** How tall a drawing between a caption and its table may be, in lines of the caption's type. */
const MOST_DRAWING_LINES = 20;

/**
 * The top edge of a table set under a drawing that stands between it and its caption (a reaction
 * scheme printed as a picture, as chemistry journals set a table's conditions): the first edge
 * below the caption across its measure, when no line of text lies between them in that measure.
 * A text layer that is empty there holds no prose nor another caption, only a picture, so the
 * caption still names the table under it. Null when text or nothing lies there.
 */
export function edgeUnderDrawing(caption: TableCaption, context: RegionContext): Edge | null {
  // A table's top runs across most of its caption's measure; a drawing's arrow or bond does not.
  const across = (x0: number, x1: number) => overlap(x0, x1, caption.x0, caption.x1) > 0.5 * (caption.x1 - caption.x0);
  const deepest = caption.bottom + MOST_DRAWING_LINES * caption.lines[0]!.size;
  const edge = context.edges.find((e) => e.y > caption.bottom && e.y <= deepest && across(e.x0, e.x1));
  if (!edge) return null;
  const between = context.lines.some((l) => !caption.lines.includes(l) && l.baseline > caption.bottom && l.top < edge.y && overlap(l.x0, l.x1, caption.x0, caption.x1) > 0);
  return between ? null : edge;
}
