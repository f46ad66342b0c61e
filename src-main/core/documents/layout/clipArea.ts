import type { Matrix } from "./affine.ts";
import type { Rect } from "./types.ts";

// Where a page may still be painted: the boxes of the clipping paths and of the form XObjects
// it is inside, in page coordinates. A shading (`sh`) paints all of it, drawing no path of its
// own: a gradient-filled box of a diagram exported from a drawing program is only its clip.

/** [x0, y0, x1, y1] in page points (top-left origin); null while nothing clips. */
export type Clip = readonly [number, number, number, number] | null;

/** The page box of a user-space box [x0, y0, x1, y1] under `m`, then `toPage`. */
export function pageBox(box: ArrayLike<number>, m: Matrix, toPage: (m: Matrix, x: number, y: number) => [number, number]): [number, number, number, number] | null {
  const [x0, y0, x1, y1] = [box[0], box[1], box[2], box[3]] as number[];
  if (![x0, y0, x1, y1].every((v) => Number.isFinite(v))) return null;
  const corners = [toPage(m, x0!, y0!), toPage(m, x1!, y0!), toPage(m, x0!, y1!), toPage(m, x1!, y1!)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The part of `clip` inside `box` (an empty clip stays empty: a zero-size box). */
export function narrow(clip: Clip, box: readonly [number, number, number, number] | null): Clip {
  if (!box) return clip;
  if (!clip) return box;
  const x0 = Math.max(clip[0], box[0]);
  const y0 = Math.max(clip[1], box[1]);
  return [x0, y0, Math.max(x0, Math.min(clip[2], box[2])), Math.max(y0, Math.min(clip[3], box[3]))];
}

/** The area a shading paints: its clip on the page, or the page itself when nothing clips. */
export function shadedArea(clip: Clip, size: { width: number; height: number }): Rect | null {
  const [x0, y0, x1, y1] = narrow(clip, [0, 0, size.width, size.height])!;
  return x1 - x0 > 0 && y1 - y0 > 0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}
