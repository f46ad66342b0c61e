import type { Chunk } from "./tableChunks.ts";
import type { Band } from "./tableRows.ts";
import type { OpenRow } from "./tableRows.ts";

/**
 * A wrapped line is set at the type's leading; rows stand a pitch apart that is at least a tenth
 * larger (tables set their rows looser than their lines, and never tighter). So a line holding
 * only a row label, set under a row whose figures are already printed (on its first line) and
 * closer than the body's usual pitch, is the label's next line, whatever letter it opens with
 * ("Net revenue of the Federal" over "Reserve Banks"). At the usual pitch it is a row of its own
 * (a sub-heading, a label whose figures follow).
 */
const WRAPPED_SHARE = 0.9;

/** The body's usual distance from one line to the next, in points: the median of its bands' steps. */
export function bodyPitch(bands: readonly Band[]): number {
  const steps = bands.slice(1).map((b, i) => b[0]!.baseline - bands[i]![0]!.baseline).sort((a, b) => a - b);
  return steps.length >= 2 ? steps[Math.floor(steps.length / 2)]! : Infinity;
}

export function closeLabelLine(band: Band, open: OpenRow, anchor: number, col: (c: Chunk) => number, pitch: number): boolean {
  if (!band.every((c) => col(c) === anchor)) return false;
  if (![...open.byColumn.keys()].some((k) => k !== anchor) || !open.byColumn.has(anchor)) return false;
  const above = open.bands.at(-1)!;
  // The figures stand on the row's last line so far: the label went on past them no other way.
  if (!above.some((c) => col(c) !== anchor)) return false;
  return band[0]!.baseline - above[0]!.baseline < WRAPPED_SHARE * pitch;
}

/**
 * Between a ruled table's rules, rows begin where cells begin anew in two columns or more; a line
 * holding only a row label begins none beside it. Set under a row whose figures are printed (on its
 * last line), no closer than the body's usual pitch and opening a cell of its own, it is a row of
 * its own all the same (a group's sub-heading, "Reference (not ranked)" over the rows it names): a
 * label's wrapped line is set closer (closeLabelLine).
 */
export function labelUnderFigures(band: Band, open: OpenRow, anchor: number, col: (c: Chunk) => number, pitch: number, startsCell: boolean): boolean {
  if (!startsCell || !band.every((c) => col(c) === anchor)) return false;
  const above = open.bands.at(-1)!;
  if (!above.some((c) => col(c) !== anchor) || !above.some((c) => col(c) === anchor)) return false;
  return band[0]!.baseline - above[0]!.baseline >= WRAPPED_SHARE * pitch;
}

/**
 * In a table whose figures, not its labels, begin the rows (labels that wrap), a line holding only
 * a label, under a row whose figures are printed, is that label's next line when set at the type's
 * leading. Set a row's pitch under it, further than the table's wrapped lines stand apart, and
 * opening a cell of its own, it is a row of its own: a group's heading with no figures ("Relative
 * bioavailability (F)" over the rows it names), which may wrap in turn. Only where the body shows
 * both steps (its closest lines a tenth or more closer than the step above this one) can the two
 * be told apart.
 */
export function headingUnderFigures(band: Band, open: OpenRow, anchor: number, col: (c: Chunk) => number, pitch: number, leading: number, startsCell: boolean): boolean {
  if (anchor === 0 || !startsCell || !band.every((c) => col(c) === 0)) return false;
  const above = open.bands.at(-1)!;
  if (!above.some((c) => col(c) === anchor) || !above.some((c) => col(c) === 0)) return false;
  const step = band[0]!.baseline - above[0]!.baseline;
  return step >= WRAPPED_SHARE * pitch && step >= 1.1 * leading;
}

/** The body's closest step from one line to the next, in points (a wrapped cell's leading where one wraps). */
export function bodyLeading(bands: readonly Band[]): number {
  // Lines closer than half the usual pitch are one line's pieces on raised or lowered baselines.
  const pitch = bodyPitch(bands);
  const steps = bands.slice(1).map((b, i) => b[0]!.baseline - bands[i]![0]!.baseline).filter((s) => s >= 0.5 * pitch);
  return steps.length > 0 ? Math.min(...steps) : Infinity;
}
