import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { multiply, type Matrix } from "./affine.ts";
import type { OperatorList } from "./operatorList.ts";


/** The one picture a page draws, and where: its unit square mapped to the page's user space. */
export interface SoleImage {
  /** pdf.js's object id of the decoded picture, or the decoded inline picture itself. */
  image: string | object;
  /** The unit square (the picture's own space) to the page's user space, as drawn. */
  transform: Matrix;
  /** A clip the picture is drawn under (a form's bounding box), in device-independent user space: x0, y0, x1, y1. */
  clip: [number, number, number, number] | null;
}

/** Operations that change nothing a picture drawn alone shows: state kept and restored, marked content. */
const NEUTRAL = new Set<number>([OPS.save, OPS.restore, OPS.dependency, OPS.beginMarkedContent, OPS.beginMarkedContentProps, OPS.endMarkedContent]);
/** Graphics-state entries that do not touch how a picture is painted (line and text settings). */
const NEUTRAL_STATE = new Set(["LW", "LC", "LJ", "ML", "D", "RI", "FL", "SM", "OP", "op", "OPM", "Font"]);

/**
 * The page's one picture when the page draws nothing else (no text, no paths, no clips but a
 * form's box, no transparency): a scan as scanners and img2pdf write it. Such a page looks
 * exactly like its picture placed on white, so OCR can take the picture's own pixels instead of
 * a rendering of the page. Null for anything else (a mixed page, two pictures, a stencil mask,
 * a soft mask or blend set in the graphics state), which is rendered as before.
 */
export function soleImage(list: OperatorList): SoleImage | null {
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let clip: SoleImage["clip"] = null;
  const stack: { ctm: Matrix; clip: SoleImage["clip"] }[] = [];
  let found: SoleImage | null = null;
  for (let i = 0; i < list.fnArray.length; i++) {
    const op = list.fnArray[i]!;
    const args = list.argsArray[i] as unknown[] | null;
    if (op === OPS.save) stack.push({ ctm, clip });
    else if (op === OPS.restore) ({ ctm, clip } = stack.pop() ?? { ctm, clip });
    else if (NEUTRAL.has(op)) continue;
    else if (op === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (op === OPS.setGState) {
      if (!(args?.[0] as [string, unknown][]).every(([key, value]) => NEUTRAL_STATE.has(key) || ((key === "CA" || key === "ca") && value === 1) || (key === "BM" && value === "source-over") || (key === "SMask" && value === false))) return null;
    } else if (op === OPS.paintFormXObjectBegin) {
      stack.push({ ctm, clip });
      const [matrix, bbox] = (args ?? []) as [number[] | null, number[] | null];
      if (matrix) ctm = multiply(ctm, matrix);
      if (bbox) {
        // A second clip inside the first is more than this path follows.
        if (clip) return null;
        const corners = [transformPoint(ctm, bbox[0]!, bbox[1]!), transformPoint(ctm, bbox[2]!, bbox[3]!)];
        clip = [Math.min(corners[0]![0], corners[1]![0]), Math.min(corners[0]![1], corners[1]![1]), Math.max(corners[0]![0], corners[1]![0]), Math.max(corners[0]![1], corners[1]![1])];
        // A form turned by other than quarter turns clips to no axis-aligned box.
        if (!isAxisAligned(ctm)) return null;
      }
    } else if (op === OPS.paintFormXObjectEnd) ({ ctm, clip } = stack.pop() ?? { ctm, clip });
    else if (op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject) {
      if (found) return null;
      const image = args?.[0];
      if (image === null || image === undefined || (typeof image !== "string" && typeof image !== "object")) return null;
      found = { image, transform: ctm, clip };
    } else return null;
  }
  return found;
}

/** Whether `m` maps axes onto axes (a quarter turn, flips and scaling; no other turn or shear). */
export function isAxisAligned(m: readonly number[]): boolean {
  const [a, b, c, d] = m as Matrix;
  const size = Math.abs(a) + Math.abs(b) + Math.abs(c) + Math.abs(d);
  const tiny = size * 1e-9;
  return size > 0 && ((Math.abs(b) <= tiny && Math.abs(c) <= tiny) || (Math.abs(a) <= tiny && Math.abs(d) <= tiny));
}

export function transformPoint(m: readonly number[], x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = m as Matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}
