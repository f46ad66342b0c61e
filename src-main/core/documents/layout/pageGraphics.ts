import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PageGraphics } from "./types.ts";
import { multiply, type Matrix } from "./affine.ts";
import type { OperatorList } from "./operatorList.ts";
import { collectGraphics } from "./graphicsCollector.ts";
import { paintPath, type PaintState } from "./pathPainting.ts";
import { narrow, pageBox, shadedArea, type Clip } from "./clipArea.ts";

// Rules, filled rectangles and picture placements from a page's pdf.js operator list, in page
// points with a top-left origin. This file follows the graphics state (matrices, line width,
// colours) through the operations; pathPainting reads each path, graphicsCollector keeps what
// they paint. pdf.js's optimizer may already have folded a save/transform/restore around a
// stroke into a path's points.

/** How many rules, fills and pictures one page keeps: a grid of 10,000 rules fits, a plot of 100,000 strokes does not. */
export const MAX_PAGE_GRAPHICS = 20_000;

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/**
 * Reads the rules, fills and pictures a page draws. Curves and slanted strokes (plots, logos)
 * are left out; a stroked rectangle gives its four sides; a filled box thinner than a hairline is a
 * rule. `page` maps user space to the page's coordinates (top-left origin, y down). Linear in the
 * operations, and stops keeping items past MAX_PAGE_GRAPHICS.
 */
export function readGraphics(list: OperatorList, page: readonly [number, number, number, number, number, number], size: { width: number; height: number }, limit = MAX_PAGE_GRAPHICS): PageGraphics {
  const out = collectGraphics(size, limit);
  let state: PaintState & { clip: Clip } = { ctm: IDENTITY, lineWidth: 1, fill: "#000000", stroke: "#000000", clip: null };
  const stack: (typeof state)[] = [];
  // A clip operator applies to the path that follows it; a transparency group's box comes with
  // the group, before its form begins.
  let clipNext = false;
  let groupBox: ArrayLike<number> | null = null;
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
  const placeUnitSquare = (m: Matrix) => {
    const corners = [toPage(m, 0, 0), toPage(m, 1, 0), toPage(m, 0, 1), toPage(m, 1, 1)];
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    out.addImage({ x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y });
    out.mark(x + (Math.max(...xs) - x) / 2, y + (Math.max(...ys) - y) / 2);
  };

  const { fnArray, argsArray } = list;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        push();
        break;
      case OPS.beginGroup:
        push();
        groupBox = ((args?.[0] ?? null) as { bbox?: ArrayLike<number> | null } | null)?.bbox ?? null;
        break;
      case OPS.restore:
      case OPS.endGroup:
      case OPS.paintFormXObjectEnd:
        pop();
        break;
      case OPS.transform:
        state.ctm = multiply(state.ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin: {
        push();
        if (Array.isArray(args) && args[0]) state.ctm = multiply(state.ctm, Array.from(args[0] as ArrayLike<number>));
        // Nothing of a form shows outside its box.
        const box = (Array.isArray(args) ? (args[1] as ArrayLike<number> | null) : null) ?? groupBox;
        if (box) state.clip = narrow(state.clip, pageBox(box, state.ctm, toPage));
        groupBox = null;
        break;
      }
      case OPS.clip:
      case OPS.eoClip:
        clipNext = true;
        break;
      case OPS.shadingFill: {
        const area = shadedArea(state.clip, size);
        if (area) out.addShading(area);
        break;
      }
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
        const [op, data, minMax] = args as [number, [Float32Array | null], ArrayLike<number> | null];
        if (clipNext && minMax) state.clip = narrow(state.clip, pageBox(minMax, state.ctm, toPage));
        clipNext = false;
        paintPath(op, data?.[0] ?? null, state, toPage, out);
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
        out.addBox(Math.min(corners[0]![0], corners[1]![0]), Math.min(corners[0]![1], corners[1]![1]), Math.max(corners[0]![0], corners[1]![0]), Math.max(corners[0]![1], corners[1]![1]), state.fill);
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
  return out.result();
}
