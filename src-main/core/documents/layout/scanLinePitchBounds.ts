// The two bounds a scan's line pitch is read by, shared by the size of a block (scanBlockSize) and
// the size of a line among lines at one pitch (scanLinePitch). Kept apart from both so neither
// imports the other, and blocks.ts, which uses the latter, is not in a cycle with the former.

/** How far each step between baselines may stray from their median (or its neighbour) and still be one pitch. */
export const STEADY = 0.08;
/** The leading a paper's type is set on, as a share of its size, at its most generous (body text sets 1.15 to 1.3). */
export const MAX_LEADING = 1.3;
