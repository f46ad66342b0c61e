import { besideFigure, insideFigure } from "./figureBoxes.ts";
import type { PieceGroup } from "./pieceGroups.ts";
import type { Rect } from "./types.ts";

// What stands around a candidate for the title tells whether it is one: the byline under a
// title's second line, and the other labels beside a figure's.

/**
 * A line in the title's face that reads as names ("Protein Structure Search") is still the
 * title's when the byline stands just under it in other type (smaller, or another face): a paper
 * prints its names once, so the line set like the title is the title's second line. The row
 * of names is the first row of what stands under it: on a scan the affiliation under the byline
 * (10 pt italic under 11 pt roman) can measure the byline's size and be grouped with it.
 */
export function bylineUnder(line: PieceGroup, face: string, groups: PieceGroup[], isNames: (text: string) => boolean): boolean {
  return groups.some(
    (g) =>
      g !== line && g.top > line.bottom && g.top - line.bottom <= 3 * line.size && g.x0 < line.x1 && g.x1 > line.x0 &&
      (g.size < 0.94 * line.size || g.pieces[0]!.line.font !== face) && isNames(g.rows[0]!),
  );
}

/**
 * Large type of a figure on the first page (a teaser diagram's labels, "Input" and "Output" side
 * by side) is no title: a title is the only text of its type on its lines, while a diagram's
 * labels share a baseline with others of their size set well apart, beyond any word space.
 */
export function besideLabels(group: PieceGroup, groups: PieceGroup[]): boolean {
  return groups.some(
    (o) =>
      o !== group && Math.abs(o.size - group.size) <= 0.06 * group.size && (o.x0 >= group.x1 || o.x1 <= group.x0) &&
      o.pieces.some((p) => group.pieces.some((q) => Math.abs(p.baseline - q.baseline) < 0.3 * group.size)),
  );
}

const letterCount = (g: PieceGroup) => g.text.replace(/[^\p{L}]/gu, "").length;

/**
 * Whether a candidate is a figure's label: inside a figure's box, or a short line (one row of at
 * most four words) just outside it (besideFigure) while a title-like line away from the figures
 * holds at least twice its letters. A short title under a publisher's logo drawn in vectors has
 * no such longer line left, and stays the title.
 */
export function figureLabel(group: PieceGroup, groups: PieceGroup[], figures: readonly Rect[], titleLike: (g: PieceGroup) => boolean): boolean {
  if (insideFigure(group, figures)) return true;
  if (group.rows.length > 1 || group.text.trim().split(/\s+/).length > 4 || !besideFigure(group, figures)) return false;
  return groups.some((o) => o !== group && titleLike(o) && !besideFigure(o, figures) && letterCount(o) >= 2 * letterCount(group));
}
