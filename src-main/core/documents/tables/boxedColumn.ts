import { FIGURE_INK, figureInkNear } from "./figureInkNear.ts";
import type { Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import type { Edge } from "./tableEdges.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import { captionLines } from "./regionLines.ts";
import { baselineBands } from "./tableRows.ts";

/**
 * Tables of one column, found by their boxes: a stack of three or more boxes of one width, each
 * closed by vertical rules on both sides and ruled off from the next, each holding one short line
 * (a list of items drawn as a grid: "a0.wp1", "a1.wp3", ...). A ruled grid says table whatever its
 * number of columns, but a one-column grid has no cells side by side, which every other search
 * for a table with no caption asks for. What is not such a stack stays out: a framed abstract or
 * block quote is one box of several lines, an algorithm or code listing is ruled at its top and
 * foot (and under its title) with no sides, a boxed equation is one box, and a grid of two or
 * more columns is divided inside (and read by the other searches).
 */
export function boxedColumns(context: RegionContext, used: ReadonlySet<Chunk>): TableRegion[] {
  const verticals = context.verticals ?? [];
  if (verticals.length < 2) return [];
  const rules = context.edges.filter((e) => e.kind === "rule");
  const found: TableRegion[] = [];
  const seen = new Set<Edge>();
  for (const rule of rules) {
    if (seen.has(rule)) continue;
    const twins = rules.filter((e) => Math.abs(e.x0 - rule.x0) <= SAME_END && Math.abs(e.x1 - rule.x1) <= SAME_END).sort((a, b) => a.y - b.y);
    for (const t of twins) seen.add(t);
    if (twins.length < MIN_BOXES + 1) continue;
    for (const run of boxRuns(twins, verticals)) {
      const region = judgedStack(run, context, used);
      if (region) found.push(region);
    }
  }
  return found;
}

/** Boxes this many at least, stacked: two framed lines may be a title over its note, three ruled apart are a list drawn as a grid. */
const MIN_BOXES = 3;
/** Rules whose ends lie this close (points) are of one width: one box stack's. */
const SAME_END = 1.5;
/** A side rule this close (points) to a rule's end closes the box there. */
const SIDE_SLACK = 2;
/** A box taller than this many lines of its type holds more than a cell's one line (a framed paragraph). */
const MAX_BOX_LINES = 2.6;
/** A cell of this many words or more is a sentence: a stack of framed sentences is no list of items. */
const WORDY = 7;

/**
 * The runs of consecutive rules of one width that are boxes: between each two, a vertical rule
 * at both ends runs through the gap's middle, and none inside (a grid of two or more columns).
 */
function boxRuns(rules: readonly Edge[], verticals: readonly Rule[]): Edge[][] {
  const runs: Edge[][] = [];
  let run: Edge[] = [];
  const flush = () => {
    if (run.length >= MIN_BOXES + 1) runs.push(run);
    run = [];
  };
  for (let i = 1; i < rules.length; i++) {
    const [above, below] = [rules[i - 1]!, rules[i]!];
    const mid = (above.y + below.y) / 2;
    const through = (x: number) => verticals.some((v) => Math.abs(v.x0 - x) <= SIDE_SLACK && v.y0 <= mid && v.y1 >= mid);
    const x0 = Math.min(above.x0, below.x0);
    const x1 = Math.max(above.x1, below.x1);
    const inner = verticals.some((v) => v.x0 > x0 + SIDE_SLACK && v.x0 < x1 - SIDE_SLACK && v.y0 <= mid && v.y1 >= mid);
    if (!through(x0) || !through(x1) || inner) {
      flush();
      continue;
    }
    if (run.length === 0) run.push(above);
    run.push(below);
  }
  flush();
  return runs;
}

/** The stack as a one-column table when each box holds one short line, all inside it, and nothing marks it a figure's. */
function judgedStack(run: readonly Edge[], context: RegionContext, used: ReadonlySet<Chunk>): TableRegion | null {
  const x0 = Math.min(...run.map((e) => e.x0));
  const x1 = Math.max(...run.map((e) => e.x1));
  const top = run[0]!.y;
  const bottom = run.at(-1)!.y;
  const within = context.chunks.filter((c) => !used.has(c) && c.baseline > top && c.baseline < bottom && c.x1 > x0 && c.x0 < x1);
  // Text running out past the box's sides is a paragraph's or a figure's over the rules, not its cells.
  if (within.some((c) => c.x0 < x0 - SIDE_SLACK || c.x1 > x1 + SIDE_SLACK)) return null;
  const captioned = captionLines(context.captions);
  if (within.some((c) => captioned.has(c.line))) return null;
  const boxes: Chunk[][] = [];
  for (let i = 1; i < run.length; i++) {
    const inBox = within.filter((c) => c.baseline > run[i - 1]!.y && c.baseline < run[i]!.y);
    boxes.push(inBox);
    const bands = baselineBands(inBox);
    if (bands.length !== 1) return null;
    const size = Math.max(...inBox.map((c) => c.size));
    if (run[i]!.y - run[i - 1]!.y > MAX_BOX_LINES * size) return null;
    if (inBox.map((c) => c.text).join(" ").split(/\s+/).filter(Boolean).length >= WORDY) return null;
  }
  // The first box heads the items under it only when it is set apart from all of them.
  const style = (c: Chunk) => `${c.font}/${Math.round(c.size * 2)}`;
  const rest = new Set(boxes.slice(1).flat().map(style));
  const headed = boxes[0]!.every((c) => !rest.has(style(c)));
  const region: TableRegion = { x0, x1, top, bottom, edges: [...run], textOnly: false, boxedColumn: { headed } };
  if (figureInkNear(region, context) >= FIGURE_INK) return null;
  return region;
}
