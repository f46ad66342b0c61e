import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { multiply, type Matrix } from "./affine.ts";

/**
 * The area a page's pictures cover as they are drawn, summed over draws, in the page's own units
 * (points squared): fed a page's drawing operations in order, it follows the current transform
 * through saves, restores, transforms and forms, as pdf.js's renderer does. Drawing a picture
 * costs about the pixels it covers, whatever the picture holds: a page-sized picture drawn a
 * thousand times is decoded once and painted over the page a thousand times.
 */
export class DrawnArea {
  total = 0;
  private ctm: Matrix = [1, 0, 0, 1, 0, 0];
  private readonly stack: Matrix[] = [];

  /** Follows operation `op` with its arguments `args`, adding the area its pictures cover. */
  add(op: number, args: unknown): void {
    const list = Array.isArray(args) ? (args as unknown[]) : [];
    if (op === OPS.save) this.stack.push(this.ctm);
    else if (op === OPS.restore) this.ctm = this.stack.pop() ?? this.ctm;
    else if (op === OPS.transform) this.ctm = isMatrix(list) ? multiply(this.ctm, list) : this.ctm;
    else if (op === OPS.paintFormXObjectBegin) {
      this.stack.push(this.ctm);
      if (isMatrix(list[0])) this.ctm = multiply(this.ctm, list[0]);
    } else if (op === OPS.paintFormXObjectEnd) this.ctm = this.stack.pop() ?? this.ctm;
    else this.total += Math.abs(determinant(this.ctm)) * unitsDrawn(op, list);
  }
}

/** How many unit squares (in the current transform's space) operation `op` paints its pictures over. */
function unitsDrawn(op: number, args: unknown[]): number {
  if (ONE_PICTURE.has(op)) return 1;
  if (op === OPS.paintImageXObjectRepeat) return count(args.at(-1)) * Math.abs(number(args[1]) * number(args[2]));
  // A mask repeated: (mask, scaleX, skewX, skewY, scaleY, positions).
  if (op === OPS.paintImageMaskXObjectRepeat) return count(args.at(-1)) * Math.abs(number(args[1]) * number(args[4]) - number(args[2]) * number(args[3]));
  // A group of small masks, or of parts of one inline picture: each with its own transform.
  const group = op === OPS.paintImageMaskXObjectGroup ? args[0] : op === OPS.paintInlineImageXObjectGroup ? args[1] : null;
  if (!Array.isArray(group)) return 0;
  return group.reduce((sum: number, entry: { transform?: unknown }) => sum + (isMatrix(entry?.transform) ? Math.abs(determinant(entry.transform)) : 1), 0);
}

/** Operations that draw one picture over the current transform's unit square. */
const ONE_PICTURE = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintSolidColorImageMask]);

function count(positions: unknown): number {
  return ArrayBuffer.isView(positions) || Array.isArray(positions) ? Math.ceil((positions as ArrayLike<number>).length / 2) : 1;
}

function number(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function isMatrix(value: unknown): value is Matrix {
  return (Array.isArray(value) || ArrayBuffer.isView(value)) && (value as ArrayLike<unknown>).length === 6 && Array.from(value as ArrayLike<unknown>).every((x) => typeof x === "number" && Number.isFinite(x));
}

function determinant(m: Matrix): number {
  return m[0] * m[3] - m[1] * m[2];
}
