import type { Line, Rule, SidewaysRun } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import { NUMBER } from "./tableCells.ts";
import type { Edge } from "./tableEdges.ts";
import type { TableRegion } from "./regionContext.ts";

/** Where a turned run's glyphs stand across its baseline, as shares of its type size: above it, and below. */
const ASCENT = 0.75;
const DESCENT = 0.25;
/** A grid holds at least this many upright pieces for each heading set sideways in it. */
const UPRIGHT_PER_SIDEWAYS = 2;

/**
 * Headings set sideways in a ruled grid's cells (candidates' names in a tall row over the figures),
 * as pieces of the upright table. pdf.js gives each run's direction from its transform; the piece
 * stands where its glyphs do, its baseline at the run's foot, so a row of such headings is read as
 * one line of the table. A run counts only when a vertical rule runs its whole length on each side
 * of it: it is in a cell of a grid. `page` is the page's number.
 */
export function sidewaysCellChunks(runs: readonly SidewaysRun[], verticals: readonly Rule[], page: number): Chunk[] {
  const out: Chunk[] = [];
  for (const c of turnedChunks(runs, page)) {
    const alongside = (v: Rule) => v.y0 <= c.top + 2 && v.y1 >= c.bottom - 2;
    if (!verticals.some((v) => v.x0 <= c.x0 && alongside(v)) || !verticals.some((v) => v.x0 >= c.x1 && alongside(v))) continue;
    out.push(c);
  }
  return out;
}

/** Each turned run as a piece standing where its glyphs do, its baseline at the run's foot. */
export function turnedChunks(runs: readonly SidewaysRun[], page: number): Chunk[] {
  const out: Chunk[] = [];
  for (const r of runs) {
    const text = r.text.trim();
    if (!text) continue;
    // Read bottom to top (90), a glyph's top points left of its baseline; read top to bottom, right.
    const [x0, x1] = r.angle === 90 ? [r.x - ASCENT * r.size, r.x + DESCENT * r.size] : [r.x - DESCENT * r.size, r.x + ASCENT * r.size];
    const [top, bottom] = r.angle === 90 ? [r.y - r.w, r.y] : [r.y, r.y + r.w];
    const line: Line = { page, text, spans: [], x0, x1, top, bottom, baseline: bottom, size: r.size, font: r.font, column: 0, colLeft: x0, colRight: x1, spanning: false };
    out.push({ text, x0, x1, top, bottom, baseline: bottom, size: r.size, font: r.font, line, spanFrom: -1, spanTo: -1 });
  }
  return out;
}

/**
 * The sideways cells inside a region, when it is a table of upright text: a table printed sideways
 * as a whole is read in its own turned frame, and its rules would otherwise box its runs here too.
 */
export function sidewaysCellsIn(region: TableRegion, sideways: readonly Chunk[], upright: readonly Chunk[]): Chunk[] {
  const within = (c: Chunk) => c.x0 >= region.x0 - 1 && c.x1 <= region.x1 + 1 && c.top >= region.top - 1 && c.bottom <= region.bottom + 1;
  const cells = sideways.filter(within);
  if (cells.length === 0) return cells;
  const uprightIn = upright.filter((c) => c.baseline > region.top && c.baseline < region.bottom && c.x0 >= region.x0 - c.size && c.x1 <= region.x1 + c.size).length;
  return uprightIn >= UPRIGHT_PER_SIDEWAYS * cells.length ? onSharedLines(cells) : [];
}

/**
 * Turned headings that stand across the same height are one row of the grid's cells, and so one
 * line of the header, wherever each one ends. Read bottom to top, they share their foot; read top
 * to bottom, they share their head and end at their lengths. Each takes the lowest foot of the
 * headings it overlaps, the row's line.
 */
function onSharedLines(cells: Chunk[]): Chunk[] {
  const sorted = [...cells].sort((a, b) => a.top - b.top);
  const out: Chunk[] = [];
  for (let i = 0; i < sorted.length; ) {
    let foot = sorted[i]!.bottom;
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.top < foot) foot = Math.max(foot, sorted[j++]!.bottom);
    // Set on the pieces themselves: the frame's reading knows a piece taken by a table by identity.
    for (const c of sorted.slice(i, j)) {
      c.baseline = foot;
      c.line.baseline = foot;
      out.push(c);
    }
    i = j;
  }
  return out;
}

/**
 * Where the header ends when headings are set sideways in the grid: headings turned to fit a
 * narrow column are headings, so the header runs down to the first rule across under them, when
 * nothing above that rule is a figure. `edge` is the header's end found from the upright text;
 * `parting` the rules across with text on both sides.
 */
export function headerUnderSidewaysCells(edge: Edge | undefined, parting: readonly Edge[], cells: readonly Chunk[], inside: readonly Chunk[]): Edge | undefined {
  if (cells.length === 0) return edge;
  const foot = Math.max(...cells.map((c) => c.bottom));
  if (edge && edge.y >= foot - 1) return edge;
  const under = parting.find((e) => e.y >= foot - 1);
  if (!under || inside.some((c) => c.baseline < under.y && NUMBER.test(c.text))) return edge;
  return under;
}
