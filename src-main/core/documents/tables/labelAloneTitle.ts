import type { Line } from "../layout/types.ts";

/**
 * Whether `next` is a title line centred under a label that stands alone on its line: reports
 * centre "Table 3" on a line of its own and the title on the lines under it, each centred on the
 * label's axis ("Surface Water Sampling Locations" / "in the Sumas River Watershed"). Those lines
 * are the caption's; left out, the caption was the label alone, too far above the table's rules
 * to name it, and the table was read with no label.
 */
export function centredUnderLabel(next: Line, label: Line, labelAlone: boolean): boolean {
  if (!labelAlone) return false;
  const mid = (l: Line) => (l.x0 + l.x1) / 2;
  return Math.abs(mid(next) - mid(label)) <= label.size && Math.abs(next.size - label.size) <= 0.6;
}
