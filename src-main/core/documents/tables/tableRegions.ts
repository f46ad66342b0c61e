import type { Line } from "../layout/types.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { Edge } from "./tableEdges.ts";
import { growRows } from "./growRows.ts";
import { edgeUnderDrawing } from "./tableUnderDrawing.ts";
import { edgeOffside } from "./offsideTable.ts";
import type { Anchor, RegionContext, TableRegion } from "./regionContext.ts";
import { groupByBaseline, overlap } from "./regionLines.ts";
import { walkEdges } from "./walkEdges.ts";
import { columnRuledNext } from "./columnRuledRegions.ts";
import { ruleUnderHeadRows } from "./headRowsUnderCaption.ts";

/**
 * The table a caption names: below it, above it (captions set under their tables) or beside it
 * (a side caption in a margin column). Bounded by the rules or shaded bands that run across it,
 * followed down while what lies between them is not prose and not another caption; with no
 * rule or band, by rows of cells under the caption. Null when nothing table-like is there.
 */
export function regionForCaption(caption: TableCaption, context: RegionContext): TableRegion | null {
  return regionBelowCaption(caption, context) ?? regionAboveCaption(caption, context);
}

/** The table beside or under a caption (`regionForCaption`'s first readings), or null. */
export function regionBelowCaption(caption: TableCaption, context: RegionContext): TableRegion | null {
  const size = caption.lines[0]!.size;
  const { edges } = context;
  // Beside: an edge starting right of a caption set in a narrow column, at its top.
  const beside = edges.find((e) => e.x0 >= caption.x1 - 1 && e.x1 - e.x0 > 3 * (caption.x1 - caption.x0) * 0.5 && e.y >= caption.top - 2 * size && e.y <= caption.lines[0]!.baseline + 0.5 * size);
  if (beside && caption.x1 - caption.x0 < 0.4 * context.frameWidth) {
    const region = walkEdges(beside, 1, anchorOf(caption), context);
    if (region) return region;
  }
  const spanOk = (e: Edge) => overlap(e.x0, e.x1, caption.x0 - 10, caption.x1 + 10) > 0.5 * Math.min(e.x1 - e.x0, caption.x1 - caption.x0);
  const linesBelow = nextLines(caption, 1, context);
  // A headnote set in smaller type under the caption ("[In thousands (11,062.6 represents ...)"),
  // a few lines over the table's top rule: the rule is looked for under it.
  const headnote = headnoteUnder(caption, linesBelow, context);
  const from = headnote.at(-1)?.bottom ?? caption.bottom;
  const below = edges.find((e) => e.y >= caption.bottom - 1 && e.y <= from + 3 * size && spanOk(e) && headnote.every((l) => l.baseline < e.y));
  const textBelow = linesBelow.length > 0 && linesBelow[0]!.top - caption.bottom < 2.5 * size;
  // A lone short line between the caption and the table's top rule ("[In thousands]") is a note
  // on the caption, not a row of a table of text; so are the lines of a headnote.
  const overRule = below ? linesBelow.filter((l) => l.baseline < below.y) : [];
  const noteOver =
    !!below &&
    ((overRule.length === 1 && overRule[0]!.x1 - overRule[0]!.x0 < 0.5 * (below.x1 - below.x0) && !looksTabular(overRule, context)) || (headnote.length > 0 && overRule.every((l) => headnote.includes(l))));
  if (below && (!textBelow || below.y <= linesBelow[0]!.baseline || noteOver)) {
    const region = walkEdges(below, 1, anchorOf(caption), context);
    // The headnote goes with the caption, not the body.
    if (region) return overRule.length > 0 && overRule.every((l) => headnote.includes(l)) ? { ...region, headnote: overRule } : region;
  }
  // Ruled down its columns, with no rule over its header: the column rules start under the caption.
  const ruled = columnRuledNext(caption, 1, context);
  if (ruled) return ruled;
  if (textBelow && looksTabular(linesBelow.slice(0, 4), context)) {
    const region = textRegion(caption, 1, context);
    if (region) return region;
  }
  // A header of several lines over a table ruled only under it: the rule is past the three lines looked at.
  const head = !below ? ruleUnderHeadRows(caption, linesBelow, context) : null;
  const region = head ? walkEdges(head.rule, 1, anchorOf(caption), context) : null;
  return region && head ? { ...region, top: head.top } : null;
}

/** The table over a caption: captions some journals set under the table. Null when none is there. */
export function regionAboveCaption(caption: TableCaption, context: RegionContext): TableRegion | null {
  const size = caption.lines[0]!.size;
  const { edges } = context;
  const spanOk = (e: Edge) => overlap(e.x0, e.x1, caption.x0 - 10, caption.x1 + 10) > 0.5 * Math.min(e.x1 - e.x0, caption.x1 - caption.x0);
  const above = [...edges].reverse().find((e) => e.y <= caption.top + 1 && e.y >= caption.top - 3 * size && spanOk(e));
  if (above) {
    const region = walkEdges(above, -1, anchorOf(caption), context);
    if (region) return region;
  }
  // Ruled down its columns, with no rule under its last row: the column rules end over the caption.
  const ruled = columnRuledNext(caption, -1, context);
  if (ruled) return ruled;
  const linesAbove = nextLines(caption, -1, context);
  if (linesAbove.length > 0 && caption.top - linesAbove[0]!.bottom < 2.5 * size && looksTabular(linesAbove.slice(0, 4), context)) {
    return textRegion(caption, -1, context);
  }
  return null;
}

/** The table under a drawing set between it and its caption, for a caption whose other reading found none. */
export function regionUnderDrawing(caption: TableCaption, context: RegionContext): TableRegion | null {
  const drawn = edgeUnderDrawing(caption, context);
  return drawn ? walkEdges(drawn, 1, anchorOf(caption), context) : null;
}

/** The narrow table set off to one side under a caption at the margin (`edgeOffside`), for a caption whose other readings found none. */
export function regionOffside(caption: TableCaption, context: RegionContext): TableRegion | null {
  const edge = edgeOffside(caption, reach(caption, context), context);
  return edge ? walkEdges(edge, 1, anchorOf(caption), context) : null;
}

/** Lines a headnote may run to. */
const MAX_HEADNOTE_LINES = 6;

/**
 * The lines of a headnote directly under a caption: in type smaller than the caption's, each set
 * at a text's leading under the one before, none a row of cells. Empty when the first line under
 * the caption is not so (a table's first row, or running text in the caption's type or larger).
 */
function headnoteUnder(caption: TableCaption, linesBelow: readonly Line[], context: RegionContext): Line[] {
  const size = caption.lines[0]!.size;
  const note: Line[] = [];
  let last: { bottom: number } = caption;
  for (const line of linesBelow) {
    if (note.length > 0 && Math.abs(line.baseline - note.at(-1)!.baseline) < 0.3 * line.size) {
      note.push(line);
      continue;
    }
    if (line.size > size - 0.5 || line.top - last.bottom > 1.2 * line.size || note.length >= MAX_HEADNOTE_LINES) break;
    // It ends at the table's top rule.
    if (context.edges.some((e) => e.y > last.bottom - 1 && e.y < line.top + 1 && overlap(e.x0, e.x1, caption.x0, caption.x1) > 0.5 * (caption.x1 - caption.x0))) break;
    note.push(line);
    last = line;
  }
  return note.length > 0 && !looksTabular(note, context) ? note : [];
}

/** Lines next to the caption in a direction, nearest first, in the caption's horizontal reach. */
function nextLines(caption: TableCaption, direction: 1 | -1, context: RegionContext): Line[] {
  // Under the caption itself (its column is found only if a table of text alone is read there).
  const [x0, x1] = [caption.x0, caption.x1];
  return context.lines
    .filter((l) => !caption.lines.includes(l) && (direction === 1 ? l.top >= caption.bottom - 1 : l.bottom <= caption.top + 1) && overlap(l.x0, l.x1, x0, x1) > 0)
    .sort((a, b) => direction * (a.baseline - b.baseline));
}

/** How far across a caption's table may reach: the caption's column, or the page when it crosses the gutter. */
function reach(caption: TableCaption, context: RegionContext): [number, number] {
  const g = context.gutter();
  if (g === null) return [0, context.frameWidth];
  if (caption.x1 <= g + 2) return [0, g];
  if (caption.x0 >= g - 2) return [g, context.frameWidth];
  return [0, context.frameWidth];
}

/** Several pieces on one baseline, set apart: cells, not a paragraph's line. */
function looksTabular(lines: readonly Line[], context: RegionContext): boolean {
  const rows = groupByBaseline(lines);
  // Cells stand well apart; the words of a justified line of prose do not.
  return rows.some((row) => {
    const pieces = context.chunks.filter((c) => row.includes(c.line)).sort((a, b) => a.x0 - b.x0);
    return pieces.some((c, i) => i > 0 && c.x0 - pieces[i - 1]!.x1 > 1.5 * c.size);
  });
}

const anchorOf = (caption: TableCaption): Anchor => ({ size: caption.lines[0]!.size, lines: caption.lines });

/** A table under (or over) its caption with no rule or band: rows of cells, followed while they go on. */
function textRegion(caption: TableCaption, direction: 1 | -1, context: RegionContext): TableRegion | null {
  const [r0, r1] = reach(caption, context);
  const start: TableRegion = { x0: r0, x1: r1, top: caption.top, bottom: caption.bottom, edges: [], textOnly: true };
  const grown = growRows(start, direction, anchorOf(caption), context);
  if (!grown) return null;
  const top = direction === 1 ? caption.bottom : grown.top;
  const bottom = direction === 1 ? grown.bottom : caption.top;
  const inside = context.chunks.filter((c) => c.baseline > top && c.baseline < bottom + 1 && c.x0 >= r0 - 1 && c.x1 <= r1 + 1);
  if (inside.length < 4) return null;
  return { x0: Math.min(...inside.map((c) => c.x0)), x1: Math.max(...inside.map((c) => c.x1)), top, bottom, edges: [], textOnly: true };
}
