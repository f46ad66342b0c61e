import { withoutRuleBoxEnds } from "./ruleBoxEnds.ts";
import type { Line, PageGraphics, Rule } from "../layout/types.ts";
import { tileSeams } from "./bandSeams.ts";

/**
 * A horizontal edge a table can be bounded or divided by: a rule, or the top or bottom of a
 * shaded band (tables ruled by shading alone, as Wiley sets them, have no other).
 */
export interface Edge {
  y: number;
  x0: number;
  x1: number;
  kind: "rule" | "band";
}

/** A fill darker than this (on a 0-255 grey scale) is a picture's area or a black box, not shading. */
const DARKEST_SHADE = 110;

/**
 * The frame's horizontal edges, collinear pieces joined (a rule drawn cell by cell is one rule),
 * with rows of dots or underscores printed as text taken for the rules they draw. Sorted by y.
 */
export function horizontalEdges(graphics: PageGraphics | null, lines: readonly Line[]): { edges: Edge[]; textRules: Set<Line> } {
  const pieces: Edge[] = [];
  for (const rule of graphics?.horizontal ?? []) pieces.push({ y: rule.y0, x0: rule.x0, x1: rule.x1, kind: "rule" });
  const bands = joinBands(graphics?.fills ?? []);
  const seams = tileSeams(bands);
  bands.forEach((fill, i) => {
    if (!seams[i]!.top) pieces.push({ y: fill.y, x0: fill.x, x1: fill.x + fill.w, kind: "band" });
    if (!seams[i]!.bottom) pieces.push({ y: fill.y + fill.h, x0: fill.x, x1: fill.x + fill.w, kind: "band" });
  });
  const textRules = new Set<Line>();
  for (const line of lines) {
    // "..........", "______", "------": a rule set in type (some typesetters draw a table's rules so).
    if (line.text.length >= 12 && /^[.·…_\-–—=\s]+$/.test(line.text) && line.x1 - line.x0 > 20 * line.size * 0.5) {
      textRules.add(line);
      pieces.push({ y: line.baseline - 0.25 * line.size, x0: line.x0, x1: line.x1, kind: "rule" });
    }
  }
  return { edges: joinCollinear(pieces), textRules };
}

/** Shaded rectangles worth reading as bands: not white (dropped already), not dark, wider than tall or a cell. */
export function joinBands(fills: NonNullable<PageGraphics["fills"]>): NonNullable<PageGraphics["fills"]> {
  return fills.filter((f) => f.color === "pattern" || grey(f.color) >= DARKEST_SHADE).filter((f) => f.w >= 4 && f.h >= 4);
}

function grey(color: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return 0;
  return (parseInt(m[1]!, 16) + parseInt(m[2]!, 16) + parseInt(m[3]!, 16)) / 3;
}

/** Edges on one height (within a point) that touch or overlap are one edge. Sorting keeps it n log n. */
function joinCollinear(pieces: Edge[]): Edge[] {
  const sorted = [...pieces].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const out: Edge[] = [];
  let row: Edge[] = [];
  const flushRow = () => {
    row.sort((a, b) => a.x0 - b.x0);
    let current: Edge | undefined;
    for (const e of row) {
      // Shaded cells are set a few points apart; a rule's pieces touch (a gap in a rule is meant: the
      // short rules under spanning headings).
      if (current && e.x0 <= current.x1 + (e.kind === "band" && current.kind === "band" ? 10 : 3)) {
        current.x1 = Math.max(current.x1, e.x1);
        if (e.kind === "rule") current.kind = "rule";
      } else {
        if (current) out.push(current);
        current = { ...e };
      }
    }
    if (current) out.push(current);
    row = [];
  };
  for (const p of sorted) {
    if (row.length > 0 && p.y - row[0]!.y > 1) flushRow();
    row.push(p);
  }
  flushRow();
  return out.sort((a, b) => a.y - b.y);
}

/** Vertical rules joined the same way, for grid tables: sorted by x. */
export function verticalRules(graphics: PageGraphics | null): Rule[] {
  // Pieces drawn on one x by a grid row by row differ in x by rounding noise only (80.61790000433918,
  // 80.6179000043385): sorted by x alone, a column's pieces come bottom to top, and each joined only
  // the piece under it, so the column rule was its last row's piece alone. They are taken a column
  // at a time (x within a point), top to bottom.
  const byX = [...(graphics?.vertical ?? [])].sort((a, b) => a.x0 - b.x0);
  const sorted: Rule[] = [];
  for (let i = 0; i < byX.length; ) {
    let j = i + 1;
    while (j < byX.length && byX[j]!.x0 - byX[j - 1]!.x0 <= 0.01) j++;
    sorted.push(...byX.slice(i, j).sort((a, b) => a.y0 - b.y0));
    i = j;
  }
  const out: Rule[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && Math.abs(r.x0 - last.x0) <= 1 && r.y0 <= last.y1 + 3) last.y1 = Math.max(last.y1, r.y1);
    else out.push({ ...r });
  }
  // Pieces on one x that were not adjacent to the previous piece may still join a later one.
  return withoutRuleBoxEnds(out);
}
