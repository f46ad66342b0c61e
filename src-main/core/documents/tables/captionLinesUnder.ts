import type { Line } from "../layout/types.ts";
import { centredUnderLabel } from "./labelAloneTitle.ts";

// How a caption's title goes on under its first line, and where it stops: the tests that
// findTableCaptions (tableCaptions.ts) asks of each line under a label.

/** Farthest a title's first line is set under a label alone, in the label's type size. */
const SPACED_TITLE = 2.5;

/**
 * A title set spaced out under a label alone on its line (reports centre "Table 1" and, a blank
 * line apart, "BRAZIL" / "PLANTED AREA ESTIMATE" / "2011/2012 AND 2012/2013 CROPS"): a line
 * centred on the label's axis in its type, its first line within two and a half lines of the
 * label, the next ones at the leading the first set.
 */
export function spacedTitleLine(next: Line, last: Line, label: Line, labelAlone: boolean, leading: number | null): boolean {
  if (!centredUnderLabel(next, label, labelAlone)) return false;
  const gap = next.baseline - last.baseline;
  return leading === null ? last === label && gap <= SPACED_TITLE * label.size : gap <= leading + 0.5 * label.size;
}

/** A caption's line that leaves its title open: a comma, or a word a title cannot end on. */
const OPEN_END = /(?:,|\b(?:and|or|of|for|in|by|the|a|an|with|to|from|on|at|per|versus|vs\.))\s*$/i;

/**
 * A caption centred over its table wraps centred: its next line is set under the middle of the
 * line before, not under its start, in the same type. Taken only when the line before leaves its
 * title open, so a table's first row centred under a one-line caption stays the table's.
 */
export function centredUnder(next: Line, last: Line): boolean {
  return Math.abs((next.x0 + next.x1) / 2 - (last.x0 + last.x1) / 2) <= last.size && next.font === last.font && OPEN_END.test(last.text);
}

/** A line of a paragraph: many words, across most of a column (a cell holds a few). */
export function isRunningText(line: Line): boolean {
  return line.text.split(/\s+/).length >= 8 && line.x1 - line.x0 > 20 * line.size;
}
