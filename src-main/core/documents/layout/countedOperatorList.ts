import { createCanvas } from "@napi-rs/canvas";
import { OPS, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { DrawnArea } from "./drawnArea.ts";
import { DrawnPixels } from "./drawnPixels.ts";
import type { OperatorList } from "./operatorList.ts";

/**
 * The list, or what the page had drawn when it was stopped: too many pictures, too many draws of
 * them, draws over too large an area (`overArea`: in pages' worth, the page's own area), or
 * draws copying too many of their pictures' pixels (`overPixels`, summed over draws).
 */
export type CountedOperatorList = { list: OperatorList } | { overPictures: number } | { overDraws: number } | { overArea: number } | { overPixels: number };

/**
 * The most bounds a page's list is built under: distinct pictures (each decoded once), draws, the
 * area drawn over in pages' worth, and the pictures' pixels copied, summed over draws (DrawnPixels).
 */
export interface PictureBounds {
  pictures: number;
  draws: number;
  pageAreas: number;
  drawnPixels: number;
}

/**
 * The page's operator list for drawing, built only while it draws at most `max.pictures`
 * pictures, `max.draws` times in all. pdf.js decodes every picture while it builds the list (a
 * page of 20,000 tiny pictures: 10.2 s and 640 MB before anything is drawn), and
 * `getOperatorList` can only be awaited whole. A render streams the same list in chunks as it is
 * built and can be cancelled, which stops the build: this one draws nothing (its filter skips
 * every operation, on a canvas of one pixel) and counts the pictures as they arrive. The list is
 * pdf.js's cached one for the display intent, so the page's real render afterwards does not
 * build it again. A picture object drawn again (a tiled background) is decoded once by pdf.js:
 * it counts once among the pictures, each time among the draws, and each draw adds the area it
 * covers (DrawnArea) against `max.pageAreas` times the page's own area, and the picture's own
 * pixels, which the draw copies whatever size it is drawn at (DrawnPixels), against `max.drawnPixels`.
 */
export async function countedOperatorList(page: PDFPageProxy, max: PictureBounds): Promise<CountedOperatorList> {
  const canvas = createCanvas(1, 1);
  const objects = new Set<string>();
  let others = 0;
  let draws = 0;
  const area = new DrawnArea();
  const copied = new DrawnPixels();
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  // A page box of no area (pdf.js reads a broken one as Letter) still has a point's worth.
  const pageArea = Math.max(1, Math.abs((x1 - x0) * (y1 - y0)));
  const areas = () => area.total / pageArea;
  let seen: OperatorList = { fnArray: [], argsArray: [] };
  let task: ReturnType<PDFPageProxy["render"]> | undefined = undefined;
  const operationsFilter = (i: number, list: OperatorList) => {
    seen = list;
    const op = list.fnArray[i]!;
    const args = list.argsArray[i];
    const drawn = picturesDrawn(op, args);
    draws += drawn;
    area.add(op, args);
    copied.add(op, args);
    // A picture object is named by its id (pdf.js's first argument); an inline picture or a mask carries its own data.
    if (drawn > 0 && BY_ID.has(op) && Array.isArray(args) && typeof args[0] === "string") objects.add(args[0]);
    else others += drawn;
    if (objects.size + others > max.pictures || draws > max.draws || areas() > max.pageAreas || copied.total > max.drawnPixels) task?.cancel();
    return false;
  };
  task = page.render({ canvas: canvas as never, canvasContext: canvas.getContext("2d") as never, viewport: page.getViewport({ scale: 1 / 72 }), operationsFilter });
  try {
    await task.promise;
  } catch (error) {
    if (objects.size + others > max.pictures) return { overPictures: objects.size + others };
    if (draws > max.draws) return { overDraws: draws };
    if (areas() > max.pageAreas) return { overArea: areas() };
    if (copied.total > max.drawnPixels) return { overPixels: copied.total };
    throw error;
  }
  return { list: seen };
}

/** Operations whose first argument is a picture object's id. */
const BY_ID = new Set<number>([OPS.paintImageXObject, OPS.paintImageXObjectRepeat]);

/** Operations that draw one picture. */
const ONE_PICTURE = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintSolidColorImageMask]);

/** How many pictures operation `op` draws: pdf.js folds runs of small pictures into one operation. */
function picturesDrawn(op: number, args: unknown): number {
  if (ONE_PICTURE.has(op)) return 1;
  if (!Array.isArray(args)) return 0;
  // A picture repeated at positions (x, y pairs); a group of masks; a group of inline pictures and where each goes.
  if (op === OPS.paintImageXObjectRepeat || op === OPS.paintImageMaskXObjectRepeat) {
    const positions = args.at(-1) as unknown;
    return ArrayBuffer.isView(positions) || Array.isArray(positions) ? Math.ceil((positions as ArrayLike<number>).length / 2) : 1;
  }
  if (op === OPS.paintImageMaskXObjectGroup) return Array.isArray(args[0]) ? args[0].length : 1;
  if (op === OPS.paintInlineImageXObjectGroup) return Array.isArray(args[1]) ? args[1].length : 1;
  return 0;
}
