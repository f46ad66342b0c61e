import type { TableCell } from "../../../contract/tables.ts";
import type { Rect } from "../layout/types.ts";
import { type Chunk, withoutControls } from "./tableChunks.ts";
import { readsRightToLeft } from "./rightToLeft.ts";
import { baselineBands } from "./tableRows.ts";

/** Where the reader's frame lies on the page, so a cell's box is given on the page. */
export interface CellPlacement {
  page: number;
  toPage(rect: Rect): Rect;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The box around chunks, on the page. */
export function boxOf(chunks: readonly Chunk[], placement: CellPlacement): TableCell["box"] {
  if (chunks.length === 0) return null;
  // One pass, nothing copied: asked for every cell of every table.
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const c of chunks) {
    x0 = Math.min(x0, c.x0);
    x1 = Math.max(x1, c.x1);
    y0 = Math.min(y0, c.top);
    y1 = Math.max(y1, c.bottom);
  }
  const r = placement.toPage({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
  return { page: placement.page, x: round(r.x), y: round(r.y), w: round(r.w), h: round(r.h) };
}

/**
 * A minus sign opening a cell, then white space, then a figure: some publishers set the sign as a
 * run of its own with a space glyph after it ("−" "0.405", 0.1 em apart on the page). Nothing
 * stands before it to subtract from, so it is the figure's sign and reads joined, "−0.405"; a
 * minus between two terms ("SD − 1.5") keeps its spaces.
 */
const LEADING_MINUS = /^([-\u2212\u2013])\s+(?=\.?\d)/u;

/** A cell's text: its lines top to bottom (control characters dropped), pieces on a line in reading order (left to right, or right to left for Hebrew or Arabic), joined by one space. */
export function textOf(chunks: readonly Chunk[]): string {
  let text = "";
  for (const band of baselineBands(chunks)) {
    // A line of a right-to-left cell reads from its rightmost piece.
    const pieces = band.map((c) => c.text);
    const line = (readsRightToLeft(pieces.join("")) ? pieces.reverse() : pieces).join(" ");
    // A compound broken at its hyphen ("Web-" / "based") is joined without a space, and so is a
    // code or a range broken after its hyphen ("12-HG-" / "0207", "168-" / "196"): a line-end
    // hyphen between two words or figures is never followed by a space on the page.
    text = !text ? line : /[\p{L}\p{N}][-\u2010\u2011]$/u.test(text) && /^[\p{L}\p{N}]/u.test(line) ? text + line : `${text} ${line}`;
  }
  return withoutControls(text).replace(/\s+/g, " ").trim().replace(LEADING_MINUS, "$1");
}

export function cellOf(chunks: readonly Chunk[], placement: CellPlacement, colSpan = 1, rowSpan = 1): TableCell {
  return { text: textOf(chunks), box: boxOf(chunks, placement), colSpan, rowSpan };
}

export const emptyCell = (): TableCell => ({ text: "", box: null, colSpan: 1, rowSpan: 1 });

/** A cell of figures: "12", "3.4 (1.2)", "<0.001", "−2.5%". */
export const NUMBER = /^[\d.,\-–−+±()%<>=\s]+$/;
