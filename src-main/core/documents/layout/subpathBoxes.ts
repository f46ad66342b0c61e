// The boxes a filled subpath draws: a rectangle's, or a hairline's drawn not quite square. What
// pathPainting.ts makes of a page's filled paths rests on these.

/** Thicker than this, a filled box is a band (shading), not a rule drawn as a box. */
export const HAIRLINE = 2.5;

/** The box [x0, y0, x1, y1] of a closed subpath that is an axis-aligned rectangle, else null. */
export function rectangleOf(points: [number, number][]): [number, number, number, number] | null {
  // A rectangle is 4 corners, given once more to close it or not.
  const corners = points.length === 5 && near(points[0]!, points[4]!) ? points.slice(0, 4) : points.length === 4 ? points : null;
  if (!corners) {
    // A degenerate "rectangle" drawn as a single line (pdf.js turns a zero-height re into moveTo, lineTo).
    if (points.length === 2 || (points.length === 3 && near(points[0]!, points[2]!))) {
      const [a, b] = points as [[number, number], [number, number]];
      return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])];
    }
    return null;
  }
  const [x0, y0, x1, y1] = extent(corners);
  const onEdge = corners.every(([x, y]) => (Math.abs(x - x0) < 0.5 || Math.abs(x - x1) < 0.5) && (Math.abs(y - y0) < 0.5 || Math.abs(y - y1) < 0.5));
  return onEdge ? [x0, y0, x1, y1] : null;
}

/**
 * The box of a thin filled shape that is not quite a rectangle: a border drawn with bevelled
 * corners (XSL-FO renderers join cell borders so) is still a rule.
 */
export function hairlineOf(points: [number, number][]): [number, number, number, number] | null {
  const box = extent(points);
  return box[3] - box[1] <= HAIRLINE || box[2] - box[0] <= HAIRLINE ? box : null;
}

const near = (a: [number, number], b: [number, number]) => Math.abs(a[0] - b[0]) < 0.5 && Math.abs(a[1] - b[1]) < 0.5;

/**
 * The box [x0, y0, x1, y1] around points, as Math.min and Math.max over them give it, in one pass:
 * a plot or text drawn as outlines sends thousands of subpaths here.
 */
function extent(points: readonly [number, number][]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
}
