import type { Line } from "../layout/types.ts";
import type { Edge } from "./tableEdges.ts";
import type { RegionContext } from "./regionContext.ts";
import { groupByBaseline, overlap } from "./regionLines.ts";
import { isProseLine } from "./proseLines.ts";

/** Header lines a table ruled only under its header may set between its caption and that rule, at most. */
const MAX_HEAD_LINES = 4;

/** Words a header piece holds at most; more make a line of prose. */
const MAX_PIECE_WORDS = 6;

/**
 * The rule under a table's header when the table has no rule over it: its caption, then two to
 * four lines of headings (spanners over the columns they group, the columns' names, a stub's name
 * on any of them), then the rule. Every line there is a heading line: short pieces, none a line of
 * prose, one line at least in two pieces set apart; the rule reaches across the caption's width.
 * The caption's reading looks for a top rule within three lines of it, and a header this tall
 * puts its rule past that; its lines, few pieces with wide gaps, do not read as rows of cells.
 * Null when the lines under the caption are not so.
 */
export function ruleUnderHeadRows(caption: { lines: readonly Line[]; bottom: number; x0: number; x1: number }, below: readonly Line[], context: RegionContext): { rule: Edge; top: number } | null {
  const size = caption.lines[0]!.size;
  const reach = caption.bottom + (MAX_HEAD_LINES + 1) * 1.6 * size;
  const spanOk = (e: Edge) => e.kind === "rule" && overlap(e.x0, e.x1, caption.x0 - 10, caption.x1 + 10) > 0.5 * Math.min(e.x1 - e.x0, caption.x1 - caption.x0);
  const rule = context.edges.filter((e) => e.y > caption.bottom && e.y <= reach).sort((a, b) => a.y - b.y)[0];
  if (!rule || !spanOk(rule)) return null;
  // A caption shorter than its table leaves the header's top line unseen under it when that line
  // stands over the data columns alone (its stub empty): every line under the caption across the
  // rule's reach is looked at.
  const across = context.lines.filter((l) => !caption.lines.includes(l) && l.top >= caption.bottom - 1 && l.baseline < rule.y && overlap(l.x0, l.x1, rule.x0, rule.x1) > 0);
  const under = [...new Set([...below.filter((l) => l.baseline < rule.y), ...across])];
  const head = under.filter((l) => overlap(l.x0, l.x1, rule.x0, rule.x1) > 0.5 * (l.x1 - l.x0));
  const bands = groupByBaseline(head);
  if (bands.length < 2 || bands.length > MAX_HEAD_LINES) return null;
  // Nothing else there: every line under the caption down to the rule is one of the header's.
  if (under.some((l) => !head.includes(l))) return null;
  const width = rule.x1 - rule.x0;
  if (head.some((l) => isProseLine(l, context.chunks, width, context.bodySize, true))) return null;
  const pieces = (band: readonly Line[]) => context.chunks.filter((c) => band.includes(c.line));
  if (bands.some((band) => pieces(band).some((c) => c.text.trim().split(/\s+/).length > MAX_PIECE_WORDS))) return null;
  // Set apart as cells are: two pieces on one line at least, a gap of two letters between them.
  const apart = bands.some((band) => {
    const row = pieces(band).sort((a, b) => a.x0 - b.x0);
    return row.some((c, i) => i > 0 && c.x0 - row[i - 1]!.x1 > 2 * c.size);
  });
  if (!apart) return null;
  // Set close one under another, as a header's lines are, the first close under the caption.
  const tops = bands.map((band) => Math.min(...band.map((l) => l.top)));
  const bottoms = bands.map((band) => Math.max(...band.map((l) => l.bottom)));
  if (tops[0]! - caption.bottom > 2.5 * size || bands.some((band, i) => i > 0 && tops[i]! - bottoms[i - 1]! > band[0]!.size)) return null;
  return { rule, top: tops[0]! - 1 };
}
