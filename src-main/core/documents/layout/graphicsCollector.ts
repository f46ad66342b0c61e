import type { FilledRect, MarkGrid, PageGraphics, Rect, Rule } from "./types.ts";
import { HAIRLINE } from "./subpathBoxes.ts";

// Where readGraphics (pageGraphics.ts) keeps what a page draws, in page points with a top-left
// origin: straight thin strokes as rules, thick ones and filled boxes as fills, pictures as their
// boxes, and everything else (curves, slanted strokes, specks) only counted on a coarse grid.

/** The side of a square of the page whose other marks are counted together, in points. */
const MARK_CELL = 24;
/** How many shadings a page keeps: a gradient drawn as thousands of strips is one figure's worth. */
const MAX_SHADINGS = 2_000;
/** Off the axis by less than this over its length, a segment is straight for a table. */
const SLANT = 0.02;

export interface GraphicsCollector {
  /** Counts one mark other than a rule, a fill or a picture at (x, y). */
  mark(x: number, y: number): void;
  /** A straight stroke from (ax, ay) to (bx, by): a rule when thin and on an axis, a band when thick, a mark when slanted. */
  addRule(ax: number, ay: number, bx: number, by: number, width: number, color?: string): void;
  /** A filled axis-aligned box: a rule when no thicker than a hairline. */
  addBox(x0: number, y0: number, x1: number, y1: number, color: string): void;
  /** A picture's box on the page. */
  addImage(box: Rect): void;
  /** The area a shading paints (a gradient fill): kept apart, for figures only. */
  addShading(box: Rect): void;
  /** What was kept, and whether the limit was reached. */
  result(): PageGraphics;
}

/** A collector for a page of `size` that keeps at most `limit` rules, fills and pictures together. */
export function collectGraphics(size: { width: number; height: number }, limit: number): GraphicsCollector {
  const columns = Math.max(1, Math.ceil(size.width / MARK_CELL));
  const marks: MarkGrid = { cell: MARK_CELL, columns, counts: new Array<number>(columns * Math.max(1, Math.ceil(size.height / MARK_CELL))).fill(0) };
  const horizontal: Rule[] = [];
  const vertical: Rule[] = [];
  const fills: FilledRect[] = [];
  const images: Rect[] = [];
  const shadings: Rect[] = [];
  let truncated = false;
  const room = () => {
    if (horizontal.length + vertical.length + fills.length + images.length < limit) return true;
    truncated = true;
    return false;
  };
  const mark = (x: number, y: number) => {
    const column = Math.floor(x / MARK_CELL);
    const row = Math.floor(y / MARK_CELL);
    if (column < 0 || row < 0 || column >= marks.columns) return;
    const at = row * marks.columns + column;
    if (at < marks.counts.length) marks.counts[at]!++;
  };
  const addFill = (x: number, y: number, w: number, h: number, color: string) => {
    if (room()) fills.push({ x, y, w, h, color });
  };
  const addRule = (ax: number, ay: number, bx: number, by: number, width: number, color = "") => {
    const dx = Math.abs(bx - ax);
    const dy = Math.abs(by - ay);
    if (dy <= SLANT * dx && dx > 0) {
      const y = (ay + by) / 2;
      // A stroke thicker than a hairline paints a band (Wiley shades table rows so).
      if (width > HAIRLINE) addFill(Math.min(ax, bx), y - width / 2, dx, width, color);
      else if (room()) horizontal.push({ x0: Math.min(ax, bx), x1: Math.max(ax, bx), y0: y, y1: y, width });
    } else if (dx <= SLANT * dy && dy > 0) {
      const x = (ax + bx) / 2;
      if (width > HAIRLINE) addFill(x - width / 2, Math.min(ay, by), width, dy, color);
      else if (room()) vertical.push({ x0: x, x1: x, y0: Math.min(ay, by), y1: Math.max(ay, by), width });
    } else if (dx > 0 || dy > 0) mark((ax + bx) / 2, (ay + by) / 2);
  };
  const addBox = (x0: number, y0: number, x1: number, y1: number, color: string) => {
    const w = x1 - x0;
    const h = y1 - y0;
    if (w <= 0 && h <= 0) return;
    // A box no thicker than a hairline is a rule drawn as a filled box (Word, many typesetters).
    if (h <= HAIRLINE && w > h) addRule(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2, Math.max(h, 0.1));
    else if (w <= HAIRLINE && h > w) addRule((x0 + x1) / 2, y0, (x0 + x1) / 2, y1, Math.max(w, 0.1));
    else addFill(x0, y0, w, h, color);
  };
  const addImage = (box: Rect) => {
    if (room()) images.push(box);
  };
  // Kept apart from the table's limit (a page's rules stay the same), under a cap of their own.
  const addShading = (box: Rect) => {
    if (shadings.length < MAX_SHADINGS) shadings.push(box);
  };
  return { mark, addRule, addBox, addImage, addShading, result: () => ({ horizontal, vertical, fills, images, truncated, marks, ...(shadings.length > 0 ? { shadings } : {}) }) };
}
