import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The pixels pdf.js copies to draw a page's pictures, summed over draws: fed a page's drawing
 * operations in order. pdf.js decodes a picture once, but each time it is drawn it copies all its
 * pixels to a canvas of their own and halves them step by step to the size drawn
 * (`paintInlineImageXObject`), whatever the size drawn: a 7,000 x 7,000 picture drawn ten times
 * at two points each covers almost nothing of the page (DrawnArea), yet took 158 s under load.
 * A run of draws of one picture that pdf.js folds into one operation (unskewed, one after the
 * other) copies the picture once, and counts once.
 */
export class DrawnPixels {
  total = 0;
  /** Each picture object's pixels, from its plain draws (whose arguments are its id, width and height). */
  private readonly sizes = new Map<string, number>();

  /** Follows operation `op` with its arguments `args`, adding the pixels its draw copies. */
  add(op: number, args: unknown): void {
    if (!Array.isArray(args)) return;
    if (op === OPS.paintImageXObject) {
      const [id, width, height] = args as [unknown, unknown, unknown];
      const pixels = area(width, height);
      if (typeof id === "string") this.sizes.set(id, pixels);
      this.total += pixels;
    } else if (op === OPS.paintImageXObjectRepeat) {
      // (id, scaleX, scaleY, positions): the picture's size is known only from a plain draw of it.
      this.total += typeof args[0] === "string" ? (this.sizes.get(args[0]) ?? 0) : 0;
    } else if (INLINE.has(op)) {
      const picture = args[0] as { width?: unknown; height?: unknown } | null;
      if (picture && typeof picture === "object") this.total += area(picture.width, picture.height);
    }
  }
}

/** Operations whose first argument carries the picture itself (with its size): an inline picture, a mask, a folded run of one mask. */
const INLINE = new Set<number>([OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageMaskXObjectRepeat]);

function area(width: unknown, height: unknown): number {
  return typeof width === "number" && typeof height === "number" && width > 0 && height > 0 ? width * height : 0;
}
