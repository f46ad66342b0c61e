import type { Chunk } from "./tableChunks.ts";
import { NUMBER } from "./tableCells.ts";
import type { Edge } from "./tableEdges.ts";
import { baselineBands } from "./tableRows.ts";

/** Lines of column headings (one wrapped heading's lines included) a ruled-off spanner line may stand over. */
const MAX_HEADING_LINES = 3;

/**
 * A line of spanners ruled off across the whole table ("CIFAR-100" and "ImageNet", each over its
 * "Top-1 | Top-5"; "Supervised vs Self-supervised" over all the data columns) stands over the
 * column headings, and the rule under the headings is the header's end, not the rule under the
 * spanners. Taken so when the one line over the first rule is spanners (fewer cells, one over two
 * or more of the cells under it), the lines down to the next rule are headings (more cells, no
 * figures) and the rows under that rule mostly hold figures, more than one row to a rule: a grid ruled
 * row by row keeps its rules as rows' bounds.
 */
export function ruleUnderHeadings(edge: Edge | undefined, parting: readonly Edge[], inside: readonly Chunk[]): Edge | undefined {
  if (!edge || edge.kind !== "rule") return edge;
  const rules = parting.filter((e) => e.kind === "rule" && e.y > edge.y);
  const next = rules[0];
  if (!next) return edge;
  const above = baselineBands(inside.filter((c) => c.baseline < edge.y));
  const between = baselineBands(inside.filter((c) => c.baseline > edge.y && c.baseline < next.y));
  const bodyEnd = rules[1]?.y ?? Infinity;
  const body = baselineBands(inside.filter((c) => c.baseline > next.y && c.baseline < bodyEnd));
  if (above.length !== 1 || between.length === 0 || between.length > MAX_HEADING_LINES || body.length < 2) return edge;
  const spanners = above[0]!;
  const headings = between.flat();
  if ([...spanners, ...headings].some((c) => NUMBER.test(c.text.trim()))) return edge;
  const figured = body.filter((b) => b.some((c) => NUMBER.test(c.text.trim()))).length;
  if (headings.length <= spanners.length || 2 * figured < body.length) return edge;
  const spans = spanners.some((s) => headings.filter((h) => h.x1 > s.x0 && h.x0 < s.x1).length >= 2);
  return spans ? next : edge;
}
