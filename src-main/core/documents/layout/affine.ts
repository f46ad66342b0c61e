// The page's affine maps, declared once: the text's placement, the graphics walk and a scan's
// sole picture all compose pdf.js's matrices the same way.

/** An affine map as pdf.js writes one: [a, b, c, d, e, f] takes (x, y) to (ax + cy + e, bx + dy + f). */
export type Matrix = [number, number, number, number, number, number];

/** (m1 · m2): `m2` applied first, then `m1`, as pdf.js's Util.transform composes. */
export function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  const [a, b, c, d, e, f] = m1 as Matrix;
  const [p, q, r, s, t, u] = m2 as Matrix;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}
