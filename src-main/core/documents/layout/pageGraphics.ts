import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { FilledRect, MarkGrid, PageGraphics, Rect, Rule } from "./types.ts";
import { multiply, type Matrix } from "./affine.ts";
import type { OperatorList } from "./operatorList.ts";
import { HAIRLINE, hairlineOf, rectangleOf } from "./subpathBoxes.ts";

// Rules, filled rectangles and picture placements from a page's pdf.js operator list, in page
// points with a top-left origin. Since pdf.js 5 a path arrives as one constructPath operation,
// [paintOp, [Float32Array of DrawOPS], minMax], its points in user space (the current
// transformation applies); pdf.js's optimizer may already have folded a save/transform/restore
// around a stroke into the points.

/** How many rules, fills and pictures one page keeps: a grid of 10,000 rules fits, a plot of 100,000 strokes does not. */
export const MAX_PAGE_GRAPHICS = 20_000;

/** pdf.js's DrawOPS: the path commands inside a constructPath buffer. */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;

/** The side of a square of the page whose other marks are counted together, in points. */
const MARK_CELL = 24;
/** Off the axis by less than this over its length, a segment is straight for a table. */
const SLANT = 0.02;

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

interface State {
  ctm: Matrix;
  lineWidth: number;
  fill: string;
  stroke: string;
}

/** White (or nearly) paints nothing a reader sees on white paper: a knockout, not a band or a rule. */
function isWhite(color: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return false;
  return [1, 3, 5].every((i) => parseInt(color.slice(i, i + 2), 16) >= 0xf8);
}

/**
 * Reads the rules, fills and pictures a page draws. Curves and slanted strokes (plots, logos)
 * are left out; a stroked rectangle gives its four sides; a filled box thinner than a hairline is a
 * rule. `page` maps user space to the page's coordinates (top-left origin, y down). Linear in the
 * operations, and stops keeping items past MAX_PAGE_GRAPHICS.
 */
export function readGraphics(list: OperatorList, page: readonly [number, number, number, number, number, number], size: { width: number; height: number }, limit = MAX_PAGE_GRAPHICS): PageGraphics {
  const marks: MarkGrid = { cell: MARK_CELL, columns: Math.max(1, Math.ceil(size.width / MARK_CELL)), counts: new Array<number>(Math.max(1, Math.ceil(size.width / MARK_CELL)) * Math.max(1, Math.ceil(size.height / MARK_CELL))).fill(0) };
  const mark = (x: number, y: number) => {
    const column = Math.floor(x / MARK_CELL);
    const row = Math.floor(y / MARK_CELL);
    if (column < 0 || row < 0 || column >= marks.columns) return;
    const at = row * marks.columns + column;
    if (at < marks.counts.length) marks.counts[at]!++;
  };
  const horizontal: Rule[] = [];
  const vertical: Rule[] = [];
  const fills: FilledRect[] = [];
  const images: Rect[] = [];
  let truncated = false;
  const room = () => {
    if (horizontal.length + vertical.length + fills.length + images.length < limit) return true;
    truncated = true;
    return false;
  };
  let state: State = { ctm: IDENTITY, lineWidth: 1, fill: "#000000", stroke: "#000000" };
  const stack: State[] = [];
  const push = () => stack.push({ ...state });
  const pop = () => {
    state = stack.pop() ?? state;
  };
  // Page coordinates (top-left origin, y down) of a point under a matrix: `page` takes user space there.
  const toPage = (m: Matrix, x: number, y: number): [number, number] => {
    const ux = m[0] * x + m[2] * y + m[4];
    const uy = m[1] * x + m[3] * y + m[5];
    return [page[0] * ux + page[2] * uy + page[4], page[1] * ux + page[3] * uy + page[5]];
  };
  const scale = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;

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
  const addFill = (x: number, y: number, w: number, h: number, color: string) => {
    if (room()) fills.push({ x, y, w, h, color });
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

  /** Walks one path: straight sides become rules (stroked) or boxes (filled, when a subpath is an axis-aligned rectangle). */
  const paintPath = (op: number, buffer: Float32Array | null) => {
    if (!buffer) return;
    const stroke = op === OPS.stroke || op === OPS.closeStroke || op === OPS.fillStroke || op === OPS.eoFillStroke || op === OPS.closeFillStroke || op === OPS.closeEOFillStroke;
    const fill = op === OPS.fill || op === OPS.eoFill || op === OPS.fillStroke || op === OPS.eoFillStroke || op === OPS.closeFillStroke || op === OPS.closeEOFillStroke;
    if (!stroke && !fill) return; // endPath: a clipping path, nothing painted
    const m = state.ctm;
    const width = state.lineWidth * scale(m);
    const strokeShows = stroke && !isWhite(state.stroke) && state.stroke !== "transparent";
    const fillShows = fill && !isWhite(state.fill) && state.fill !== "transparent";
    let run: [number, number][] = []; // straight points since the last move or curve
    let sub: [number, number][] = []; // every vertex of the subpath, for the rectangle test
    let start: [number, number] | null = null;
    let curved = false;
    const strokeRun = () => {
      if (strokeShows) for (let k = 1; k < run.length; k++) addRule(run[k - 1]![0], run[k - 1]![1], run[k]![0], run[k]![1], width, state.stroke);
    };
    const endSubpath = () => {
      strokeRun();
      if (fillShows && !curved && sub.length >= 2) {
        const box = rectangleOf(sub) ?? hairlineOf(sub);
        if (box && box[2] - box[0] < 6 && box[3] - box[1] < 6 && box[2] - box[0] > HAIRLINE && box[3] - box[1] > HAIRLINE) mark(box[0], box[1]);
        else if (box) addBox(box[0], box[1], box[2], box[3], state.fill);
        else mark(sub[0]![0], sub[0]![1]);
      } else if ((fillShows || strokeShows) && curved && sub.length > 0) mark(sub[0]![0], sub[0]![1]);
      run = [];
      sub = [];
      curved = false;
    };
    for (let i = 0; i < buffer.length; ) {
      const command = buffer[i++];
      if (command === MOVE_TO) {
        endSubpath();
        start = toPage(m, buffer[i]!, buffer[i + 1]!);
        run = [start];
        sub = [start];
        i += 2;
      } else if (command === LINE_TO) {
        const p = toPage(m, buffer[i]!, buffer[i + 1]!);
        run.push(p);
        sub.push(p);
        i += 2;
      } else if (command === CURVE_TO || command === QUADRATIC_CURVE_TO) {
        // A curve ends the straight run before it; its end point starts the next one.
        const n = command === CURVE_TO ? 6 : 4;
        const end = toPage(m, buffer[i + n - 2]!, buffer[i + n - 1]!);
        strokeRun();
        run = [end];
        sub.push(end);
        curved = true;
        i += n;
      } else if (command === CLOSE_PATH) {
        if (start) {
          run.push(start);
          sub.push(start);
        }
        endSubpath();
        // After a close, drawing goes on from the subpath's start.
        if (start) {
          run = [start];
          sub = [start];
        }
      } else {
        break; // an unknown command: the rest of the buffer cannot be read
      }
    }
    endSubpath();
  };

  const placeUnitSquare = (m: Matrix) => {
    const corners = [toPage(m, 0, 0), toPage(m, 1, 0), toPage(m, 0, 1), toPage(m, 1, 1)];
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    if (room()) images.push({ x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y });
    mark(x + (Math.max(...xs) - x) / 2, y + (Math.max(...ys) - y) / 2);
  };

  const { fnArray, argsArray } = list;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
      case OPS.beginGroup:
        push();
        break;
      case OPS.restore:
      case OPS.endGroup:
      case OPS.paintFormXObjectEnd:
        pop();
        break;
      case OPS.transform:
        state.ctm = multiply(state.ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin:
        push();
        if (Array.isArray(args) && args[0]) state.ctm = multiply(state.ctm, Array.from(args[0] as ArrayLike<number>));
        break;
      case OPS.setLineWidth:
        state.lineWidth = Number((args as number[])[0]) || 0;
        break;
      case OPS.setGState:
        for (const [key, value] of ((args as unknown[][])[0] ?? []) as [string, unknown][]) if (key === "LW" && typeof value === "number") state.lineWidth = value;
        break;
      case OPS.setFillRGBColor:
        state.fill = String((args as string[])[0]);
        break;
      case OPS.setStrokeRGBColor:
        state.stroke = String((args as string[])[0]);
        break;
      case OPS.setFillTransparent:
        state.fill = "transparent";
        break;
      case OPS.setStrokeTransparent:
        state.stroke = "transparent";
        break;
      case OPS.setFillColorN:
        state.fill = "pattern";
        break;
      case OPS.setStrokeColorN:
        state.stroke = "pattern";
        break;
      case OPS.constructPath: {
        const [op, data] = args as [number, [Float32Array | null]];
        paintPath(op, data?.[0] ?? null);
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        placeUnitSquare(state.ctm);
        break;
      case OPS.paintSolidColorImageMask: {
        // A one-pixel mask stretched over a box: how some typesetters draw rules and bands.
        const corners = [toPage(state.ctm, 0, 0), toPage(state.ctm, 1, 1)];
        addBox(Math.min(corners[0]![0], corners[1]![0]), Math.min(corners[0]![1], corners[1]![1]), Math.max(corners[0]![0], corners[1]![0]), Math.max(corners[0]![1], corners[1]![1]), state.fill);
        break;
      }
      case OPS.paintImageXObjectRepeat: {
        const [, scaleX, scaleY, positions] = args as [unknown, number, number, number[]];
        for (let k = 0; k + 1 < positions.length; k += 2) placeUnitSquare(multiply(state.ctm, [scaleX, 0, 0, scaleY, positions[k]!, positions[k + 1]!]));
        break;
      }
      case OPS.paintImageMaskXObjectGroup:
        for (const image of args?.[0] as { transform?: number[] }[]) placeUnitSquare(image.transform ? multiply(state.ctm, image.transform) : state.ctm);
        break;
      default:
        break;
    }
  }
  return { horizontal, vertical, fills, images, truncated, marks };
}
