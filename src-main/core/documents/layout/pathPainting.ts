import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Matrix } from "./affine.ts";
import type { GraphicsCollector } from "./graphicsCollector.ts";
import { HAIRLINE, hairlineOf, rectangleOf } from "./subpathBoxes.ts";

// One constructPath operation of a page's operator list, walked into rules, boxes and marks.
// Since pdf.js 5 a path arrives as [paintOp, [Float32Array of DrawOPS], minMax], its points in
// user space (the current transformation applies).

/** pdf.js's DrawOPS: the path commands inside a constructPath buffer. */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;

/** What the graphics state says about painting a path. */
export interface PaintState {
  ctm: Matrix;
  lineWidth: number;
  fill: string;
  stroke: string;
}

/** Page coordinates (top-left origin, y down) of a user-space point under the current matrix. */
export type ToPage = (m: Matrix, x: number, y: number) => [number, number];

/** White (or nearly) paints nothing a reader sees on white paper: a knockout, not a band or a rule. */
function isWhite(color: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return false;
  return [1, 3, 5].every((i) => parseInt(color.slice(i, i + 2), 16) >= 0xf8);
}

const scale = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;

/**
 * Walks one path: straight sides become rules (stroked) or boxes (filled, when a subpath is an
 * axis-aligned rectangle); curves and specks are only marked. Linear in the buffer.
 */
export function paintPath(op: number, buffer: Float32Array | null, state: PaintState, toPage: ToPage, out: GraphicsCollector): void {
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
    if (strokeShows) for (let k = 1; k < run.length; k++) out.addRule(run[k - 1]![0], run[k - 1]![1], run[k]![0], run[k]![1], width, state.stroke);
  };
  const endSubpath = () => {
    strokeRun();
    if (fillShows && !curved && sub.length >= 2) {
      const box = rectangleOf(sub) ?? hairlineOf(sub);
      if (box && box[2] - box[0] < 6 && box[3] - box[1] < 6 && box[2] - box[0] > HAIRLINE && box[3] - box[1] > HAIRLINE) out.mark(box[0], box[1]);
      else if (box) out.addBox(box[0], box[1], box[2], box[3], state.fill);
      else out.mark(sub[0]![0], sub[0]![1]);
    } else if ((fillShows || strokeShows) && curved && sub.length > 0) out.mark(sub[0]![0], sub[0]![1]);
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
}
